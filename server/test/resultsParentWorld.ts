import { eq } from 'drizzle-orm';
import { type IdentityType, identities, teachingAssignments } from '../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from './factories';
import { buildClass } from './respondentFactories';
import { buildResponses, buildResultsPeriod } from './resultsFactories';
import { climateSurvey } from './resultsTestWorld';
import { buildPublishedSurvey } from './surveyFactories';
import type { TestApp } from './testApp';

/** Each school's answer to "I feel safe" (A 3, B 1, C 5: scores 50, 0 and 100, together 50). */
const safeOf = { a: 3, b: 1, c: 5 } as const;

/**
 * An organisation with three schools A, B and C in one parent period, 12 finished responses each
 * (above the group and text thresholds), each school one class; A's admin and a teacher of A's
 * class with results access, the organisation's admin and a super-admin.
 */
export async function buildParentPeriodWorld(ctx: TestApp) {
  const db = ctx.deps.database.db;
  const { school: a, parent: organization } = await buildSchool(db, { name: 'School Alpha' });
  const { school: b } = await buildSchool(db, { parentId: organization.id, name: 'School Bravo' });
  const { school: c } = await buildSchool(db, { parentId: organization.id, name: 'School Charlie' });
  const content = climateSurvey();
  const { version } = await buildPublishedSurvey(db, null, { content });
  const parent = await buildResultsPeriod(db, {
    organizationId: organization.id,
    surveyVersionId: version.id,
    name: 'Municipality spring',
  });
  const schools = { a, b, c };
  const classNames = { a: 'A 7.a', b: 'B 8.b', c: 'C 9.c' };
  const childPeriods = {} as Record<keyof typeof schools, typeof parent>;
  const classes = {} as Record<keyof typeof schools, Awaited<ReturnType<typeof buildClass>>>;
  for (const key of ['a', 'b', 'c'] as const) {
    const child = await buildResultsPeriod(db, {
      organizationId: schools[key].id,
      surveyVersionId: version.id,
      parentPeriodId: parent.id,
      expectedCount: 20,
    });
    const klass = await buildClass(db, schools[key].id, { name: classNames[key] });
    await buildResponses(
      db,
      Array.from({ length: 12 }, (_, index) => ({
        periodId: child.id,
        classId: klass.id,
        grade: 7,
        answers: { safe: safeOf[key], note: `From ${key.toUpperCase()} ${index}` },
      })),
    );
    childPeriods[key] = child;
    classes[key] = klass;
  }

  const tokenOf = async (type: IdentityType, organizationId: number | null, permissions = {}) => {
    const { identity } = await buildIdentity(db, { type, organizationId, permissions });
    return { identity, token: await tokenFor(ctx.deps, identity) };
  };
  const teacher = await tokenOf('teacher', a.id);
  await db
    .update(identities)
    .set({ teacherAccessToResults: true })
    .where(eq(identities.id, teacher.identity.id));
  await db.insert(teachingAssignments).values({ teacherId: teacher.identity.id, classId: classes.a.id });

  return {
    db,
    content,
    organization,
    schools,
    parent,
    childPeriods,
    classes,
    tokenOf,
    schoolAdmin: await tokenOf('school_admin', a.id, { view_survey_results: true }),
    teacher,
    organizationAdmin: await tokenOf('organization_admin', organization.id),
    superAdmin: await tokenOf('super_admin', null),
    post: (url: string, payload: object, token?: string) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} }),
  };
}
