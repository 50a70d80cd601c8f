import { type RankedTheme, rankThemes } from '../../../common/results/themeRanking';
import type { ActiveFilters, ResultsSummary } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { loadRespondentScores } from './respondentScores';
import type { ResultsScope } from './resultsScope';

/**
 * "Strengths and areas to work on" of a loaded summary, for the screen and the PDF alike: the paired
 * tests need the respondents' own scores, which only the server reads; a hidden summary has none.
 */
export async function loadThemeStandings(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  summary: ResultsSummary,
): Promise<RankedTheme[]> {
  if (summary.info.hidden !== null) return [];
  const scores = await loadRespondentScores(db, scope, filters, summary);
  return rankThemes(summary, scores.againstOthers);
}
