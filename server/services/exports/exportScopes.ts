import type { SurveyLanguage } from '../../../common/languages';
import type { RankedTheme } from '../../../common/results/themeRanking';
import type { ComparisonResult, ResultsSummary } from '../../../common/results/types';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { compareSides, loadSide } from '../results/comparison';
import type { ResultsScope } from '../results/resultsScope';
import { assertWholeParent, resolveResultsScope } from '../results/resultsScope';
import { assertFiltersInScope } from '../results/selection';
import { loadThemeStandings } from '../results/themeStandings';
import type { StoredExportRequest } from './exportRecords';

export type ExportScopes = { scope: ResultsScope; compareScope: ResultsScope | null };

/**
 * The same checks as the results screen, for both sides of a comparison: 401/403/404 for who asks,
 * 422 for filters that are not the scope's; 403 for a parent period the caller sees only part of.
 * Run before an export is recorded, and again by the job.
 */
export async function resolveExportScopes(
  db: Db,
  claims: TokenClaims,
  stored: StoredExportRequest,
): Promise<ExportScopes> {
  const viewer = { kind: 'identity', claims } as const;
  const scope = await resolveResultsScope(db, viewer, stored.request.period_identifiers);
  assertWholeParent(scope, 'Exports');
  await assertFiltersInScope(db, scope, stored.request.filters ?? {});
  const compareScope = stored.compare_identifiers
    ? await resolveResultsScope(db, viewer, stored.compare_identifiers)
    : null;
  if (compareScope) {
    assertWholeParent(compareScope, 'Exports');
    await assertFiltersInScope(db, compareScope, stored.request.filters ?? {});
  }
  return { scope, compareScope };
}

/**
 * A finished file goes only to a maker who still reads all it holds: the checks of the start again
 * with the caller's current token (401/403/404 as the results screen answers), and a teacher must
 * still teach or lead every class the file was made of (403 otherwise): results access taken away,
 * or a teacher taken off a class, takes the file away at once.
 */
export async function assertExportStillReadable(
  db: Db,
  claims: TokenClaims,
  stored: StoredExportRequest,
): Promise<void> {
  const { scope } = await resolveExportScopes(db, claims, stored);
  if (scope.ownClassIds === null) return;
  const now = new Set(scope.ownClassIds);
  const made = stored.own_class_ids ?? null;
  if (made === null || made.some((classId) => !now.has(classId)))
    throw new AppError('forbidden', 'Your access to these results has changed since the export was made');
}

/**
 * The summary of the request, its strengths and areas to work on, and, when a comparison was chosen,
 * the comparison of the two as the screen makes it (compareSides: the earlier period is "before",
 * whichever was opened).
 */
export async function loadExportSummaries(
  db: Db,
  scopes: ExportScopes,
  stored: StoredExportRequest,
  options: { language: SurveyLanguage; isPdf: boolean },
): Promise<{ summary: ResultsSummary; themes: RankedTheme[]; comparison: ComparisonResult | null }> {
  const side = await loadSide(db, scopes.scope, stored.request, options);
  const { summary } = side;
  const themes = await loadThemeStandings(db, side);
  if (!scopes.compareScope || !stored.compare_identifiers) return { summary, themes, comparison: null };
  const compared = await loadSide(
    db,
    scopes.compareScope,
    { ...stored.request, period_identifiers: stored.compare_identifiers },
    options,
  );
  return { summary, themes, comparison: await compareSides(db, [side, compared]) };
}
