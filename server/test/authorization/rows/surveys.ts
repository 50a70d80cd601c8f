import { randomUUID } from 'node:crypto';
import { polls } from '../../../db/schema';
import { hoursFromNow } from '../../surveyFactories';
import { allowed, type Expected, type MatrixRow, schoolA, schoolAdminsAndAbove, signedIn } from '../matrix';
import type { AuthorizationWorld } from '../world';

/**
 * Surveys and periods: school A's own periods (run by its period managers; the organisation reads them and runs
 * organisation-wide parent periods instead), surveys and their designs, previews.
 */
const base = (world: AuthorizationWorld) => `/api/school/${world.schoolA.id}`;
const parents = (world: AuthorizationWorld) => `/api/organization/${world.organization.id}/parent-periods`;

const periodReaders = schoolA({
  student: 404,
  teacher: 403,
  teacherResults: 403,
  schoolAdmin: allowed,
  organizationAdmin: allowed,
});
const periodManagers = { ...periodReaders, organizationAdmin: 403 } as const;

/**
 * The organisation's own parent periods: its admins and super-admins. Its schools' people are refused (403:
 * the organisation is theirs to know of, its public page names it); outsiders never see it (404).
 */
const parentPeriodRunners = {
  anonymous: 401,
  student: 403,
  teacher: 403,
  teacherResults: 403,
  schoolAdmin: 403,
  siblingAdmin: 403,
  foreignAdmin: 404,
  organizationAdmin: allowed,
  solo: 404,
  superAdmin: allowed,
} as const;

/** School A's classroom: its admins and the class's teachers (teacherResults teaches 7.a); nobody outside. */
const classroom = (overrides: Partial<Expected>) =>
  schoolA({
    student: 403,
    teacher: 403,
    teacherResults: allowed,
    schoolAdmin: allowed,
    organizationAdmin: 404,
    superAdmin: 404,
    ...overrides,
  });

const newPeriod = (world: AuthorizationWorld) => ({
  survey_version_id: world.surveyA.version.id,
  name: 'Spring',
  starts_at: hoursFromNow(24),
  ends_at: hoursFromNow(72),
  languages: ['en'],
  audience: { class_ids: [world.classA.id] },
});
/** School A's period of the organisation's parent period, as the organisation admin reaches it. */
const childA = (world: AuthorizationWorld) =>
  `${parents(world)}/${world.parentPeriod.id}/schools/${world.schoolA.id}`;
const freshParent = (world: AuthorizationWorld) =>
  world.fresh.libraryPeriod({ endsAt: new Date(Date.now() + 86_400_000) });

/** Designs: school A's designers and the organisation read them; the organisation edits none. */
const designReaders = schoolAdminsAndAbove();

