import { everyone, type MatrixRow, signedIn } from '../matrix';

/**
 * Routes for everyone (health, translations, sign-in, password and invitation links, public polls, SSO
 * sign-in, self-assessments) and a respondent's own polls. A link's secret is the key: an unknown one
 * answers the same to every caller.
 */
const unknownLink = 'x'.repeat(40);
/** A first save of one answer, as a poll page sends it. */
const answer = { answers: { safe: 4 }, finished: false, language: 'en' };

const publicRow = (
  method: MatrixRow['method'],
  route: string,
  request: MatrixRow['request'],
  expect = everyone(),
  note?: string,
  key?: MatrixRow['key'],
): MatrixRow => ({ method, route, request, expect, note, ...(key ? { key } : {}) });

export const rows: MatrixRow[] = [
  {
    ...publicRow('GET', '/api/health', () => ({ url: '/api/health' })),
    alsoAllowed: [503],
    note: 'the test app runs no job queue, so health answers 503 (unhealthy) to everyone',
  },
  publicRow('GET', '/api/health/live', () => ({ url: '/api/health/live' })),
  {
    ...publicRow('GET', '/api/health/ready', () => ({ url: '/api/health/ready' })),
    alsoAllowed: [503],
    note: 'the test app runs no job queue, so readiness answers 503 (not ready) to everyone',
  },
  publicRow('POST', '/api/batch', () => ({
    url: '/api/batch',
    payload: [{ url: '/api/health', method: 'GET' }],
  })),
  publicRow('POST', '/api/events', () => ({
    url: '/api/events',
    payload: { category: 'Poll-filling', action: 'Opened' },
  })),
  publicRow('POST', '/api/log', () => ({ url: '/api/log', payload: { type: 'error', data: 'x' } })),
  publicRow('GET', '/api/language/get', () => ({ url: '/api/language/get?keys=poll.next' })),
  publicRow(
    'POST',
    '/api/language/register-key',
    () => ({ url: '/api/language/register-key', payload: { key: 'matrix.key' } }),
    everyone(403),
    'only in DEVELOPER_MODE',
  ),
  publicRow('GET', '/api/translations/:language', () => ({ url: '/api/translations/en' })),
  publicRow(
    'GET',
    '/api/token',
    () => ({ url: '/api/token' }),
    everyone(401),
    'the session cookie is the key; the matrix signs in with bearer tokens only',
    'session',
  ),
  publicRow('GET', '/api/terms/current', () => ({ url: '/api/terms/current' })),
  publicRow('GET', '/api/organizations/by-slug/:slug', (world) => ({
    url: `/api/organizations/by-slug/${world.schoolA.slug}`,
  })),
  publicRow('POST', '/api/auth/login', (world) => ({ url: '/api/auth/login', payload: world.login })),
  publicRow('POST', '/api/auth/logout', async (world, role) => ({
    url: '/api/auth/logout',
    payload: {},
    headers: await world.ownSession(role),
  })),
  publicRow('POST', '/api/auth/forgot-password', () => ({
    url: '/api/auth/forgot-password',
    payload: { email: 'nobody@example.test' },
  })),
  publicRow('POST', '/api/auth/reset-password', () => ({
    url: '/api/auth/reset-password',
    payload: { token: unknownLink, password: 'a-decent-passphrase' },
  })),
  publicRow('GET', '/api/auth/reset-password/:token', () => ({
    url: `/api/auth/reset-password/${unknownLink}`,
  })),
  publicRow('POST', '/api/auth/change-email', () => ({
    url: '/api/auth/change-email',
    payload: { token: unknownLink },
  })),
  publicRow('GET', '/api/auth/invite/:token', () => ({ url: `/api/auth/invite/${unknownLink}` })),
  publicRow('POST', '/api/auth/invite/:token/accept', () => ({
    url: `/api/auth/invite/${unknownLink}/accept`,
    payload: { password: 'a-decent-passphrase' },
  })),
  publicRow('POST', '/api/auth/tokenized', () => ({
    url: '/api/auth/tokenized',
    payload: { token: unknownLink },
  })),
  publicRow(
    'POST',
    '/api/access-codes/redeem',
    () => ({ url: '/api/access-codes/redeem', payload: { code: 'ABCDEFGHJK' } }),
    everyone(404),
    'an unknown code answers the same to everyone',
  ),
  publicRow('GET', '/api/sso/schools', () => ({ url: '/api/sso/schools?q=school' })),
  publicRow('GET', '/api/sso/start', (world) => ({ url: `/api/sso/start?school=${world.schoolA.slug}` })),
  publicRow('GET', '/api/sso/callback', () => ({ url: '/api/sso/callback?state=x&code=y' })),
  publicRow('POST', '/api/self-assessments', () => ({
    url: '/api/self-assessments',
    payload: { kind: 'person', language: 'en' },
  })),
  publicRow('GET', '/api/self-assessments/:id', (world) => ({
    url: `/api/self-assessments/${world.selfAssessmentId}`,
  })),
  publicRow('PUT', '/api/self-assessments/:id', (world) => ({
    url: `/api/self-assessments/${world.selfAssessmentId}`,
    payload: answer,
  })),
  publicRow('GET', '/api/self-assessments/:id/results', (world) => ({
    url: `/api/self-assessments/${world.selfAssessmentId}/results`,
  })),
  publicRow('GET', '/api/public-polls/:token', (world) => ({
    url: `/api/public-polls/${world.publicPoll.urlToken}`,
  })),
  publicRow('PUT', '/api/public-polls/:token/responses/:responseId', (world) => ({
    url: `/api/public-polls/${world.publicPoll.urlToken}/responses/${world.fresh.uuid()}`,
    payload: answer,
  })),
  publicRow(
    'GET',
    '/api/pass-polls/current',
    () => ({ url: '/api/pass-polls/current' }),
    everyone(401),
    'the X-Poll-Pass of a redeemed access code is the key',
    'pollPass',
  ),
  publicRow(
    'PUT',
    '/api/pass-polls/responses/:responseId',
    (world) => ({ url: `/api/pass-polls/responses/${world.fresh.uuid()}`, payload: answer }),
    everyone(401),
    'the X-Poll-Pass of a redeemed access code is the key',
    'pollPass',
  ),
  {
    method: 'GET',
    route: '/api/my-polls',
    request: () => ({ url: '/api/my-polls' }),
    expect: signedIn(),
  },
  {
    method: 'GET',
    route: '/api/polls/:pollId/identity/:identityId',
    request: (world) => ({ url: `/api/polls/${world.studentPoll.id}/identity/${world.student.id}` }),
    expect: { ...everyone(404), anonymous: 401, student: 'allowed' },
    note: "a student's poll is the student's alone",
  },
  {
    method: 'PUT',
    route: '/api/polls/:pollId/identity/:identityId/responses/:responseId',
    request: (world) => ({
      url: `/api/polls/${world.studentPoll.id}/identity/${world.student.id}/responses/${world.fresh.uuid()}`,
      payload: answer,
    }),
    expect: { ...everyone(404), anonymous: 401, student: 'allowed' },
  },
];
