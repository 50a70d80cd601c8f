import { sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/preparedReads';
import { events } from '../../db/schema';

export type EventInput = {
  category: string;
  action: string;
  details?: Record<string, unknown>;
};

/** Who did it: the token's identity (and the impersonating super-admin), or nobody. */
export function eventActor(claims: TokenClaims | null) {
  if (!claims)
    return {
      identityId: null,
      identityType: 'anonymous',
      orgId: null,
      userId: null,
      impersonatorUserId: null,
    };
  return {
    identityId: claims.identityId,
    identityType: claims.identityType,
    orgId: claims.organizationId,
    userId: claims.userId,
    impersonatorUserId: claims.becameBy,
  };
}

/** Writes one event row; pass the transaction of the write it records. */
export async function recordEvent(db: Db, claims: TokenClaims | null, input: EventInput) {
  const [row] = await db
    .insert(events)
    .values({
      ...eventActor(claims),
      category: input.category,
      action: input.action,
      details: input.details ?? {},
    })
    .returning();
  return row;
}

/**
 * Writes one event of a read (a results view: nothing else changed) without waiting for the disk:
 * the statement turns synchronous_commit off for its own transaction, so its commit returns before
 * the WAL is flushed (a crash of PostgreSQL may lose the last fraction of a second of such events,
 * never corrupt anything). A durable commit was the slowest part of a results read (issue 20).
 * One text whatever the event, so it is a named prepared statement: parsed and planned once per
 * connection, not on every read.
 */
export async function recordReadEvent(db: Db, claims: TokenClaims | null, input: EventInput) {
  const actor = eventActor(claims);
  await executePrepared(
    db,
    sql`
    with asynchronous as (select set_config('synchronous_commit', 'off', true))
    insert into ${events} (identity_id, identity_type, org_id, user_id, impersonator_user_id, category, action, details)
    select ${actor.identityId}::int, ${actor.identityType}, ${actor.orgId}::int, ${actor.userId}::int,
      ${actor.impersonatorUserId}::int, ${input.category}, ${input.action}, ${JSON.stringify(input.details ?? {})}::jsonb
    from asynchronous`,
  );
}
