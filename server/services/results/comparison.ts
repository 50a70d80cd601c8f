import type { SurveyLanguage } from '../../../common/languages';
import { compareSummaries } from '../../../common/results/comparison';
import type { ActiveFilters, ComparisonResult } from '../../../common/results/types';
import type { Db } from '../../db/client';
import type { ResultsScope } from './resultsScope';
import { loadResultsSummary } from './summary';

/**
 * Two selections read with the same filters; the one that started earlier is the base (left), so
 * a change always reads from before to after.
 */
export async function loadComparison(
  db: Db,
  scopes: [ResultsScope, ResultsScope],
  filters: ActiveFilters,
  language: SurveyLanguage,
): Promise<ComparisonResult> {
  const summaries = [];
  for (const scope of scopes) {
    summaries.push(
      await loadResultsSummary(db, scope, { period_identifiers: scope.identifiers, filters }, { language }),
    );
  }
  const [left, right] = summaries.sort(
    (a, b) => Date.parse(a.info.survey_info.dates.start) - Date.parse(b.info.survey_info.dates.start),
  );
  return { left: left.info, right: right.info, ...compareSummaries(left, right) };
}
