import type { PeriodIdentifiers } from '../../../common/results/types';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { resolveResultsScope } from '../results/resultsScope';
import type { ResultsViewer } from '../results/resultsViewer';
import { shareViewerFor } from '../results/shareLinks';

/**
 * The results usage figures (services/metrics/resultsEvents.ts) count a client's usage event for the
 * period its details name. Such an event is taken only from a caller who reads that period's results:
 * otherwise anyone (another school's admin, an anonymous caller) could write "opened", "exported" or
 * "shared" into another school's usage figures and results usage list. These are the same rules as
 * resultsEventsWhere and periodRef there, so what is not checked here is never attributed to a period.
 */
const countedCategories = new Set(['Results', 'Results PDF modal', 'Results Excel Manual modal']);
const plainId = /^[0-9]{1,9}$/;

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The period a counted results usage event names, as the metrics read it; null: it names none or is not counted. */
export function namedResultsPeriod(
  category: string,
  action: string,
  details: Record<string, unknown>,
): PeriodIdentifiers | null {
  if (!countedCategories.has(category)) return null;
  const counted = category === 'Results' ? action === 'open' || action === 'share' : action === 'start';
  if (!counted || textOf(details.mode) === 'demo') return null;
  const periodId = textOf(details.period_id);
  if (plainId.test(periodId)) return { type: 'period', id: Number(periodId) };
  const id = textOf(details.id);
  if ((details.type === 'period' || details.type === 'parent_period') && plainId.test(id))
    return { type: details.type, id: Number(id) };
  return null;
}

/**
 * 404 (403 inside the caller's own school without results access) when the event names a period whose
 * results the caller does not read: through the share link given as `share_token`, else by the signed-in
 * identity's own access (anonymous: 404). Returns the details to store: the share link's token is a
 * secret and never goes into the event log.
 */
export async function checkUsageEventPeriod(
  db: Db,
  claims: TokenClaims | null,
  input: { category: string; action: string; details: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  const { share_token: shareToken, ...details } = input.details;
  const identifiers = namedResultsPeriod(input.category, input.action, details);
  if (!identifiers) return details;
  // The share link's screen sends its token whoever is signed in: the link is what was read.
  let viewer: ResultsViewer;
  if (typeof shareToken === 'string' && shareToken.length > 0 && shareToken.length <= 100)
    viewer = await shareViewerFor(db, shareToken);
  else if (claims) viewer = { kind: 'identity', claims };
  else throw notFound('Survey period');
  await resolveResultsScope(db, viewer, identifiers);
  return details;
}
