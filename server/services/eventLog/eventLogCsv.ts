import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { neutraliseCell } from '../exports/excel/neutraliseCell';
import { type EventLogFilters, type EventLogRow, eventLogBatches } from './eventLogBatches';

/** Spec §3 event record fields first, then who acted behind an impersonation. */
export const eventLogColumns = [
  'id',
  'created_at',
  'identity_id',
  'identity_type',
  'org_id',
  'category',
  'action',
  'details',
  'user_id',
  'impersonator_user_id',
] as const;

/** One CSV field: formula-looking text neutralised, quoted when it holds a separator, quote or line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : neutraliseCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function eventLogLine(row: EventLogRow): string {
  const cells = [
    row.id,
    row.createdAt.toISOString(),
    row.identityId,
    row.identityType,
    row.orgId,
    row.category,
    row.action,
    JSON.stringify(row.details),
    row.userId,
    row.impersonatorUserId,
  ];
  return `${cells.map(csvField).join(',')}\r\n`;
}

/**
 * The event log as a CSV stream (UTF-8 with a byte-order mark so spreadsheets read Latvian and Russian
 * letters): the header line, then one chunk per batch as the database gives it.
 */
export function eventLogCsvStream(db: Db, filters: EventLogFilters): Readable {
  async function* lines() {
    yield `\uFEFF${eventLogColumns.join(',')}\r\n`;
    for await (const batch of eventLogBatches(db, filters)) yield batch.map(eventLogLine).join('');
  }
  return Readable.from(lines(), { objectMode: false });
}
