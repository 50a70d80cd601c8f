import type { PeriodIdentifiers } from '../../../common/results/types';

export type ResultsMode = 'school' | 'organization' | 'demo' | 'shared';

/** What one dashboard shows and where it reads it, derived from the route. */
export type DashboardSource = {
  mode: ResultsMode;
  base: string;
  /** Null where the viewer cannot know the period beforehand (demo): GET {base} names it. */
  identifiers: PeriodIdentifiers | null;
  compareIdentifiers: PeriodIdentifiers | null;
  /** The dashboard's own path, without the comparison segment. */
  dashboardPath: string;
  /** A share link's token (mode 'shared'): its usage event names the period only with it (POST /api/events). */
  shareToken?: string;
};

const identifierTypes = ['period', 'survey', 'parent_period'] as const;

function positiveId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

function withoutCompare(pathname: string, compare: string | undefined): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return compare ? trimmed.slice(0, trimmed.lastIndexOf('/')) : trimmed;
}

/**
 * The dashboard source of a results route; null when the address names no valid period (a bad id,
 * an unknown type, or a comparison with itself).
 */
export function sourceFromRoute(
  pathname: string,
  params: { id?: string; type?: string; compare?: string },
): DashboardSource | null {
  if (pathname.startsWith('/results/demo')) {
    return {
      mode: 'demo',
      base: '/api/results/demo',
      identifiers: null,
      compareIdentifiers: null,
      dashboardPath: pathname,
    };
  }
  const mode: ResultsMode = pathname.startsWith('/v2/organization/') ? 'organization' : 'school';
  const type = mode === 'organization' ? params.type : 'period';
  const id = positiveId(params.id);
  if (!id || !identifierTypes.includes(type as PeriodIdentifiers['type'])) return null;
  const identifiers = { type: type as PeriodIdentifiers['type'], id };
  let compareIdentifiers: PeriodIdentifiers | null = null;
  if (params.compare !== undefined) {
    const compareId = positiveId(params.compare);
    if (!compareId || compareId === id) return null;
    compareIdentifiers = { type: identifiers.type, id: compareId };
  }
  return {
    mode,
    base: '/api/results/v2',
    identifiers,
    compareIdentifiers,
    dashboardPath: withoutCompare(pathname, params.compare),
  };
}
