import { allowed, type Expected, everyone, type MatrixRow, schoolA, signedIn } from '../matrix';
import type { AuthorizationWorld } from '../world';

/** The role homes that run a school, the organisation's schools, live class sessions and seen onboarding items. */
const base = (world: AuthorizationWorld) => `/api/school/${world.schoolA.id}`;
const session = (world: AuthorizationWorld) =>
  `${base(world)}/periods/${world.openPeriod.id}/classes/${world.classA.id}/session`;

/** A class's live session: school A's admins and whoever teaches or leads the class (teacherResults teaches 7.a). */
const classroom: Expected = schoolA({
  student: 403,
  teacher: 403,
  teacherResults: allowed,
  schoolAdmin: allowed,
  organizationAdmin: 404,
  superAdmin: 404,
});

export const rows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/school/:schoolId/dashboard',
    request: (world) => ({ url: `${base(world)}/dashboard` }),
    expect: schoolA({
      student: 403,
      teacher: 403,
      teacherResults: 403,
      schoolAdmin: allowed,
      organizationAdmin: 403,
    }),
    note: 'The school admin home; teachers and the organisation have their own.',
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/teacher-dashboard',
    request: (world) => ({ url: `${base(world)}/teacher-dashboard` }),
    expect: schoolA({
      student: 403,
      teacher: allowed,
      teacherResults: allowed,
      schoolAdmin: allowed,
      organizationAdmin: 403,
      superAdmin: 403,
    }),
  },
  {
    method: 'GET',
    route: '/api/organization/:id/schools',
    request: (world) => ({ url: `/api/organization/${world.organization.id}/schools` }),
    expect: {
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
    },
  },
  {
    method: 'GET',
    route: '/api/region/schools',
    request: () => ({ url: '/api/region/schools' }),
    expect: { ...everyone(403), anonymous: 401 },
    note: 'Only a property-value user (a regional officer) has a region; nobody in the matrix was given one.',
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/periods/:periodId/classes/:classId/session',
    request: (world) => ({ url: session(world) }),
    expect: classroom,
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/periods/:periodId/classes/:classId/session/events',
    request: (world) => ({ url: `${session(world)}/events` }),
    expect: classroom,
    note: 'Asked without Accept: text/event-stream the allowed get 400 instead of a stream that never ends.',
  },
  {
    method: 'GET',
    route: '/api/user/seen-items',
    request: () => ({ url: '/api/user/seen-items' }),
    expect: signedIn(),
  },
  {
    method: 'POST',
    route: '/api/user/seen-items',
    request: () => ({ url: '/api/user/seen-items', payload: { item: 'onboarding.matrix' } }),
    expect: signedIn(),
  },
];
