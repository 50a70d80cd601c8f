import { teachingAssignments } from '../db/schema';
import { issueOneTimeToken } from '../services/accounts/oneTimeTokens';
import { buildClassSessionWorld } from './classSessionWorld';
import { bearer, buildIdentity, tokenFor } from './factories';
import { buildClass } from './respondentFactories';
import { buildResponses, buildResultsPeriod } from './resultsFactories';
import { climateSurvey } from './resultsTestWorld';
import { buildPublishedSurvey } from './surveyFactories';
import type { TestApp } from './testApp';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * The class session world (7.a running 'Live week') plus what a school admin's home reads: class 8.b
 * with no students and no teacher, 9.a with a subject teacher but no class teacher, an unaccepted staff invitation, and two closed periods of one
 * survey, the later one (ended yesterday) clearly safer than the earlier one.
 */
export async function buildDashboardWorld(ctx: TestApp) {
  const w = await buildClassSessionWorld(ctx);
  const db = ctx.deps.database.db;
  const empty = await buildClass(db, w.school.id, { name: '8.b', numStudents: 0 });
  // Taught by a subject teacher, led by nobody: no class teacher runs its survey in a lesson.
  const nineA = await buildClass(db, w.school.id, { name: '9.a', numStudents: 25 });
  const subjectTeacher = await buildIdentity(db, { type: 'teacher', organizationId: w.school.id });
  await db.insert(teachingAssignments).values({ teacherId: subjectTeacher.identity.id, classId: nineA.id });
  await issueOneTimeToken(db, 'invitation', {
    payload: {
      organizationId: w.school.id,
      type: 'teacher',
      email: 'new.teacher@example.test',
      permissions: {},
    },
  });
  const { version } = await buildPublishedSurvey(db, w.school.id, { content: climateSurvey() });
  const earlier = await buildResultsPeriod(db, {
    organizationId: w.school.id,
    surveyVersionId: version.id,
    name: 'Spring',
    startsAt: daysAgo(120),
    endsAt: daysAgo(90),
    expectedCount: 20,
  });
  const latest = await buildResultsPeriod(db, {
    organizationId: w.school.id,
    surveyVersionId: version.id,
    name: 'Autumn',
    startsAt: daysAgo(20),
    endsAt: daysAgo(1),
    expectedCount: 20,
  });
  const answers = (periodId: number, values: number[]) =>
    values.map((safe) => ({
      periodId,
      classId: w.sevenA.id,
      grade: 7,
      answers: { safe, grid: { i1: safe, i2: 3 } },
    }));
  await buildResponses(db, answers(earlier.id, [1, 2, 2, 1, 2, 3, 2, 1, 2, 2, 1, 2]));
  await buildResponses(db, answers(latest.id, [5, 4, 5, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5, 5]));
  const owner = await buildIdentity(db, {
    type: 'school_admin',
    organizationId: w.school.id,
    permissions: {
      view_survey_results: true,
      view_survey_periods: true,
      view_respondents: true,
      manage_admins: true,
    },
  });
  const orgAdmin = await buildIdentity(db, { type: 'organization_admin', organizationId: w.parent.id });
  return {
    ...w,
    empty,
    nineA,
    earlier,
    latest,
    owner: await tokenFor(ctx.deps, owner.identity),
    orgAdmin: await tokenFor(ctx.deps, orgAdmin.identity),
    get: (url: string, token?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} }),
    post: (url: string, payload: object, token?: string) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} }),
  };
}

export type DashboardWorld = Awaited<ReturnType<typeof buildDashboardWorld>>;
