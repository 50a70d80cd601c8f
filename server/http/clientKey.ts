import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSecret } from '../auth/secrets';
import type { AppConfig } from '../env';
import { sessionCookieName } from '../services/accounts/sessions';

/**
 * A browser's own mark for the per-client limits: a random id the server signs, set once by the routes
 * that count failures (sign-in, access codes) and kept through sign-outs. Without it the computers of a
 * school lab (one address, one browser make) would be one client, so one pupil's wrong passwords or
 * codes would hold back everyone in the room.
 */
export const deviceCookieName = 'balss_device';
const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The browser's device id when its cookie carries the server's signature; a forged or bare one is ignored. */
export function deviceId(request: FastifyRequest): string | null {
  const raw = request.cookies?.[deviceCookieName];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/**
 * The key for per-caller limits: the identity when signed in, else the session cookie, else the signed
 * device cookie, else address and browser together (a whole class may share one IP).
 */
export function clientKey(request: FastifyRequest): string {
  if (request.auth) return `identity:${request.auth.identityId}`;
  const session = request.cookies?.[sessionCookieName];
  if (session) return `session:${hashSecret(session).slice(0, 32)}`;
  const device = deviceId(request);
  if (device) return `device:${device}`;
  return `ip:${request.ip}:${request.headers['user-agent'] ?? ''}`;
}

/** How the browser keeps the server's marks: signed, for the API only, a year. */
export const markCookieOptions = (config: AppConfig) => ({
  signed: true,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.tls,
  path: '/api',
  maxAge: deviceCookieMaxAgeSeconds,
});

/**
 * The browser's device id, given now in a cookie when it has none, whatever the answer turns out to be (it
 * rides on a 401 or 429 too). The request itself is still counted by address and browser. A caller that
 * collects fresh cookies to look new gains nothing: it is a new device to every account (README
 * "Sign-in limits").
 */
export function ensureDeviceCookie(request: FastifyRequest, reply: FastifyReply, config: AppConfig): string {
  const existing = deviceId(request);
  if (existing) return existing;
  const made = randomBytes(16).toString('base64url');
  reply.setCookie(deviceCookieName, made, markCookieOptions(config));
  return made;
}
