import type { App, AppDeps } from '../../server/deps';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../server/test/factories';
import { buildClass } from '../../server/test/respondentFactories';
import { buildPublishedSurvey, hoursFromNow } from '../../server/test/surveyFactories';
import { benchSurvey } from './benchSurvey';

export type BenchWorld = {
  content: ReturnType<typeof benchSurvey>;
  /** The anonymous period whose public link takes the throughput run. */
  publicPeriodId: number;
  publicToken: string;
  /** An anonymous public-link period of its own for the own-row floor's rows, and its poll. */
  floorPeriodId: number;
  floorPollId: number;
  /** The identified period whose class link and access codes take the crash round. */
  codePeriodId: number;
  codes: string[];
};

/**
 * A school with a published 40-question survey and three open periods, made through the factories
 * and the real period routes (an in-process app, not the measured server).
 */
export async function buildBenchWorld(app: App, deps: AppDeps, codeCount: number): Promise<BenchWorld> {
  const db = deps.database.db;
  const { school } = await buildSchool(db);
  const manager = await buildIdentity(db, {
    type: 'school_admin',
    organizationId: school.id,
    permissions: { manage_survey_periods: true },
  });
  const headers = bearer(await tokenFor(deps, manager.identity));
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers });
  const content = benchSurvey();
  const { version } = await buildPublishedSurvey(db, school.id, { content });
  const klass = await buildClass(db, school.id, { name: '9.a', numStudents: codeCount });

  async function period(name: string, anonymous: boolean, audience: object) {
    const made = await post(`/api/school/${school.id}/periods`, {
      survey_version_id: version.id,
      name,
      starts_at: hoursFromNow(-1),
      ends_at: hoursFromNow(24),
      anonymous,
      languages: ['lv', 'en'],
      audience,
    });
    if (made.statusCode !== 201)
      throw new Error(`creating the ${name} period: ${JSON.stringify(made.json())}`);
    return made.json().data;
  }

  const open = await period('Bench public link', true, { class_ids: [], public_link: true });
  const floor = await period('Bench own-row floor', true, { class_ids: [], public_link: true });
  const [floorPoll] = (
    await deps.database.executeSql('select id from polls where period_id = $1', [floor.id])
  ).rows;
  const crash = await period('Bench access codes', false, { class_ids: [klass.id], public_link: false });
  const classPoll = crash.classes[0].poll_id as number;
  const codes: string[] = [];
  while (codes.length < codeCount) {
    const made = await post(`/api/school/${school.id}/periods/${crash.id}/polls/${classPoll}/codes`, {
      count: Math.min(200, codeCount - codes.length),
    });
    codes.push(...(made.json().data.codes as string[]));
  }
  return {
    content,
    publicPeriodId: open.id,
    publicToken: open.public_link,
    floorPeriodId: floor.id,
    floorPollId: Number(floorPoll.id),
    codePeriodId: crash.id,
    codes,
  };
}