export const rows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/school/:schoolId/periods',
    request: (world) => ({ url: `${base(world)}/periods` }),
    expect: periodReaders,
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/periods',
    request: (world) => ({ url: `${base(world)}/periods`, payload: newPeriod(world) }),
    expect: periodManagers,
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/periods/:periodId',
    request: (world) => ({ url: `${base(world)}/periods/${world.periodA.id}` }),
    expect: periodReaders,
  },
  {
    method: 'PATCH',
    route: '/api/school/:schoolId/periods/:periodId',
    request: (world) => ({
      url: `${base(world)}/periods/${world.openPeriod.id}`,
      payload: { name: 'Open now' },
    }),
    expect: periodManagers,
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/periods/:periodId/close',
    request: async (world) => {
      const period = await world.call('POST', `${base(world)}/periods`, world.adminToken, newPeriod(world));
      return { url: `${base(world)}/periods/${period.id}/close`, payload: {} };
    },
    expect: periodManagers,
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/periods/:periodId/polls/:pollId/codes',
    request: (world) => ({
      url: `${base(world)}/periods/${world.openPeriod.id}/polls/${world.classPoll.id}/codes`,
      payload: { count: 1 },
    }),
    expect: periodManagers,
  },
  // A teacher's own class links and codes: the class session's rule (its teachers and the school's admins;
  // a classroom view, so nobody outside the school, super-admins included).
  {
    method: 'GET',
    route: '/api/school/:schoolId/my-class-links',
    request: (world) => ({ url: `${base(world)}/my-class-links` }),
    expect: classroom({ teacher: allowed }),
    note: 'a teacher of no class gets an empty list',
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/periods/:periodId/classes/:classId/codes',
    request: (world) => ({
      url: `${base(world)}/periods/${world.openPeriod.id}/classes/${world.classA.id}/codes`,
      payload: { count: 1 },
    }),
    expect: classroom({ teacher: 403 }),
    note: 'teacherResults teaches 7.a; teacher does not',
  },
  {
    method: 'GET',
    route: '/api/organization/:id/parent-periods',
    request: (world) => ({ url: parents(world) }),
    expect: parentPeriodRunners,
  },
  {
    method: 'POST',
    route: '/api/organization/:id/parent-periods',
    request: (world) => ({
      url: parents(world),
      payload: {
        ...newPeriod(world),
        survey_version_id: world.library.version.id,
        audience: {},
        school_ids: [world.schoolA.id, world.schoolB.id],
      },
    }),
    expect: parentPeriodRunners,
  },
  {
    method: 'POST',
    route: '/api/organization/:id/parent-periods/preview',
    request: (world) => ({
      url: `${parents(world)}/preview`,
      payload: {
        survey_version_id: world.library.version.id,
        audience: {},
        school_ids: [world.schoolA.id, world.schoolB.id],
      },
    }),
    expect: parentPeriodRunners,
  },
  {
    method: 'GET',
    route: '/api/organization/:id/parent-periods/:periodId',
    request: (world) => ({ url: `${parents(world)}/${world.parentPeriod.id}` }),
    expect: parentPeriodRunners,
  },
  {
    method: 'PATCH',
    route: '/api/organization/:id/parent-periods/:periodId',
    request: async (world) => ({
      url: `${parents(world)}/${(await freshParent(world)).id}`,
      payload: { ends_at: hoursFromNow(96) },
    }),
    expect: parentPeriodRunners,
  },
  {
    method: 'POST',
    route: '/api/organization/:id/parent-periods/:periodId/close',
    request: async (world) => ({
      url: `${parents(world)}/${(await freshParent(world)).id}/close`,
      payload: {},
    }),
    expect: parentPeriodRunners,
  },
  {
    method: 'GET',
    route: '/api/organization/:id/parent-periods/:periodId/schools/:schoolId',
    request: (world) => ({ url: childA(world) }),
    expect: parentPeriodRunners,
    note: "school A's own admin reads the same period at /api/school/:schoolId/periods/:periodId",
  },
  {
    method: 'POST',
    route: '/api/organization/:id/parent-periods/:periodId/schools/:schoolId/polls/:pollId/codes',
    request: async (world) => {
      const [poll] = await world.db
        .insert(polls)
        .values({
          periodId: world.childA.id,
          kind: 'class_link',
          classId: world.classA.id,
          urlToken: randomUUID(),
        })
        .returning();
      return { url: `${childA(world)}/polls/${poll.id}/codes`, payload: { count: 1 } };
    },
    expect: parentPeriodRunners,
  },
  {
    method: 'GET',
    route: '/api/organization/:id/parent-periods/:periodId/schools/:schoolId/reminders',
    request: (world) => ({ url: `${childA(world)}/reminders` }),
    expect: parentPeriodRunners,
  },
  {
    method: 'POST',
    route: '/api/organization/:id/parent-periods/:periodId/schools/:schoolId/reminders',
    request: (world) => ({ url: `${childA(world)}/reminders`, payload: {} }),
    expect: parentPeriodRunners,
    note: 'the child period has ended: the owner gets 422 from the reminder service',
  },
  {
    method: 'GET',
    route: '/api/surveys',
    request: (world) => ({ url: `/api/surveys?organization_id=${world.schoolA.id}` }),
    expect: signedIn(),
    note: "a list of the surveys each caller may read (school A's designs to its designers and the organisation only)",
  },
  {
    method: 'POST',
    route: '/api/surveys',
    request: (world) => ({
      url: '/api/surveys',
      payload: { audience: 'student', title: 'Climate', organization_id: world.schoolA.id },
    }),
    expect: { ...designReaders, organizationAdmin: 404 },
    note: "the organisation makes surveys of its own, not in a member school's name",
  },
  {
    method: 'GET',
    route: '/api/surveys/:uuid',
    request: (world) => ({ url: `/api/surveys/${world.surveyA.survey.uuid}` }),
    expect: designReaders,
  },
  {
    method: 'PUT',
    route: '/api/surveys/:uuid/draft',
    request: (world) => ({
      url: `/api/surveys/${world.surveyA.survey.uuid}/draft`,
      payload: { content: world.surveyA.version.content, revision: 0 },
    }),
    expect: { ...designReaders, organizationAdmin: 403 },
  },
  {
    method: 'POST',
    route: '/api/surveys/:uuid/publish',
    request: (world) => ({
      url: `/api/surveys/${world.surveyA.survey.uuid}/publish`,
      payload: { languages: ['en'] },
    }),
    expect: { ...designReaders, organizationAdmin: 403 },
  },
  {
    method: 'GET',
    route: '/api/school/preview/polls/:pollId',
    request: (world) => ({ url: `/api/school/preview/polls/${world.studentPoll.id}` }),
    expect: periodReaders,
  },
  {
    method: 'GET',
    route: '/api/preview/surveys/:slug',
    request: (world) => ({ url: `/api/preview/surveys/${world.library.survey.slug}` }),
    expect: {
      ...designReaders,
      anonymous: allowed,
      student: allowed,
      teacher: allowed,
      teacherResults: allowed,
      siblingAdmin: allowed,
      foreignAdmin: allowed,
      solo: allowed,
    },
    note: 'library surveys are public',
  },
];
