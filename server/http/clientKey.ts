import type { FastifyRequest } from 'fastify';

/**
 * The key for per-caller limits: the identity when signed in, else the session cookie,
 * else address and browser together (a whole class may share one IP).
 */
export function clientKey(request: FastifyRequest): string {
  if (request.auth) return `identity:${request.auth.identityId}`;
  const session = request.cookies?.balss_session;
  if (session) return `session:${session}`;
  return `ip:${request.ip}:${request.headers['user-agent'] ?? ''}`;
}
