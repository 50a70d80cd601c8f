import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../env';
import { sessionAbsoluteMs, sessionCookieName } from '../services/accounts/sessions';

export function setSessionCookie(reply: FastifyReply, config: AppConfig, secret: string): void {
  reply.setCookie(sessionCookieName, secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.tls,
    path: '/api',
    maxAge: Math.floor(sessionAbsoluteMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, { path: '/api' });
}

export function sessionSecret(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName];
}
