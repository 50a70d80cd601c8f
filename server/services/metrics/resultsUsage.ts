import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { ResultsUsageKind, ResultsUsageRow } from '../../../common/metrics/types';
import type { Db } from '../../db/client';
import { csvField } from '../eventLog/eventLogCsv';
import { queryRows } from '../resultCells/queryRows';
import {
  organizationAndSchools,
  resultsEventKind,
  resultsEventOrganization,
  resultsEventsFrom,
  resultsEventsWhere,
} from './resultsEvents';

type UsageRecord = {
  id: number | string;
  created_at: string | Date;
  kind: ResultsUsageKind;
  export_kind: string | null;
  identity_id: number | null;
  identity_type: string | null;
  name: string | null;
  surname: string | null;
  username: string | null;
  actor_organization: string | null;
  period_id: number | null;
  period_name: string | null;
  organization_id: number | null;
  organization_name: string | null;
};

function presentUsage(row: UsageRecord): ResultsUsageRow {
  const person =
    row.name === null && row.username === null
      ? null
      : `${row.name ?? ''} ${row.surname ?? ''}`.trim() || row.username;
  return {
    id: Number(row.id),
    created_at: new Date(row.created_at).toISOString(),
    kind: row.kind,
    export_kind: row.export_kind === 'pdf' || row.export_kind === 'xlsx' ? row.export_kind : null,
    identity_id: row.identity_id,
    identity_type: row.identity_type ?? 'anonymous',
    person,
    actor_organization: row.actor_organization,
    period_id: row.period_id,
    period_name: row.period_name,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
  };
}

/**
 * Who opened, exported or shared the results of an organisation and its schools, newest first, a page at a
 * time after `beforeId` (keyset by event id, so every page costs the same).
 */
export async function resultsUsagePage(
  db: Db,
  organizationId: number,
  options: { beforeId?: number; limit: number },
): Promise<ResultsUsageRow[]> {
  const rows = queryRows<UsageRecord>(
    await db.execute(sql`
      select e.id, e.created_at, ${resultsEventKind} as kind,
        case when e.category = 'Results' then null else e.details ->> 'kind' end as export_kind,
        e.identity_id, e.identity_type, u.name, u.surname, u.username, actor.name as actor_organization,
        p.id as period_id, p.name as period_name, subject.id as organization_id, subject.name as organization_name
      from ${resultsEventsFrom}
        left join organizations subject on subject.id = ${resultsEventOrganization}
        left join organizations actor on actor.id = e.org_id
        left join users u on u.id = e.user_id
      where ${resultsEventsWhere}
        and ${resultsEventOrganization} in ${organizationAndSchools(organizationId)}
        ${options.beforeId === undefined ? sql`` : sql`and e.id < ${options.beforeId}`}
      order by e.id desc
      limit ${options.limit}`),
  );
  return rows.map(presentUsage);
}

export const resultsUsageColumns = [
  'id',
  'created_at',
  'kind',
  'export_kind',
  'identity_id',
  'identity_type',
  'person',
  'actor_organization',
  'period_id',
  'period_name',
  'organization_id',
  'organization_name',
] as const;

export function resultsUsageLine(row: ResultsUsageRow): string {
  return `${resultsUsageColumns.map((column) => csvField(row[column])).join(',')}\r\n`;
}

/** The whole list as CSV (byte-order mark for spreadsheets), read in keyset batches as it is sent. */
export function resultsUsageCsvStream(db: Db, organizationId: number, batchSize = 2000): Readable {
  async function* lines() {
    yield `\uFEFF${resultsUsageColumns.join(',')}\r\n`;
    let beforeId: number | undefined;
    for (;;) {
      const batch = await resultsUsagePage(db, organizationId, { beforeId, limit: batchSize });
      if (batch.length) yield batch.map(resultsUsageLine).join('');
      if (batch.length < batchSize) return;
      beforeId = batch[batch.length - 1].id;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
