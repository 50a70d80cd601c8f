import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { allSchoolPermissions, soloPermissions } from '../../../common/permissions';
import {
  groupMembers,
  groups,
  type IdentityType,
  identities,
  polls,
  teachingAssignments,
} from '../../db/schema';
import { loadIdentityContext } from '../../services/accounts/identityContext';
import { mintToken } from '../../services/accounts/mintToken';
import { createSession } from '../../services/accounts/sessions';
import { bearer, buildIdentity, buildOrganization, buildSchool, testPassword } from '../factories';
import { buildClass, buildStudent, buildSubject } from '../respondentFactories';
import { buildResponses, buildResultsPeriod } from '../resultsFactories';
import { climateSurvey, schoolAnswers } from '../resultsTestWorld';
import { buildPublishedSurvey, hoursFromNow } from '../surveyFactories';
import type { TestApp } from '../testApp';
import type { Role } from './roles';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The world every authorization row reads, built once per test file: organisation O with schools A and B
 * (a parent period over both, with answers), school A's class, student, group, subject, closed period with
 * answers, open period with an identified and a public poll, share link, export and question filter;
 * a school of another organisation and a solo account. One token per role; anonymous has none.
 */
export async function buildAuthorizationWorld(ctx: TestApp) {
  const db = ctx.deps.database.db;
  const call = async (method: Method, url: string, token: string, payload?: object) => {
    const response = await ctx.app.inject({ method, url, payload, headers: bearer(token) });
    if (response.statusCode >= 300)
      throw new Error(`world: ${method} ${url} → ${response.statusCode} ${response.body}`);
    return response.json().data;
  };

  const organization = await buildOrganization(db);
  const schoolA = (await buildSchool(db, { parentId: organization.id })).school;
  const schoolB = (await buildSchool(db, { parentId: organization.id })).school;
  const foreign = await buildSchool(db);
  const soloOrganization = await buildOrganization(db, { type: 'solo' });

  const identityOf = async (type: IdentityType, organizationId: number | null, permissions = {}) =>
    (await buildIdentity(db, { type, organizationId, permissions })).identity;

  const classA = await buildClass(db, schoolA.id, { name: '7.a' });
  const classB = await buildClass(db, schoolA.id, { name: '8.b' });
  const classC = await buildClass(db, schoolA.id, { name: '8.c' });
  const student = (await buildStudent(db, schoolA.id, classA.id)).identity;
  const teacher = await identityOf('teacher', schoolA.id);
  const teacherResults = await identityOf('teacher', schoolA.id);
  await db
    .update(identities)
    .set({ teacherAccessToResults: true })
    .where(eq(identities.id, teacherResults.id));
  await db.insert(teachingAssignments).values({ teacherId: teacherResults.id, classId: classA.id });
  const schoolAdmin = await identityOf('school_admin', schoolA.id, allSchoolPermissions());
  const members: Record<Exclude<Role, 'anonymous'>, typeof identities.$inferSelect> = {
    student,
    teacher,
    teacherResults: (await db.select().from(identities).where(eq(identities.id, teacherResults.id)))[0],
    schoolAdmin,
    siblingAdmin: await identityOf('school_admin', schoolB.id, allSchoolPermissions()),
    foreignAdmin: await identityOf('school_admin', foreign.school.id, allSchoolPermissions()),
    organizationAdmin: await identityOf('organization_admin', organization.id),
    solo: await identityOf('solo', soloOrganization.id, soloPermissions()),
    superAdmin: await identityOf('super_admin', null),
  };
  /** A token of a new session of the role's identity, as a sign-in makes it; for calls that change the session. */
  const sessionToken = async (role: Exclude<Role, 'anonymous'>) => {
    const { session } = await createSession(db, {
      userId: members[role].userId,
      identityId: members[role].id,
    });
    const context = await loadIdentityContext(db, members[role].id);
    if (!context) throw new Error(`world: no identity context for ${role}`);
    return mintToken(ctx.deps.signer, session, context);
  };
  const tokens = { anonymous: null } as Record<Role, string | null>;
  for (const role of Object.keys(members) as Exclude<Role, 'anonymous'>[])
    tokens[role] = await sessionToken(role);
  const adminToken = tokens.schoolAdmin as string;
  const superToken = tokens.superAdmin as string;

  const [group] = await db.insert(groups).values({ organizationId: schoolA.id, name: 'Choir' }).returning();
  await db.insert(groupMembers).values({ groupId: group.id, identityId: student.id });
  const subject = await buildSubject(db, schoolA.id, { en: 'Drama' });

  // School A's own survey: a closed period with answers, and an open one for polls.
  const surveyA = await buildPublishedSurvey(db, schoolA.id, { content: climateSurvey() });
  const periodA = await buildResultsPeriod(db, {
    organizationId: schoolA.id,
    surveyVersionId: surveyA.version.id,
    expectedCount: 24,
  });
  await buildResponses(db, schoolAnswers(periodA.id, { a: classA.id, b: classB.id, c: classC.id }, group.id));
  const openPeriod = await call('POST', `/api/school/${schoolA.id}/periods`, adminToken, {
    survey_version_id: surveyA.version.id,
    name: 'Open now',
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: hoursFromNow(48),
    anonymous: true,
    languages: ['en'],
    audience: { class_ids: [classA.id], public_link: true },
  });
  const openPolls = await db.select().from(polls).where(eq(polls.periodId, openPeriod.id));
  const studentPoll = openPolls.find((poll) => poll.identityId === student.id);
  const publicPoll = openPolls.find((poll) => poll.urlToken && poll.classId === null);
  if (!studentPoll || !publicPoll)
    throw new Error(`world: polls of the open period: ${JSON.stringify(openPolls)}`);
  const [classPoll] = await db
    .insert(polls)
    .values({ periodId: openPeriod.id, kind: 'class_link', classId: classA.id, urlToken: randomUUID() })
    .returning();

  // The organisation's parent period over schools A and B, each child with answers.
  const library = await buildPublishedSurvey(db, null, { content: climateSurvey() });
  const parentPeriod = await buildResultsPeriod(db, {
    organizationId: organization.id,
    surveyVersionId: library.version.id,
  });
  const children = [];
  const schoolBClass = await buildClass(db, schoolB.id, { name: '7.b' });
  for (const school of [schoolA, schoolB]) {
    const child = await buildResultsPeriod(db, {
      organizationId: school.id,
      surveyVersionId: library.version.id,
      parentPeriodId: parentPeriod.id,
      expectedCount: 24,
    });
    const schoolClass = school.id === schoolA.id ? classA : schoolBClass;
    await buildResponses(
      db,
      schoolAnswers(child.id, { a: schoolClass.id, b: schoolClass.id, c: schoolClass.id }, group.id),
    );
    children.push(child);
  }

  const share = await call('POST', '/api/results/v2/share', adminToken, { period_id: periodA.id });
  const shareToken = (share as { url: string }).url.split('/').pop() as string;
  const resultsRequest = { period_identifiers: { type: 'period', id: periodA.id } };
  const exported = await call('POST', '/api/results/v2/exports', adminToken, {
    kind: 'xlsx',
    request: resultsRequest,
  });
  const filter = await call('POST', `/api/results/${periodA.id}/filters`, adminToken, {
    question_id: 'safe',
    name: 'Feels safe',
  });
  const selfAssessment = await call('POST', '/api/self-assessments', adminToken, {
    kind: 'person',
    language: 'en',
  });
  const login = await buildIdentity(db, {
    type: 'teacher',
    organizationId: schoolA.id,
    password: testPassword,
  });

  return {
    db,
    deps: ctx.deps,
    app: ctx.app,
    call,
    tokens,
    members,
    /** Headers of a fresh session of the role (none for anonymous): for sign-out, switching and impersonation. */
    ownSession: async (role: Role): Promise<Record<string, string>> =>
      role === 'anonymous' ? {} : bearer(await sessionToken(role)),
    superToken,
    adminToken,
    organization,
    schoolA,
    schoolB,
    foreignSchool: foreign.school,
    soloOrganization,
    classA,
    schoolBClass,
    student,
    group,
    subject,
    surveyA,
    library,
    periodA,
    openPeriod: openPeriod as { id: number },
    studentPoll,
    publicPoll,
    classPoll,
    parentPeriod,
    childA: children[0],
    childB: children[1],
    share: { id: (share as { id: number }).id, token: shareToken },
    exportId: (exported as { id: string }).id,
    filterId: (filter as { id: number }).id,
    selfAssessmentId: (selfAssessment as { id: string }).id,
    login: { username: login.user.username, password: testPassword },
    /** Fresh rows for the routes that use theirs up, so one role's call never changes the next one's answer. */
    fresh: {
      /** A period of the library survey, closed yesterday unless told otherwise; the organisation's (a parent) by default. */
      libraryPeriod: (values: Partial<Parameters<typeof buildResultsPeriod>[1]> = {}) =>
        buildResultsPeriod(db, {
          organizationId: organization.id,
          surveyVersionId: library.version.id,
          ...values,
        }),
      class: () => buildClass(db, schoolA.id),
      group: async () =>
        (
          await db
            .insert(groups)
            .values({ organizationId: schoolA.id, name: `G ${randomUUID().slice(0, 6)}` })
            .returning()
        )[0],
      studentIdentity: async () => (await buildStudent(db, schoolA.id, classA.id)).identity,
      teacherIdentity: () => identityOf('teacher', schoolA.id),
      schoolAdminIdentity: () => identityOf('school_admin', schoolA.id),
      uuid: () => randomUUID(),
    },
  };
}

export type AuthorizationWorld = Awaited<ReturnType<typeof buildAuthorizationWorld>>;
