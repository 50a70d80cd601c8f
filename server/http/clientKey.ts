import type { FastifyRequest } from 'fastify';
import { hashSecret } from '../auth/secrets';
import { sessionCookieName } from '../services/accounts/sessions';

/**
 * The key for per-caller limits: the identity when signed in, else the session cookie,
 * else address and browser together (a whole class may share one IP).
 */
export function clientKey(request: FastifyRequest): string {
  if (request.auth) return `identity:${request.auth.identityId}`;
  const session = request.cookies?.[sessionCookieName];
  if (session) return `session:${hashSecret(session).slice(0, 32)}`;
  return `ip:${request.ip}:${request.headers['user-agent'] ?? ''}`;
}
