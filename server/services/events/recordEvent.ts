import { type SQL, sql } from 'drizzle-orm';
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

/** A read's event to write: where (`db`, the primary), whose and what. */
export type ReadEvent = { db: Db; claims: TokenClaims | null; input: EventInput };

/**
 * The common table expressions that write one event of a read (a results view: nothing else
 * changed) without waiting for the disk: the statement turns synchronous_commit off for its own
 * transaction, so its commit returns before the WAL is flushed (a crash of PostgreSQL may lose the
 * last fraction of a second of such events, never corrupt anything). A durable commit was the
 * slowest part of a results read (issue 20). A statement of the read itself may carry them (`with
 * ${readEventCtes(...)} select …`, on the primary), which saves the read a round trip.
 */
export function readEventCtes(
  { claims, input }: Omit<ReadEvent, 'db'>,
  /** Written only where this holds (in the same statement); `read_event` then has no row. */
  when: SQL = sql`true`,
): SQL {
  const actor = eventActor(claims);
  return sql`asynchronous as (select set_config('synchronous_commit', 'off', true)),
    read_event as (
      insert into ${events} (identity_id, identity_type, org_id, user_id, impersonator_user_id, category, action, details)
      select ${actor.identityId}::int, ${actor.identityType}, ${actor.orgId}::int, ${actor.userId}::int,
        ${actor.impersonatorUserId}::int, ${input.category}, ${input.action}, ${JSON.stringify(input.details ?? {})}::jsonb
      from asynchronous where ${when}
      returning id)`;
}

/** Takes back a read's event written with its first statement when that statement's token turned out revoked. */
export async function withdrawReadEvent(db: Db, id: number | string) {
  await db.execute(sql`delete from ${events} where id = ${id}::bigint`);
}

/**
 * Writes one event of a read on its own (readEventCtes). One text whatever the event, so it is a
 * named prepared statement: parsed and planned once per connection, not on every read.
 */
export async function recordReadEvent(db: Db, claims: TokenClaims | null, input: EventInput) {
  await executePrepared(db, sql`with ${readEventCtes({ claims, input })} select 1`);
}
