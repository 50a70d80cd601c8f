import {
  allowed,
  type MatrixRow,
  schoolAdminsAndAbove,
  schoolRosterRead,
  schoolRosterWrite,
} from '../matrix';
import type { AuthorizationWorld } from '../world';

/** School A's roster, people and settings (/api/school/:schoolId/…, periods aside). */
const base = (world: AuthorizationWorld) => `/api/school/${world.schoolA.id}`;
const email = (world: AuthorizationWorld) => `invite-${world.fresh.uuid().slice(0, 8)}@example.test`;

/** Those who manage school A's admins: its admin with manage_admins, the organisation, super-admins; its other staff 404. */
const staffManagers = schoolAdminsAndAbove();

export const rows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/school/:schoolId/admins',
    request: (world) => ({ url: `${base(world)}/admins` }),
    expect: staffManagers,
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/admins/by_user_id/:userId',
    request: async (world) => ({
      url: `${base(world)}/admins/by_user_id/${(await world.fresh.teacherIdentity()).userId}`,
    }),
    expect: staffManagers,
    note: "another staff member's record (everyone reads their own)",
  },
  {
    method: 'PATCH',
    route: '/api/school/:schoolId/admins/:identityId',
    request: (world) => ({
      url: `${base(world)}/admins/${world.members.teacher.id}`,
      payload: { teacher_access_to_results: false },
    }),
    expect: { ...staffManagers, organizationAdmin: 403 },
    note: "a teacher's record: the organisation manages school admins only, other staff with the school's grant",
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/invitations',
    request: (world) => ({
      url: `${base(world)}/invitations`,
      payload: { email: email(world), type: 'teacher' },
    }),
    expect: { ...staffManagers, teacher: allowed, teacherResults: allowed, organizationAdmin: 404 },
    note: "manage_users is on by default (spec §6); inviting a teacher is a roster change, the organisation's only with the school's grant",
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/organization-access',
    request: (world) => ({ url: `${base(world)}/organization-access` }),
    expect: staffManagers,
  },
  {
    method: 'PUT',
    route: '/api/school/:schoolId/organization-access',
    request: (world) => ({
      url: `${base(world)}/organization-access`,
      payload: { organization_manages_roster: false },
    }),
    expect: { ...staffManagers, organizationAdmin: 403 },
    note: "the grant is the school's to give",
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/imports',
    request: (world) => ({ url: `${base(world)}/imports` }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/imports',
    request: (world) => ({
      url: `${base(world)}/imports?type=students&file_name=list.csv`,
      payload: 'name;surname;class\nAnna;Ozola;7.a\n',
      headers: { 'content-type': 'text/csv' },
    }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/imports/overview',
    request: (world) => ({ url: `${base(world)}/imports/overview` }),
    expect: schoolRosterWrite(),
  },
  ...(['GET', 'DELETE'] as const).map(
    (method): MatrixRow => ({
      method,
      route: '/api/school/:schoolId/imports/:importId',
      request: async (world) => ({ url: `${base(world)}/imports/${await freshImport(world)}` }),
      expect: schoolRosterWrite(),
    }),
  ),
  {
    method: 'PUT',
    route: '/api/school/:schoolId/imports/:importId/mapping',
    request: async (world) => ({
      url: `${base(world)}/imports/${await freshImport(world)}/mapping`,
      payload: { mapping: { name: 0, surname: 1, class: 2 } },
    }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/imports/:importId/commit',
    request: async (world) => ({
      url: `${base(world)}/imports/${await freshImport(world)}/commit`,
      payload: {},
    }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'PUT',
    route: '/api/school/:schoolId/imports/:importId/file',
    request: async (world) => ({
      url: `${base(world)}/imports/${await freshImport(world)}/file?file_name=list.csv`,
      payload: 'name;surname;class\nAnna;Ozola;7.a\n',
      headers: { 'content-type': 'text/csv' },
    }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/classes',
    request: (world) => ({ url: `${base(world)}/classes` }),
    expect: schoolRosterRead(),
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/classes',
    request: (world) => ({
      url: `${base(world)}/classes`,
      payload: { name: `9.${world.fresh.uuid().slice(0, 4)}` },
    }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'PATCH',
    route: '/api/school/:schoolId/classes',
    request: (world) => ({
      url: `${base(world)}/classes`,
      payload: [{ id: world.classA.id, num_students: 25 }],
    }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/classes/bulk',
    request: (world) => ({
      url: `${base(world)}/classes/bulk`,
      payload: { classes: [{ name: `10.${world.fresh.uuid().slice(0, 4)}` }] },
    }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'DELETE',
    route: '/api/school/:schoolId/classes/:classId',
    request: async (world) => ({ url: `${base(world)}/classes/${(await world.fresh.class()).id}` }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/classes/:classId/students',
    request: (world) => ({
      url: `${base(world)}/classes/${world.classA.id}/students`,
      payload: { num_students: 25 },
    }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/classes/:classId/students',
    request: (world) => ({ url: `${base(world)}/classes/${world.classA.id}/students` }),
    expect: schoolRosterRead(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/groups',
    request: (world) => ({ url: `${base(world)}/groups` }),
    expect: schoolRosterRead(),
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/groups',
    request: (world) => ({ url: `${base(world)}/groups`, payload: { name: 'Chess' } }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'PATCH',
    route: '/api/school/:schoolId/groups/:groupId',
    request: (world) => ({ url: `${base(world)}/groups/${world.group.id}`, payload: { name: 'Choir' } }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'DELETE',
    route: '/api/school/:schoolId/groups/:groupId',
    request: async (world) => ({ url: `${base(world)}/groups/${(await world.fresh.group()).id}` }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/groups/:groupId/members',
    request: (world) => ({ url: `${base(world)}/groups/${world.group.id}/members` }),
    expect: schoolRosterRead(),
  },
  {
    method: 'PUT',
    route: '/api/school/:schoolId/groups/:groupId/members',
    request: async (world) => ({
      url: `${base(world)}/groups/${(await world.fresh.group()).id}/members`,
      payload: { identity_ids: [world.student.id] },
    }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/users',
    request: (world) => ({ url: `${base(world)}/users` }),
    expect: schoolRosterRead(),
  },
  {
    method: 'DELETE',
    route: '/api/school/:schoolId/users/:identityId',
    request: async (world) => ({ url: `${base(world)}/users/${(await world.fresh.studentIdentity()).id}` }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/students',
    request: (world) => ({ url: `${base(world)}/students`, payload: { name: 'Anna', surname: 'Ozola' } }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'PUT',
    route: '/api/school/:schoolId/students/:identityId/class',
    request: async (world) => ({
      url: `${base(world)}/students/${(await world.fresh.studentIdentity()).id}/class`,
      payload: { class_id: world.classA.id },
    }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/subjects',
    request: (world) => ({ url: `${base(world)}/subjects` }),
    expect: schoolRosterRead(),
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/subjects',
    request: (world) => ({
      url: `${base(world)}/subjects`,
      payload: { subjects: [{ en: `Art ${world.fresh.uuid().slice(0, 4)}` }] },
    }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/subjects/available/:language',
    request: (world) => ({ url: `${base(world)}/subjects/available/en` }),
    expect: schoolRosterRead(),
  },
  {
    method: 'DELETE',
    route: '/api/school/:schoolId/subjects/:subjectId',
    request: async (world) => {
      const [subject] = await world.call('POST', `${base(world)}/subjects`, world.adminToken, {
        subjects: [{ en: `Gone ${world.fresh.uuid().slice(0, 4)}` }],
      });
      return { url: `${base(world)}/subjects/${subject?.id ?? world.subject.id}` };
    },
    expect: schoolRosterWrite(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/sso',
    request: (world) => ({ url: `${base(world)}/sso` }),
    expect: schoolRosterWrite({ organizationAdmin: allowed }),
    note: 'the organisation reads every setting of its schools',
  },
  {
    method: 'PUT',
    route: '/api/school/:schoolId/sso',
    request: (world) => ({
      url: `${base(world)}/sso`,
      payload: {
        issuer: 'https://sso.invalid',
        client_id: 'balss',
        match_claim: 'email',
        identity_types: ['student'],
        enabled: false,
      },
    }),
    expect: schoolRosterWrite(),
    note: 'allowed callers get 422 (the issuer cannot be discovered)',
  },
  {
    method: 'DELETE',
    route: '/api/school/:schoolId/sso',
    request: (world) => ({ url: `${base(world)}/sso` }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/school-year',
    request: (world) => ({ url: `${base(world)}/school-year` }),
    expect: schoolRosterWrite(),
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/school-year',
    request: async (world) => {
      // A school of its own: the new school year promotes every class.
      return { url: `${base(world)}/school-year`, payload: { last_grade: 12 } };
    },
    expect: schoolRosterWrite(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/teachers',
    request: (world) => ({ url: `${base(world)}/teachers` }),
    expect: schoolRosterRead(),
  },
];

async function freshImport(world: AuthorizationWorld): Promise<number> {
  const response = await world.app.inject({
    method: 'POST',
    url: `${base(world)}/imports?type=students&file_name=list.csv`,
    payload: 'name;surname;class\nAnna;Ozola;7.a\n',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${world.adminToken}` },
  });
  if (response.statusCode >= 300) throw new Error(`import upload: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}
