import { loadUser } from '../auth/userStore';
import { ok, type Reply, signedInUser, stubApi } from './screenTestKit';

export const school = {
  id: 5,
  name: 'Demo Secondary School',
  slug: 'demo-school',
  type: 'school',
  city: 'Riga',
  country: 'LV',
  languages: ['lv', 'en', 'ru'],
  default_language: 'lv',
  parent_id: 1,
};

export const sevenA = {
  id: 11,
  name: '7.a',
  grade: 7,
  num_students: 24,
  teacher_id: 21,
  subject_id: null,
  custom_subject: null,
  organization_id: school.id,
  students_registered: 2,
  teacher: { id: 21, name: 'Tomass', surname: 'Bērziņš' },
};

/** Signs in a school admin of `school` holding the given permissions, with the API stubbed. */
export async function signInSchoolAdmin(
  permissions: Record<string, boolean>,
  replies: Record<string, Reply | Reply[]>,
) {
  const user = {
    ...signedInUser,
    type: 'school_admin',
    organization: { id: school.id, name: school.name, type: 'school', slug: school.slug },
    permissions,
  };
  const api = stubApi({
    'GET user': ok(user),
    'GET user/school': ok(school),
    [`GET school/${school.id}/admins/by_user_id/${user.user_id}`]: ok({
      id: user.id,
      user_id: user.user_id,
      type: 'school_admin',
      teacher_access_to_results: false,
      permissions: { data: permissions },
    }),
    ...replies,
  });
  await loadUser();
  return api;
}
