/**
 * Who asks, for one school's (school A's) resources. School A and school B belong to one organisation;
 * `foreignAdmin` is a school admin of another organisation's school.
 */
export const roles = [
  'anonymous',
  'student',
  'teacher',
  'teacherResults',
  'schoolAdmin',
  'siblingAdmin',
  'foreignAdmin',
  'organizationAdmin',
  'solo',
  'superAdmin',
] as const;

export type Role = (typeof roles)[number];
