import type { Answer } from '../authorization/matrix';
import { type Role, roles } from '../authorization/roles';

export const bearerScheme = 'bearer';
export const sessionScheme = 'session';
export const pollPassScheme = 'pollPass';

/** Each role of the authorization matrix as a reader of the API knows it, seen from one school's resource. */
const roleNames: Record<Role, string> = {
  anonymous: 'an anonymous caller',
  student: 'a student of the school',
  teacher: 'a teacher of the school',
  teacherResults: 'a teacher of the school with results access',
  schoolAdmin: "the school's admin",
  siblingAdmin: 'an admin of another school of the same organisation',
  foreignAdmin: "an admin of another organisation's school",
  organizationAdmin: "an admin of the school's organisation",
  solo: 'a solo account',
  superAdmin: 'a super-admin',
};

/** In the order a reader asks: who may, who must sign in first, who is refused and how. */
const answerNames: [Answer, string][] = [
  ['allowed', 'Allowed'],
  [401, '401 (sign in first)'],
  ['refused', 'Refused (403 or 404)'],
  [403, '403'],
  [404, '404'],
];

/** "Allowed: a super-admin. 401 (sign in first): an anonymous caller. 403: …" — one line per answer. */
export function accessText(access: Record<Role, Answer>): string {
  return answerNames
    .filter(([answer]) => roles.some((role) => access[role] === answer))
    .map(
      ([answer, name]) =>
        `${name}: ${roles
          .filter((role) => access[role] === answer)
          .map((role) => roleNames[role])
          .join(', ')}.`,
    )
    .join('\n');
}
