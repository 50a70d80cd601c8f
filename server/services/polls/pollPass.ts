import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What an access code turns into: a signed pass for one class link, naming the code (and the group a
 * group's code was made for), good for four hours. It stands in for an account while the student answers.
 */
export type PollPass = { pollId: number; codeId: number; groupId?: number; expiresAt: number };

const lifetimeMs = 4 * 60 * 60 * 1000;

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`poll-pass:${body}`).digest('base64url');

export function issuePollPass(
  secret: string,
  pollId: number,
  codeId: number,
  groupId: number | null = null,
  now = Date.now(),
): string {
  const claims = { pollId, codeId, ...(groupId ? { groupId } : {}), expiresAt: now + lifetimeMs };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function readPollPass(secret: string, pass: string, now = Date.now()): PollPass | null {
  const [body, signature] = pass.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString()) as PollPass;
    return Number.isInteger(parsed.pollId) && Number.isInteger(parsed.codeId) && parsed.expiresAt > now
      ? parsed
      : null;
  } catch {
    return null;
  }
}
