import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessCodes, polls } from '../../db/schema/surveys';
import { AppError } from '../../http/errors';
import { consumeRateLimit, type RateRule, rateLimitCount } from '../../http/rateLimit';
import { hashAccessCode } from '../periods/accessCodes';
import { issuePollPass } from './pollPass';

/** Wrong codes from one browser are limited; right ones never are (a whole class enters at once). */
const wrongCodes: RateRule = { name: 'access-code-wrong', limit: 20, windowSeconds: 600 };

/**
 * Every attempt, right or wrong, per address: a guesser who looks like a new browser on each try is
 * bounded by this, as sign-in is. Generous, since a whole school may enter its codes from one address.
 */
export const codeAttemptsPerAddress: RateRule = {
  name: 'access-code-ip',
  limit: 3000,
  windowSeconds: 15 * 60,
};

/** Who is entering a code: `key` is the per-browser key (clientKey), `address` the caller's address. */
export type CodeClient = { key: string; address: string };

/**
 * Turns a printed access code into a pass for its class link; a code already used to finish is refused.
 * The link's address comes back too: a code typed at /kods, or at another class's link, finds its own class.
 */
export async function redeemAccessCode(db: Db, secret: string, code: string, client: CodeClient) {
  if ((await rateLimitCount(db, wrongCodes, client.key)) >= wrongCodes.limit)
    throw new AppError('rate_limited', 'Too many wrong codes; please wait a few minutes and try again');
  await consumeRateLimit(db, codeAttemptsPerAddress, client.address);
  const [row] = await db
    .select({ code: accessCodes, poll: polls })
    .from(accessCodes)
    .innerJoin(polls, eq(polls.id, accessCodes.pollId))
    .where(eq(accessCodes.codeHash, hashAccessCode(code)));
  if (!row) {
    await consumeRateLimit(db, wrongCodes, client.key);
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
