import { and, asc, eq, gt, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, organizations } from '../../db/schema';

export type EventLogFilters = {
  /** First day included, 00:00 UTC. */
  from: Date;
  /** Day after the last one included, 00:00 UTC. */
  until: Date;
  organizationId?: number;
  category?: string;
  identityId?: number;
};

export type EventLogRow = typeof events.$inferSelect;

/** An organisation's own events and those of the schools under it. */
async function organizationCondition(db: Db, organizationId: number): Promise<SQL> {
  const children = db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.parentId, organizationId));
  return or(eq(events.orgId, organizationId), inArray(events.orgId, children)) as SQL;
}

/**
 * The events matching the filters, oldest first, read in batches by primary key (each batch starts after the
 * last id of the one before), so a year of events never sits in memory and each batch costs the same.
 */
export async function* eventLogBatches(
  db: Db,
  filters: EventLogFilters,
  batchSize = 2000,
): AsyncGenerator<EventLogRow[]> {
  const conditions: SQL[] = [gte(events.createdAt, filters.from), lt(events.createdAt, filters.until)];
  if (filters.organizationId !== undefined)
    conditions.push(await organizationCondition(db, filters.organizationId));
  if (filters.category !== undefined) conditions.push(eq(events.category, filters.category));
  if (filters.identityId !== undefined) conditions.push(eq(events.identityId, filters.identityId));
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(events)
      .where(and(gt(events.id, afterId), ...conditions))
      .orderBy(asc(events.id))
      .limit(batchSize);
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
    afterId = batch[batch.length - 1].id;
  }
}
