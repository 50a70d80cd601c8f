import { sql } from 'drizzle-orm';
import { pillarScoresFromTallies } from '../../../common/results/scoring';
import type { HeatMapResult, HeatMapSchool } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/errors';
import { discloseUnits } from '../disclosure/disclose';
import { releasedScope } from '../disclosure/releasedScope';
import { cellRowsFor, notYetCounted } from '../resultCells/cellReads';
import { queryRows } from '../resultCells/queryRows';
import { loadScoreTalliesByPeriod } from './answerCounts';
import { assertWholeParent, type ResultsScope } from './resultsScope';
import { selectionCondition } from './selection';

/** Schools per page unless asked otherwise, and the most one page holds. */
export const heatMapPageSize = 500;

/** Which schools of the heat map to answer: a page of them by name, optionally only names containing `search`. */
export type HeatMapPaging = { page?: number; pageSize?: number; search?: string };

/**
 * Respondents per period of the scope, for every school at once: the folded ones from each
 * period's `respondents` cell and the finished ones not folded yet counted live, in one statement
 * (a country's 10,000 schools: 10,000 index reads, not their ~2.5 million answer cells).
 */
async function respondentsByPeriod(db: Db, scope: ResultsScope): Promise<Map<number, number>> {
  const selection = selectionCondition(scope, {});
  const cells = cellRowsFor(scope, {});
  const query = cells
    ? sql`
      select period_id, sum(n)::int as n from (
        select period_id, count as n from (${cells}) cells where kind = 'respondents'
        union all
        select period_id, count(*) from responses where ${selection} and ${notYetCounted()} group by period_id
      ) counted group by period_id`
    : sql`select period_id, count(*)::int as n from responses where ${selection} group by period_id`;
  const rows = queryRows<{ period_id: number; n: number }>(await db.execute(query));
  return new Map(rows.map((row) => [Number(row.period_id), Number(row.n)]));
}

const byName = new Intl.Collator('lv', { sensitivity: 'base', numeric: true });

/**
 * A parent period's schools against its pillars, one page of them in the order of their names
 * (a country's parent period has 10,000 schools). A school is shown when it is whole released
 * cells (disclosure): schools too small to show, and the one their answers were put with, carry
 * their reason and no numbers, whatever the page or search. Not released yet: every school hidden. Only the page's shown schools are scored. It sets schools side by side, so a reader who
 * sees only their own school of the parent period is refused (403): their school against the
 * whole is the summary with the parent's aggregate as benchmark.
 */
export async function loadHeatMap(
  db: Db,
  scope: ResultsScope,
  paging: HeatMapPaging = {},
): Promise<HeatMapResult> {
  if (scope.identifiers.type !== 'parent_period') {
    throw fieldError('period_identifiers.type: the heat map needs a parent_period');
  }
  assertWholeParent(scope, 'Heat maps');
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? heatMapPageSize;
  const respondents = await respondentsByPeriod(db, scope);
  const names = new Map(scope.organizations.map((organization) => [organization.id, organization.name]));
  const counted = new Set(scope.periodIds);
  const schools = scope.periods
    .filter((period) => counted.has(period.id))
    .map((period) => ({
      id: period.organizationId,
      periodId: period.id,
      name: names.get(period.organizationId) ?? '',
      n: respondents.get(period.id) ?? 0,
    }));
  const found = await releasedScope(db, scope);
  const units = 'resultsFrom' in found ? null : await discloseUnits(db, found.scope, found.releases[0]);
  const reasons = schools.map((school) => (units ? units.unit(school.periodId) : 'not_released'));
  const search = paging.search?.trim().toLocaleLowerCase();
  const listed = schools
    .map((school, index) => ({ ...school, hidden: reasons[index] }))
    .filter((school) => !search || school.name.toLocaleLowerCase().includes(search))
    .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  const onPage = listed.slice((page - 1) * pageSize, page * pageSize);
  const shownIds = onPage.filter((school) => !school.hidden).map((school) => school.periodId);
  const tallies = shownIds.length
    ? await loadScoreTalliesByPeriod(db, { ...scope, periodIds: shownIds }, {})
    : new Map();
  return {
    pillars: scope.content.pillars.map(({ id, name }) => ({ id, name })),
    total: listed.length,
    page,
    page_size: pageSize,
    schools: onPage.map((school): HeatMapSchool => {
      const base = { id: school.id, periodId: school.periodId, name: school.name };
      if (school.hidden) return { ...base, respondents: null, hidden: school.hidden, scores: {} };
      const scored = tallies.get(school.periodId) ?? { respondents: school.n, items: {} };
      const shownItems = Object.entries(scored.items).filter(([key]) => units?.key(school.periodId, key));
      return {
        ...base,
        respondents: school.n,
        hidden: null,
        scores: pillarScoresFromTallies(
          scope.content,
          { ...scored, items: Object.fromEntries(shownItems) },
          'resultsFrom' in found ? scope.anonymity : found.scope.anonymity,
        ),
      };
    }),
  };
}
