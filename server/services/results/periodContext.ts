import { sql } from 'drizzle-orm';
import type { SurveyContent } from '../../../common/survey/content';
import { type RevocationFacts, revocationFacts, standingBy } from '../../auth/revocation';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/preparedReads';
import { identities, organizations, surveyPeriods, surveyVersions } from '../../db/schema';
import { propertyValueReachIds } from '../organizationCatalogue/valueUsers';
import { queryRows } from '../resultCells/queryRows';
import type { ResultsViewer, ScopePeriod } from './resultsViewer';

/**
 * The first statement of a period's results read (resolveResultsScope): the period's family, its
 * organisations and versions, the viewer's teacher access and property-value reach, and a pending
 * token revocation, in one round trip.
 */

const nullableDate = (ms: number | null | undefined) => (ms == null ? null : new Date(ms));

/** Settles a pending revocation on its own (a survey's scope, or a read of a replica). */
export async function settleAlone(viewer: ResultsViewer) {
  if (viewer.kind !== 'identity' || !viewer.revocation || viewer.revocation.auth.settled) return;
  viewer.revocation.auth.settle(await viewer.revocation.readAlone());
}

/**
 * A pending token revocation read as a column of the first statement of a read (`column`), when
 * that goes to the primary; else settled alone first. `settle` takes the column's value, before
 * anything else of the statement is used: a revoked token learns nothing of what it read.
 */
export async function revocationColumn(viewer: ResultsViewer, db: Db) {
  const pending =
    viewer.kind === 'identity' &&
    viewer.revocation &&
    !viewer.revocation.auth.settled &&
    viewer.revocation.primary === db
      ? viewer.revocation.auth
      : null;
  if (!pending) await settleAlone(viewer);
  return {
    column: pending ? revocationFacts(pending.claims) : sql`null`,
    settle: (value: RevocationFacts | string) => pending?.settle(standingBy(value, pending.claims)),
  };
}

type OrganizationRow = {
  id: number;
  name: string;
  parentId: number | null;
  resultsMinGroup: number;
  resultsMinTextGroup: number;
};
type VersionRow = { id: number; surveyId: number; number: number; content: SurveyContent };

/**
 * Survey contents this process has read, by row version: `id:xmin:cmin` names one version of a
 * survey_versions row (an update, even two in one transaction, gives a new one). The scope statement
 * reads each version's stamp and sends its content only when the stamp is not one of these: the
 * content (10–20 kB of JSON) was converted to text by PostgreSQL, sent and parsed on every results
 * read (issue 20). The stamp is read in the same statement as every access check, so a changed row
 * is read anew, never answered from here. Contents are frozen: readers share them.
 */
const contentsKept = 64;
type KnownContents = { literal: string; byStamp: Map<string, SurveyContent> };
// Per database client (a pool, a PGlite): row versions name rows of one database only.
const knownByClient = new WeakMap<object, KnownContents>();
const noContents: KnownContents = { literal: '{}', byStamp: new Map() };
export const clientOf = (db: Db): object => (db as unknown as { $client?: object }).$client ?? db;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Keeps a content read by its stamp (the oldest goes past `contentsKept`); the set is replaced, never changed, so a read in flight keeps its own. */
function keepContent(client: object, stamp: string, content: SurveyContent): SurveyContent {
  const byStamp = new Map((knownByClient.get(client) ?? noContents).byStamp);
  byStamp.set(stamp, deepFreeze(content));
  for (const oldest of byStamp.keys()) {
    if (byStamp.size <= contentsKept) break;
    byStamp.delete(oldest);
  }
  // Stamps are digits and colons: nothing to quote.
  knownByClient.set(client, { literal: `{${[...byStamp.keys()].join(',')}}`, byStamp });
  return byStamp.get(stamp) as SurveyContent;
}

/** What resolving a period's scope reads, read in one statement (see loadPeriodContext). */
export type PeriodContext = {
  family: ScopePeriod[];
  organizations: OrganizationRow[];
  versions: VersionRow[];
  teacherAccess: boolean;
  granted: Set<number>;
  /** What a summary of the family is made of (results_read_version; summaryCache.ts), null while a response waits for the fold. */
  readVersion: string | null;
};

/**
 * The context as plain arrays, one per column (index i of each `period_*` is one period, of each
 * `organization_*` one organisation: one aggregation fills them all, so they line up), each sent
 * as one JSON array: a parent period has 500 schools, and building 1,000 JSON objects with their
 * timestamps took ~3 ms of PostgreSQL per read, parsing PostgreSQL's own array text in JS as much
 * again, and sorting each column on its own as much (issue 20). Dates are epoch ms.
 */
type ContextRow = {
  period_id: number[] | null;
  period_name: string[] | null;
  period_organization_id: number[] | null;
  period_parent_id: (number | null)[] | null;
  period_starts: number[] | null;
  period_ends: number[] | null;
  period_closed: (number | null)[] | null;
  period_expected: number[] | null;
  period_version: number[] | null;
  organization_id: number[] | null;
  organization_name: string[] | null;
  organization_parent_id: (number | null)[] | null;
  organization_min_group: number[] | null;
  organization_min_text_group: number[] | null;
  /** `content` null: the one of `stamp` this process keeps. */
  versions: (Omit<VersionRow, 'content'> & { stamp: string; content: SurveyContent | null })[];
  teacher_access: boolean | null;
  granted: number[] | null;
  revocation: RevocationFacts | string;
  read_version: string | null;
};

