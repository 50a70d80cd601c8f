import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export { type EventCategory, eventCategories } from '../../../common/eventCategories';

/** Spec §3 event record: usage events from the client and the trail of writes that matter. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    identityId: integer('identity_id'),
    identityType: text('identity_type'),
    orgId: integer('org_id'),
    userId: integer('user_id'),
    impersonatorUserId: integer('impersonator_user_id'),
    category: text('category').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('events_org_created_idx').on(table.orgId, table.createdAt),
    // /metrics and results usage read one category's events over a span of days.
    index('events_category_created_idx').on(table.category, table.createdAt),
  ],
);

export const clientLogs = pgTable('client_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: createdAt(),
  type: text('type').notNull(),
  data: text('data').notNull(),
  description: text('description').notNull().default(''),
  identityId: integer('identity_id'),
  userAgent: text('user_agent'),
});
