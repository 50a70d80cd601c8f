import { downloadFile } from '../api/downloadFile';

/** The filters of GET admin/event-log.csv; dates are `yyyy-mm-dd`, whole days in UTC. */
export type EventLogFilters = {
  from: string;
  to: string;
  organization_id: number | null;
  category: string;
  identity_id: number | null;
};

export function eventLogPath(filters: EventLogFilters): string {
  const query = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.organization_id !== null) query.set('organization_id', String(filters.organization_id));
  if (filters.category.trim()) query.set('category', filters.category.trim());
  if (filters.identity_id !== null) query.set('identity_id', String(filters.identity_id));
  return `/api/admin/event-log.csv?${query}`;
}

/** Streams the event log from the server and hands it to the browser as a CSV file. */
export function downloadEventLog(filters: EventLogFilters): Promise<void> {
  return downloadFile(eventLogPath(filters), `events-${filters.from}-${filters.to}.csv`);
}
