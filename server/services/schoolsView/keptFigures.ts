import { sql } from 'drizzle-orm';
import type { SchoolsViewFigures } from '../../../common/results/schoolsView';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { queryRows } from '../resultCells/queryRows';
import { type Kept, keptStore } from '../results/keptStore';
import type { ScopePeriod } from '../results/resultsViewer';
import { keepable, viewerKey } from '../results/summaryCache';
import { schoolFigures } from './schoolFigures';

/**
 * Each school's figures kept while what they were made of is unchanged, as the results page keeps its
 * summary (results/summaryCache.ts): under who reads and the period, with the period's results_read_version
 * when they were made. A view of 500 schools reads the versions of all its periods in one statement and
 * makes afresh only the schools whose version moved (a new response folded, a school's setting changed):
 * made whole, a view of 500 schools was 1,000 summary reads one after another.
 * Answers are the same as made afresh, so what the view shows is unchanged (docs/ANONYMITY.md).
 */

type KeptFigures = Kept & { figures: SchoolsViewFigures };

/** About a country's schools, two periods each. */
const maxEntries = 25_000;
/** Figures made at once: the database does the work, and a pool's few connections are shared. */
const madeAtOnce = 4;
const store = keptStore<KeptFigures>(maxEntries, () => 1);

async function readVersions(db: Db, periodIds: number[]): Promise<Map<number, string | null>> {
  const rows = queryRows<{ id: number; version: string | null }>(
    await db.execute(
      sql`select p.id, results_read_version(p.id) as version from unnest(${sql.param(periodIds)}::int[]) as p(id)`,
    ),
  );
  return new Map(rows.map((row) => [Number(row.id), row.version]));
}

async function eachAtMost<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

/** The figures of each period as its school's own results read them (schoolFigures), by period id. */
export async function keptFigures(
  db: Db,
  claims: TokenClaims,
  periods: ScopePeriod[],
): Promise<Map<number, SchoolsViewFigures>> {
  const reader = JSON.stringify(viewerKey({ kind: 'identity', claims }));
  const keyOf = (periodId: number) => `${reader}:${periodId}`;
  const versions = await readVersions(
    db,
    periods.map((period) => period.id),
  );
  const figures = new Map<number, SchoolsViewFigures>();
  const toMake: ScopePeriod[] = [];
  for (const period of periods) {
    const kept = store.get(db, keyOf(period.id));
    const version = versions.get(period.id);
    if (kept && version != null && kept.version === version) figures.set(period.id, kept.figures);
    else toMake.push(period);
  }
  await eachAtMost(toMake, madeAtOnce, async (period) => {
    const since = Date.now();
    const made = await schoolFigures(db, claims, period);
    figures.set(period.id, made.figures);
    const keep = keepable(made.scope, since);
    if (keep !== null) store.set(db, keyOf(period.id), { ...keep, figures: made.figures });
  });
  return figures;
}
