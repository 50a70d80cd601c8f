import { sql } from 'drizzle-orm';
import { noRespondentScores, type RespondentScores } from '../../../common/results/respondentScores';
import { itemScorePoints } from '../../../common/results/scoring';
import type { Sample } from '../../../common/results/statistics';
import type { ActiveFilters, ResultsSummary } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { answerEntryCtes } from '../resultCells/answerEntries';
import { queryRows } from '../resultCells/queryRows';
import type { ResultsScope } from './resultsScope';
import { selectionCondition } from './selection';
import { textQuestionIds } from './textQuestions';

type ScoreRow = {
  kind: 'pillar' | 'against' | 'compound';
  pillar: string | null;
  n: number;
  mean: number;
  variance: number | null;
};

/** The item answers the summary shows, each with the theme it counts in ('' for all, without themes). */
function shownPoints(summary: ResultsSummary) {
  const shownKeys = new Set(
    summary.questions
      .filter((question) => question.hidden === null && question.score !== null)
      .map((q) => q.key),
  );
  const shownPillars = new Set(summary.pillars.filter((pillar) => pillar.hidden === null).map((p) => p.id));
  const themed = summary.pillars.length > 0;
  return { themed, shownKeys, shownPillars };
}

/**
 * The selection's respondents' own scores, summed up per theme (RespondentScores), from their answer
 * rows: a respondent's theme score is the average of the 0..100 item scores of the theme's shown
 * items they answered; their overall score the average of their themes; their difference against
 * the other themes their theme score less the average of their other themes. Only n, mean and
 * variance per theme come back from the database. A hidden summary has none.
 */
export async function loadRespondentScores(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  summary: ResultsSummary,
): Promise<RespondentScores> {
  if (summary.info.hidden !== null) return noRespondentScores;
  const { themed, shownKeys, shownPillars } = shownPoints(summary);
  const points = itemScorePoints(scope.content).flatMap((point) => {
    if (!shownKeys.has(point.key)) return [];
    if (!themed) return [{ ...point, pillar: '' }];
    return point.pillar !== null && shownPillars.has(point.pillar) ? [point] : [];
  });
  if (points.length === 0) return noRespondentScores;
  const rows = queryRows<ScoreRow>(
    await db.execute(sql`
    with points as (
      select * from json_to_recordset(${JSON.stringify(points)}::json) as p(key text, value text, pillar text, score float8)
    ),
    ${answerEntryCtes(selectionCondition(scope, filters), textQuestionIds(scope.content))},
    themes as (
      select x.id, p.pillar, avg(p.score) as score
      from flat x join points p on p.key = x.key and p.value = x.value
      group by x.id, p.pillar
    ),
    people as (
      select id, count(*) as themes, sum(score) as total, avg(score) as overall from themes group by id
    )
    select 'pillar' as kind, pillar, count(*)::int as n, avg(score)::float8 as mean,
      var_samp(score)::float8 as variance
    from themes where pillar <> '' group by pillar
    union all
    select 'against', t.pillar, count(*)::int, avg(t.score - (p.total - t.score) / (p.themes - 1))::float8,
      var_samp(t.score - (p.total - t.score) / (p.themes - 1))::float8
    from themes t join people p on p.id = t.id where p.themes > 1 and t.pillar <> '' group by t.pillar
    union all
    select 'compound', null, count(*)::int, avg(overall)::float8, var_samp(overall)::float8 from people`),
  );
  const scores: RespondentScores = { pillars: {}, againstOthers: {}, compound: null };
  for (const row of rows) {
    const sample: Sample = { n: Number(row.n), mean: Number(row.mean), variance: Number(row.variance ?? 0) };
    if (row.kind === 'compound') scores.compound = sample.n > 0 ? sample : null;
    else if (row.kind === 'pillar' && row.pillar) scores.pillars[row.pillar] = sample;
    else if (row.pillar) scores.againstOthers[row.pillar] = sample;
  }
  return scores;
}
