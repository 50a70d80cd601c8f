import { type RankedTheme, rankThemes } from '../../../common/results/themeRanking';
import type { Db } from '../../db/client';
import type { ComparedSide } from './comparison';
import { loadRespondentScores } from './respondentScores';

/**
 * "Strengths and areas to work on" of a loaded summary, for the screen and the PDF alike: the paired
 * tests need the respondents' own scores, which only the server reads; a hidden summary has none.
 */
export async function loadThemeStandings(
  db: Db,
  { scope, filters, summary }: ComparedSide,
): Promise<RankedTheme[]> {
  if (summary.info.hidden !== null) return [];
  const scores = await loadRespondentScores(db, scope, filters, summary);
  return rankThemes(summary, scores.againstOthers);
}
