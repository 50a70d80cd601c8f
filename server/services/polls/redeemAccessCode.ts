import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessCodes, polls } from '../../db/schema/surveys';
import { AppError } from '../../http/errors';
import { consumeRateLimit, countHit, type RateRule, rateLimitCount } from '../../http/rateLimit';
import { hashAccessCode } from '../periods/accessCodes';
import { issuePollPass } from './pollPass';

/**
 * Wrong codes from one browser are limited; right ones never are, nor is anyone held back by another
 * client's wrong codes (README "Sign-in limits"). What bounds a guesser who looks new on every try is
 * the code space: 31^10 codes, so a guess finds one of a million unused codes once in 8 * 10^8 tries.
 */
const wrongCodes: RateRule = { name: 'access-code-wrong', limit: 20, windowSeconds: 600 };

/** Wrong codes from one address, counted to tell the operator, never to refuse (a school shares one address). */
export const wrongCodesAlarm: RateRule = {
  name: 'access-code-wrong-ip',
  limit: 3000,
  windowSeconds: 15 * 60,
};

/**
 * Who is entering a code: `key` is the per-browser key (clientKey), `address` the caller's address, and
 * `alarm` is told once per window when that address passes wrongCodesAlarm.
 */
export type CodeClient = { key: string; address: string; alarm: (wrongCodes: number) => void };

/**
 * Turns a printed access code into a pass for its class link; a code already used to finish is refused.
 * The link's address comes back too: a code typed at /kods, or at another class's link, finds its own class.
 */
export async function redeemAccessCode(db: Db, secret: string, code: string, client: CodeClient) {
  if ((await rateLimitCount(db, wrongCodes, client.key)) >= wrongCodes.limit)
    throw new AppError('rate_limited', 'Too many wrong codes; please wait a few minutes and try again');
  const [row] = await db
    .select({ code: accessCodes, poll: polls })
    .from(accessCodes)
    .innerJoin(polls, eq(polls.id, accessCodes.pollId))
    .where(eq(accessCodes.codeHash, hashAccessCode(code)));
  if (!row) {
    await consumeRateLimit(db, wrongCodes, client.key);
    const fromAddress = await countHit(db, wrongCodesAlarm, client.address);
    if (fromAddress === wrongCodesAlarm.limit) client.alarm(fromAddress);
    throw new AppError('not_found', 'This code is not valid. Check it and try again.');
  }
  if (row.code.usedAt)
    throw new AppError('conflict', 'This code has already been used to fill in the survey');
  return {
    pass: issuePollPass(secret, row.poll.id, row.code.id, row.code.groupId),
    poll_id: row.poll.id,
    poll_url: row.poll.urlToken,
  };
}
