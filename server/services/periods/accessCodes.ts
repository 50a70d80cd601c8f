import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hashSecret } from '../../auth/secrets';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { accessCodes, polls, surveyPeriods } from '../../db/schema/surveys';
import { notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';

/** No 0/O, 1/I/L: codes are read off paper by children. 32^10 ≈ 10^15 possibilities. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codeLength = 10;

export function newAccessCode(): string {
  const chars = Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What a typed code is compared as: upper case, no spaces or dashes. */
export function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export const hashAccessCode = (code: string) => hashSecret(`access-code:${normalizeCode(code)}`);

/**
 * New single-use codes for a class link (for members of `groupId` when given; the caller checks the
 * group is the school's); the plain codes are returned once, only hashes are stored.
 */
export async function createAccessCodes(
  db: Db,
  claims: TokenClaims,
  schoolId: number,
  periodId: number,
  pollId: number,
  count: number,
  groupId: number | null = null,
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [poll] = await t
      .select({ id: polls.id })
      .from(polls)
      .innerJoin(surveyPeriods, eq(surveyPeriods.id, polls.periodId))
      .where(
        and(
          eq(polls.id, pollId),
          eq(polls.periodId, periodId),
          eq(polls.kind, 'class_link'),
          eq(surveyPeriods.organizationId, schoolId),
        ),
      );
    if (!poll) throw notFound('Class link');
    const codes = Array.from({ length: count }, newAccessCode);
    await t
      .insert(accessCodes)
      .values(codes.map((code) => ({ pollId, groupId, codeHash: hashAccessCode(code) })));
    await recordEvent(t, claims, {
      category: 'Survey builder',
      action: 'Created access codes',
      details: { period_id: periodId, poll_id: pollId, count, ...(groupId ? { group_id: groupId } : {}) },
    });
    return codes;
  });
}
