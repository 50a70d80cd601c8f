import { sql } from 'drizzle-orm';
import type { AnswerCounts } from '../../../common/results/scoring';
import type { ActiveFilters } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { addCountRow, addCounts, type CountRow, emptyCounts } from './countRows';
import type { ResultsScope } from './resultsScope';
import { selectionCondition } from './selection';
import { textQuestionIds } from './textQuestions';

type PeriodCountRow = CountRow & { period_id: number };

/**
 * The selection's answers counted in PostgreSQL, per period: respondents, and per key (question id,
 * `question.item` for a matrix item) the respondents who answered and the count of each value.
 * Multiple-choice lists and matrix objects are expanded; free text is left out.
 */
export async function loadAnswerCountsByPeriod(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
): Promise<Map<number, AnswerCounts>> {
  const result = await db.execute(sql`
    with selected as (
      select responses.id, responses.period_id, responses.answers from responses
      where ${selectionCondition(scope, filters)}
    ),
    entries as (
      select s.id, s.period_id, a.key, a.value
      from selected s, jsonb_each(s.answers) a
      where not (a.key = any(${sql.param(textQuestionIds(scope.content))}::text[]))
    ),
    flat as (
      select id, period_id, key, value #>> '{}' as value
      from entries where jsonb_typeof(value) in ('number', 'string')
      union all
      select e.id, e.period_id, e.key, element #>> '{}'
      from entries e, jsonb_array_elements(e.value) element where jsonb_typeof(e.value) = 'array'
      union all
      select e.id, e.period_id, e.key || '.' || item.key, item.value #>> '{}'
      from entries e, jsonb_each(e.value) item where jsonb_typeof(e.value) = 'object'
    )
    select period_id, 'respondents' as kind, null as key, null as value, count(*)::int as count
    from selected group by period_id
    union all
    select period_id, 'answered', key, null, count(distinct id)::int
    from flat where value is not null group by period_id, key
    union all
    select period_id, 'value', key, value, count(*)::int
    from flat where value is not null group by period_id, key, value
  `);
  const byPeriod = new Map<number, AnswerCounts>();
  for (const row of (result as unknown as { rows: PeriodCountRow[] }).rows) {
    const periodId = Number(row.period_id);
    const counts = byPeriod.get(periodId) ?? emptyCounts();
    byPeriod.set(periodId, counts);
    addCountRow(counts, row);
  }
  return byPeriod;
}

/** The whole selection's answer counts (one statement; periods hold different respondents, so they add up). */
export async function loadAnswerCounts(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
): Promise<AnswerCounts> {
  return addCounts([...(await loadAnswerCountsByPeriod(db, scope, filters)).values()]);
}
