import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import { createPeriod, type NewPeriod } from '../../services/periods/createPeriod';
import type { Db } from '../client';
import { type IdentityType, identities, users } from '../schema';
import { polls, surveyPeriods } from '../schema/surveys';

const day = 24 * 60 * 60 * 1000;

/**
 * What the token of an identity of this type would carry, for the services the seed goes through
 * (their events name it): the demo user's identity when it is there, else the first such identity.
 */
export async function demoClaims(
  db: Db,
  type: IdentityType,
  preferredUsername: string,
  organizationId?: number,
): Promise<TokenClaims | null> {
  const [identity] = await db
    .select({ identity: identities })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(
        eq(identities.type, type),
        isNull(identities.archivedAt),
        organizationId === undefined ? undefined : eq(identities.organizationId, organizationId),
      ),
    )
    .orderBy(desc(sql`${users.username} = ${preferredUsername}`), asc(identities.id))
    .limit(1)
    .then((rows) => rows.map((row) => row.identity));
  if (!identity) return null;
  return {
    userId: identity.userId,
    identityId: identity.id,
    identityType: identity.type,
    organizationId: identity.organizationId,
    permissions: Object.keys(identity.permissions).filter((name) => identity.permissions[name]),
    sessionId: null,
    becameBy: null,
    tokenId: 'demo-seed',
    expiresAt: 0,
  };
}

/**
 * A period made the way the wizard makes one (createPeriod: polls, class links, expected count).
 * One that has already ended is created open and then moved back to its dates, so the poll-making
 * stays in one place and createPeriod keeps refusing past dates from the API.
 */
export async function runDemoPeriod(db: Db, claims: TokenClaims, schoolId: number, input: NewPeriod) {
  const past = input.endsAt <= new Date();
  const period = await createPeriod(
    db,
    claims,
    schoolId,
    past ? { ...input, endsAt: new Date(Date.now() + day) } : input,
  );
  if (!past) return period;
  const createdAt = new Date(input.startsAt.getTime() - 7 * day);
  const [moved] = await db
    .update(surveyPeriods)
    .set({ endsAt: input.endsAt, createdAt })
    .where(eq(surveyPeriods.id, period.id))
    .returning();
  await db.update(polls).set({ createdAt }).where(eq(polls.periodId, period.id));
  return moved;
}