/**
 * A period's family (loadPeriodFamily), its organisations, its versions, and for a signed-in
 * viewer their teacher_access_to_results and property-value reach, in one statement: these were
 * five round trips of every results read.
 */
export async function loadPeriodContext(
  db: Db,
  viewer: ResultsViewer,
  periodId: number,
  /** Read the family's results_read_version too (a summary that may be kept), else readVersion is null. */
  withReadVersion = false,
): Promise<PeriodContext> {
  const claims = viewer.kind === 'identity' ? viewer.claims : null;
  const reach = claims ? propertyValueReachIds(db, claims) : null;
  const teacher = claims?.identityType === 'teacher' ? claims.identityId : null;
  const revocation = await revocationColumn(viewer, db);
  const client = clientOf(db);
  const contents = knownByClient.get(client) ?? noContents;
  const result = await executePrepared(
    db,
    sql`
    with family as (
      select id, name, organization_id, parent_period_id, starts_at, ends_at, closed_at, expected_count, survey_version_id
      from ${surveyPeriods} where id = ${periodId}::int or parent_period_id = ${periodId}::int
    ),
    family_organizations as (
      select o.id, o.name, o.parent_id, o.results_min_group, o.results_min_text_group from ${organizations} o
      where o.id in (select organization_id from family)
    )
    select periods.*, organizations.*,
      (select coalesce(json_agg(json_build_object('id', v.id, 'surveyId', v.survey_id, 'number', v.number,
          'stamp', v.stamp, 'content', case when v.stamp = any(${contents.literal}::text[]) then null else v.content end)
          order by v.number desc), '[]')
        from (select sv.*, sv.id || ':' || sv.xmin || ':' || sv.cmin as stamp from ${surveyVersions} sv
          where sv.id in (select survey_version_id from family)) v) as versions,
      ${teacher === null ? sql`null` : sql`(select teacher_access_to_results from ${identities} where id = ${teacher}::int)`} as teacher_access,
      ${reach ? sql`(select json_agg(reached.id) from (${reach}) reached)` : sql`null`} as granted,
      ${revocation.column} as revocation,
      ${withReadVersion ? sql`results_read_version(${periodId}::int)` : sql`null`} as read_version
    from (
      select array_to_json(array_agg(f.id)) as period_id, array_to_json(array_agg(f.name)) as period_name,
        array_to_json(array_agg(f.organization_id)) as period_organization_id,
        array_to_json(array_agg(f.parent_period_id)) as period_parent_id,
        array_to_json(array_agg(date_part('epoch', f.starts_at) * 1000)) as period_starts,
        array_to_json(array_agg(date_part('epoch', f.ends_at) * 1000)) as period_ends,
        array_to_json(array_agg(date_part('epoch', f.closed_at) * 1000)) as period_closed,
        array_to_json(array_agg(f.expected_count)) as period_expected,
        array_to_json(array_agg(f.survey_version_id)) as period_version
      from family f
    ) periods, (
      select array_to_json(array_agg(o.id)) as organization_id, array_to_json(array_agg(o.name)) as organization_name,
        array_to_json(array_agg(o.parent_id)) as organization_parent_id,
        array_to_json(array_agg(o.results_min_group)) as organization_min_group,
        array_to_json(array_agg(o.results_min_text_group)) as organization_min_text_group
      from family_organizations o
    ) organizations`,
  );
  const [row] = queryRows<ContextRow>(result);
  revocation.settle(row.revocation);
  const ids = row.period_id ?? [];
  const family: ScopePeriod[] = ids.map((id, i) => ({
    id,
    name: (row.period_name ?? [])[i],
    organizationId: (row.period_organization_id ?? [])[i],
    parentPeriodId: (row.period_parent_id ?? [])[i] ?? null,
    startsAt: new Date((row.period_starts ?? [])[i]),
    endsAt: new Date((row.period_ends ?? [])[i]),
    closedAt: nullableDate((row.period_closed ?? [])[i]),
    expectedCount: (row.period_expected ?? [])[i],
    surveyVersionId: (row.period_version ?? [])[i],
  }));
  const organizationRows: OrganizationRow[] = (row.organization_id ?? []).map((id, i) => ({
    id,
    name: (row.organization_name ?? [])[i],
    parentId: (row.organization_parent_id ?? [])[i] ?? null,
    resultsMinGroup: (row.organization_min_group ?? [])[i],
    resultsMinTextGroup: (row.organization_min_text_group ?? [])[i],
  }));
  return {
    family: family.sort((a, b) => Number(b.id === periodId) - Number(a.id === periodId) || a.id - b.id),
    organizations: organizationRows,
    versions: row.versions.map(({ stamp, content, ...version }) => ({
      ...version,
      content:
        content === null
          ? (contents.byStamp.get(stamp) as SurveyContent)
          : (knownByClient.get(client)?.byStamp.get(stamp) ?? keepContent(client, stamp, content)),
    })),
    teacherAccess: row.teacher_access ?? false,
    granted: new Set(row.granted ?? []),
    readVersion: row.read_version,
  };
}
