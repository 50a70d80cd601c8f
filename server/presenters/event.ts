import type { events } from '../db/schema';

type EventRow = typeof events.$inferSelect;

export function presentEvent(row: EventRow) {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    identity_id: row.identityId,
    identity_type: row.identityType,
    org_id: row.orgId,
    category: row.category,
    action: row.action,
    details: row.details,
  };
}
