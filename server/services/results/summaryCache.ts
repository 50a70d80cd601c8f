import { sql } from 'drizzle-orm';
import type { SurveyLanguage } from '../../../common/languages';
import type { ResultsRequest } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/preparedReads';
import { type ReadEvent, readEventCtes, recordReadEvent, withdrawReadEvent } from '../events/recordEvent';
import { shipsCompoundWords } from '../exports/reportWords';
import { queryRows } from '../resultCells/queryRows';
import { type Kept, keptStore } from './keptStore';
import { revocationColumn } from './periodContext';
import type { ResultsScope } from './resultsScope';
import type { ResultsViewer } from './resultsViewer';
import { hasCriteria } from './selection';

/**
 * Summaries answered again while nothing they were made of has changed (issue 20: a dashboard read
 * took 6-9 times the round trip of its pre-counted cells, most of it resolving the scope, building
 * and scoring). A summary is kept under everything its answer follows from that the database does
 * not version: who reads (their claims; a share link's maker; the demo), the request as sent and
 * the language. Before a kept one is answered, one statement reads the version of what it was made
 * of (results_read_version: the period's cells, every other table of its scope and benchmarks, the
 * day, no response waiting for the fold) and the reader's token revocation; any difference and it
 * is made afresh. Kept only where that covers the whole answer: a period or parent period read
 * whole, without filters, not through a teacher's own classes, in a language whose words ship with
 * the code. Per database client (a replica has its own).
 */

type KeptSummary = Kept & {
  /** The period read, as results_read_version read it (with its child periods). */
  root: number;
  body: string;
};

/** The kept bodies' length is bounded by maxChars. */
const maxChars = 16 * 1024 * 1024;
const store = keptStore<KeptSummary>(maxChars, (kept) => kept.body.length);

/** Who reads, as far as an answer can differ: not the token's own id and expiry. */
export function viewerKey(viewer: ResultsViewer): unknown[] {
  if (viewer.kind === 'demo') return ['demo', viewer.periodId];
  // No maker (a bounded period read whole) and a maker gone (reads nothing) must never share a key.
  if (viewer.kind === 'share')
    return ['share', viewer.periodId, viewer.madeBy === undefined ? 'whole' : viewer.madeBy];
  const { userId, identityId, identityType, organizationId, permissions, sessionId, becameBy } =
    viewer.claims;
  return ['identity', userId, identityId, identityType, organizationId, permissions, sessionId, becameBy];
}

/**
 * The key a read is kept under; null for one never kept (a survey's periods, filters). `read`: which
 * answer of the request (the dashboard's summary, a parent period's heat map: issue 39).
 */
export function summaryKey(
  viewer: ResultsViewer,
  request: ResultsRequest,
  language: SurveyLanguage,
  read: 'summary' | 'heatmap' = 'summary',
): string | null {
  if (request.period_identifiers.type === 'survey') return null;
  // Any question filter, even an empty one, is checked against result_filters, which nothing versions.
  const { filters = {} } = request;
  if (hasCriteria(filters) || Object.keys(filters.question ?? {}).length > 0) return null;
  // Words of a language added in the product come from translations this process loads (reportWords.ts).
  if (!shipsCompoundWords(language)) return null;
  return JSON.stringify([read, viewerKey(viewer), language, request]);
}

/**
 * The kept answer of `key` if what it was made of is unchanged, else null. Settles the viewer's
 * pending token revocation either way (throws 401 when revoked). `view`: the read's event, written
 * by the same statement when that goes to the event's database and the answer holds.
 */
export async function keptSummary(
  db: Db,
  viewer: ResultsViewer,
  key: string,
  view: ReadEvent | null,
): Promise<string | null> {
  const kept = store.get(db, key);
  if (!kept) return null;
  const revocation = await revocationColumn(viewer, db);
  const along = view !== null && view.db === db;
  const [row] = queryRows<{
    version: string | null;
    event_id: string | null;
    revocation: Parameters<typeof revocation.settle>[0];
  }>(
    await executePrepared(
      db,
      sql`with kept as (select results_read_version(${kept.root}::int) as version)
        ${along ? sql`, ${readEventCtes(view, sql`(select version from kept) = ${kept.version}`)}` : sql``}
        select (select version from kept) as version,
          ${along ? sql`(select id from read_event)` : sql`null`} as event_id,
          ${revocation.column} as revocation`,
    ),
  );
  try {
    revocation.settle(row.revocation);
  } catch (error) {
    // The 401 is the answer; an event left behind would only count one view too many.
    if (row.event_id !== null) await withdrawReadEvent(db, row.event_id).catch(() => undefined);
    throw error;
  }
  if (row.version !== kept.version) {
    store.drop(db, key);
    return null;
  }
  if (view && !along) await recordReadEvent(view.db, view.claims, view.input);
  return kept.body;
}

/**
 * The version an answer made of `scope` is kept under, and until when (the period's next status change
 * after `since`, when making it began); null when the versions do not cover all of it or the status has
 * changed since.
 */
export function keepable(scope: ResultsScope, since: number): Kept | null {
  const version = scope.readVersion;
  if (version === null || scope.ownClassIds !== null || scope.ownSchoolsOnly) return null;
  const [main] = scope.periods;
  const changes = [main.startsAt, main.endsAt, main.closedAt]
    .map((date) => date?.getTime() ?? Number.POSITIVE_INFINITY)
    .filter((at) => at > since);
  const validUntil = Math.min(...changes);
  return validUntil <= Date.now() ? null : { version, validUntil };
}

/**
 * Keeps the answer `body` of `scope` under `key` when the versions cover all of it. `since`: when
 * making it began (Date.now()), so a status change while it was made is not kept past.
 */
export function keepSummary(db: Db, key: string, scope: ResultsScope, body: string, since: number): void {
  const keep = keepable(scope, since);
  if (keep === null || body.length > maxChars / 8) return;
  store.set(db, key, { ...keep, root: scope.identifiers.id, body });
}
