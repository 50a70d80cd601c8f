import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSecret } from '../auth/secrets';
import type { AppConfig } from '../env';
import { deviceId, markCookieOptions } from './clientKey';

/**
 * Proof of a known device (README "Sign-in limits"): a signed cookie naming, as short hashes bound to the
 * browser's device id, the accounts that signed in on this browser (with their password, SSO or a
 * password link), the most recent 20. An account that too many new devices guessed at still opens to
 * the browsers it was used on.
 */
export const knownAccountsCookieName = 'balss_known';
const maxKnownAccounts = 20;

const tagOf = (device: string, userId: number) =>
  hashSecret(`known-account:${device}:${userId}`).slice(0, 16);

function knownTags(request: FastifyRequest): string[] {
  const raw = request.cookies?.[knownAccountsCookieName];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value.split('.') : [];
}

/** Whether this browser has signed in to the account before. */
export function isKnownDevice(request: FastifyRequest, userId: number): boolean {
  const device = deviceId(request);
  return device !== null && knownTags(request).includes(tagOf(device, userId));
}

/** After a sign-in that proved the account (`device`: the id ensureDeviceCookie answered). */
export function rememberAccountOnDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
  device: string,
  userId: number,
): void {
  const tag = tagOf(device, userId);
  const tags = [tag, ...knownTags(request).filter((known) => known !== tag)].slice(0, maxKnownAccounts);
  reply.setCookie(knownAccountsCookieName, tags.join('.'), markCookieOptions(config));
}
