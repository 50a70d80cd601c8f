import type { InjectOptions } from 'fastify';
import { exportContentTypes } from '../../services/exports/exportFileName';
import { type Role, roles } from './roles';
import type { AuthorizationWorld } from './world';

/**
 * The class of an answer: 'allowed' is anything but 401, 403, 404 and 5xx (a 400/409/422 is the validation's
 * answer); 'refused' is 403 or 404, where either keeps the data in (a caller inside the organisation, outside the data).
 */
export type Answer = 'allowed' | 'refused' | 401 | 403 | 404;
export type Expected = Record<Role, Answer>;

export type RowRequest = {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
};

/**
 * One route of the app: how to call it for a role (URL and body made from the world; a route that uses its
 * resource up makes a fresh one per call) and the answer class each role must get.
 */
export type MatrixRow = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Exactly as Fastify lists it, e.g. /api/school/:schoolId/classes/:classId */
  route: string;
  /** A second row for the same route names what it tries (e.g. a parent period); rows of one route differ by case. */
  case?: string;
  request: (world: AuthorizationWorld, role: Role) => RowRequest | Promise<RowRequest>;
  expect: Expected;
  /** Why the answers are what they are, where a reader could wonder. */
  note?: string;
  /** A 5xx that is this route's real answer and counts as allowed (health without a job queue: 503). */
  alsoAllowed?: number[];
  /**
   * What opens a route that no bearer token opens (every role 401 here): the session cookie or the poll pass
   * of a redeemed access code. The API description names it as the route's security.
   */
  key?: 'session' | 'pollPass';
  /**
   * The media types of the file the route answers with instead of the JSON envelope (a PDF, a workbook, a
   * CSV; '*\/*' for whatever a user uploaded). The matrix checks every allowed answer against them; the API
   * description documents them.
   */
  file?: readonly string[];
};

export const { pdf, xlsx } = exportContentTypes;
export const csv = 'text/csv';
export const anyFile = '*/*';

export const allowed = 'allowed' as const;
export const refused = 'refused' as const;

/** The answer class of a status, as the row expects it (so 403 and 404 both meet 'refused'). */
export function classify(
  statusCode: number,
  expected: Answer,
  alsoAllowed: number[] = [],
): Answer | `${number}` {
  if (alsoAllowed.includes(statusCode)) return allowed;
  if (statusCode >= 500) return `${statusCode}`;
  if (statusCode === 401) return 401;
  if (statusCode === 403 || statusCode === 404) return expected === refused ? refused : statusCode;
  return allowed;
}

const every = (answer: Answer): Expected =>
  Object.fromEntries(roles.map((role) => [role, answer])) as Expected;

/** Public: the same answer for every caller. */
export const everyone = (answer: Answer = allowed): Expected => every(answer);

/** Any signed-in identity; anonymous 401. */
export const signedIn = (overrides: Partial<Expected> = {}): Expected => ({
  ...every(allowed),
  anonymous: 401,
  ...overrides,
});

/** The back office: super-admins only (acting as themselves); anyone else signed in 403. */
export const superAdminOnly = (overrides: Partial<Expected> = {}): Expected => ({
  ...every(403),
  anonymous: 401,
  superAdmin: allowed,
  ...overrides,
});

type Inside = Pick<Expected, 'student' | 'teacher' | 'teacherResults' | 'schoolAdmin' | 'organizationAdmin'>;

/**
 * One of school A's resources: anonymous 401; another school (of the same organisation or not) and a solo
 * account never see it (404); super-admins may; the roles inside school A as given.
 */
export const schoolA = (inside: Inside & Partial<Expected>): Expected => ({
  anonymous: 401,
  siblingAdmin: 404,
  foreignAdmin: 404,
  solo: 404,
  superAdmin: allowed,
  ...inside,
});

/** Only school A's admin and those above the school; the school's other people as outsiders (404). */
export const schoolAdminsAndAbove = (overrides: Partial<Expected> = {}): Expected =>
  schoolA({
    student: 404,
    teacher: 404,
    teacherResults: 404,
    schoolAdmin: allowed,
    organizationAdmin: allowed,
    ...overrides,
  });

/** School A's roster (respondents, people, imports, SSO): its managers; the organisation only with the school's grant, which the world does not give. */
export const schoolRosterWrite = (overrides: Partial<Expected> = {}): Expected =>
  schoolA({
    student: 404,
    teacher: 403,
    teacherResults: 403,
    schoolAdmin: allowed,
    organizationAdmin: 403,
    ...overrides,
  });

/** Read by school A's respondent viewers and managers and by everyone above the school. */
export const schoolRosterRead = (overrides: Partial<Expected> = {}): Expected =>
  schoolA({
    student: 404,
    teacher: 403,
    teacherResults: 403,
    schoolAdmin: allowed,
    organizationAdmin: allowed,
    ...overrides,
  });

export const routeKey = (row: { method: string; route: string }) => `${row.method} ${row.route}`;
export const rowName = (row: MatrixRow) => `${routeKey(row)}${row.case ? ` [${row.case}]` : ''}`;
