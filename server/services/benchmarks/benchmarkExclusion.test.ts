import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultQuestionCountZones, type SurveyContent } from '../../../common/survey/content';
import type { Db } from '../../db/client';
import { benchmarks } from '../../db/schema/results';
import { responses, surveyPeriods } from '../../db/schema/surveys';
import { buildOrganization, buildSchool } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { openTestDatabase } from '../../test/testDatabase';
import { computeBenchmarks } from './computeBenchmarks';

const content: SurveyContent = {
  title: { en: 'Exclusion fixture' },
  intro_text: {},
  pillars: [],
  question_count_zones: defaultQuestionCountZones,
  modules: [
    {
      id: 'm1',
      title: { en: 'All' },
      intro: {},
      questions: [
        { id: 'safe', type: 'agreement', text: { en: 'Safe' }, required: true, reverse: false, pillar: null },
      ],
    },
  ],
};

describe('periods excluded from benchmarks', () => {
  let db: Db;
  let close: () => Promise<void>;
  let versionId: number;
  let organizationId: number;
  const periodIds: number[] = [];

  async function schoolPeriod(parentPeriodId: number | null = null) {
    const { school } = await buildSchool(db, { parentId: organizationId });
    const period = await buildResultsPeriod(db, {
      organizationId: school.id,
      surveyVersionId: versionId,
      parentPeriodId,
      startsAt: new Date('2025-10-01T08:00:00Z'),
      endsAt: new Date('2025-10-20T08:00:00Z'),
    });
    await db.insert(responses).values(
      // Five respondents: the least the default anonymity threshold lets count in a benchmark.
      [4, 5, 4, 5, 4].map((safe) => ({
        id: randomUUID(),
        periodId: period.id,
        language: 'en',
        status: 'finished' as const,
        answers: { safe },
      })),
    );
    return period.id;
  }

  const overall = async () => {
    const rows = await db.select().from(benchmarks).where(eq(benchmarks.surveyVersionId, versionId));
    return rows.find((row) => row.scope === 'overall') ?? null;
  };
  const exclude = (periodId: number) =>
    db.update(surveyPeriods).set({ excludeFromBenchmarks: true }).where(eq(surveyPeriods.id, periodId));

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
    versionId = (await buildPublishedSurvey(db, null, { content })).version.id;
    organizationId = (await buildOrganization(db)).id;
    const parent = await buildResultsPeriod(db, {
      organizationId,
      surveyVersionId: versionId,
      startsAt: new Date('2025-10-01T08:00:00Z'),
      endsAt: new Date('2025-10-20T08:00:00Z'),
    });
    periodIds.push(parent.id);
    for (let i = 0; i < 2; i++) periodIds.push(await schoolPeriod(parent.id));
    for (let i = 0; i < 2; i++) periodIds.push(await schoolPeriod());
  });
  afterAll(() => close());

  it('leaves out an excluded school period', async () => {
    await computeBenchmarks(db);
    expect(await overall()).toMatchObject({ schoolCount: 4, respondentCount: 20 });
    await exclude(periodIds[3]);
    await computeBenchmarks(db);
    expect(await overall()).toMatchObject({ schoolCount: 3, respondentCount: 15 });
  });

  it('leaves out the children of an excluded parent period, and drops a benchmark left too small', async () => {
    await exclude(periodIds[0]);
    await computeBenchmarks(db);
    expect(await overall()).toBeNull();
  });
});
