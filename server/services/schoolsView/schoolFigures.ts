import type { SchoolsViewFigures } from '../../../common/results/schoolsView';
import type { ResultsSummary } from '../../../common/results/types';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { type ResultsScope, resolveResultsScope } from '../results/resultsScope';
import type { ScopePeriod } from '../results/resultsViewer';
import { loadResultsSummary } from '../results/summary';

/**
 * One school's period exactly as its own results page reads it: the same scope and the same released
 * summary (docs/ANONYMITY.md), so the view shows no figure the school's own results do not, and hides
 * what they hide. Not released yet: how many answered only. Hidden: the reason, no numbers at all.
 * With the scope it was read in, whose version says how long the figures may be kept (keptFigures.ts).
 */
export async function schoolFigures(
  db: Db,
  claims: TokenClaims,
  period: ScopePeriod,
): Promise<{ figures: SchoolsViewFigures; scope: ResultsScope }> {
  const identifiers = { type: 'period', id: period.id } as const;
  const scope = await resolveResultsScope(db, { kind: 'identity', claims }, identifiers, {
    readVersion: true,
  });
  const summary = await loadResultsSummary(
    db,
    scope,
    { period_identifiers: identifiers, filters: {} },
    { language: 'en' },
  );
  return { figures: figuresOf(summary, period), scope };
}

/** The view's figures of a school's released summary: counts only until released, nothing where hidden. */
function figuresOf(summary: ResultsSummary, period: ScopePeriod): SchoolsViewFigures {
  const { info } = summary;
  const base = { periodId: period.id, periodName: period.name, hidden: info.hidden };
  const rate = info.survey_info.responseRate >= 0 ? info.survey_info.responseRate : null;
  if (info.hidden === 'not_released') {
    return {
      ...base,
      respondents: info.survey_info.num_finished,
      responseRate: rate,
      scores: {},
      overall: null,
    };
  }
  if (info.hidden) return { ...base, respondents: null, responseRate: null, scores: {}, overall: null };
  return {
    ...base,
    respondents: info.survey_info.respondentOriginCount,
    responseRate: rate,
    scores: Object.fromEntries(
      summary.pillars.map((pillar) => [pillar.id, pillar.hidden ? null : pillar.score]),
    ),
    overall: info.compound_score.value >= 0 ? info.compound_score.value : null,
  };
}
