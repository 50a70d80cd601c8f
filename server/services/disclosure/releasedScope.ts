import { anonymityFor } from '../../../common/results/anonymity';
import type { ActiveFilters, HiddenReason } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { loadAnswerCounts } from '../results/answerCounts';
import type { ResultsScope } from '../results/resultsScope';
import { type Disclosure, discloseSelection, discloseTexts, type UniverseMemo } from './disclose';
import { type Release, rootOf, standingOf } from './releases';

/** A scope whose periods are all released, with the thresholds of their release. */
export type ReleasedScope = { scope: ResultsScope; releases: Release[] };

/** Not released yet: when the last period of the scope's families ends. */
export type Unreleased = { resultsFrom: Date };

/** The scope's periods grouped by the family they are released with. */
function byRoot(scope: ResultsScope): Map<number, number[]> {
  const counted = new Set(scope.periodIds);
  const roots = new Map<number, number[]>();
  for (const period of scope.periods) {
    if (!counted.has(period.id)) continue;
    const root = rootOf(period);
    roots.set(root, [...(roots.get(root) ?? []), period.id]);
  }
  return roots;
}

/**
 * The released part of a scope. A period or parent period is released whole or not at all; a
 * survey's periods keep those of released families (none: not released). Thresholds are the
 * release's (the strictest of several).
 */
export async function releasedScope(db: Db, scope: ResultsScope): Promise<ReleasedScope | Unreleased> {
  const releases: Release[] = [];
  let resultsFrom = 0;
  for (const root of byRoot(scope).keys()) {
    const standing = await standingOf(db, root, scope.anonymity);
    if (standing.release) releases.push(standing.release);
    else resultsFrom = Math.max(resultsFrom, standing.resultsFrom.getTime());
  }
  if (releases.length === 0 || (resultsFrom > 0 && scope.identifiers.type !== 'survey')) {
    return { resultsFrom: new Date(resultsFrom) };
  }
  const releasedRoots = new Set(releases.map((release) => release.rootPeriodId));
  const periodIds = scope.periodIds.filter((id) => {
    const period = scope.periods.find((candidate) => candidate.id === id);
    return period !== undefined && releasedRoots.has(rootOf(period));
  });
  const anonymity = anonymityFor(
    releases.map(({ anonymity: a }) => ({
      resultsMinGroup: a.minGroup,
      resultsMinTextGroup: a.minTextGroup,
    })),
  );
  return { scope: { ...scope, periodIds, anonymity }, releases };
}

/** A scope narrowed to one family's periods, with that release's thresholds. */
export function partOf(scope: ResultsScope, release: Release): ResultsScope {
  const inFamily = new Set(release.periodIds);
  return {
    ...scope,
    periodIds: scope.periodIds.filter((id) => inFamily.has(id)),
    anonymity: release.anonymity,
  };
}

/**
 * What of a selection may be shown (disclose.ts). Over several families (a survey's periods) each
 * family's part is judged on its own: a part that may not be shown is left out of the figures
 * (`scope` narrows to the rest), and a key hidden in any part left in is hidden.
 */
export async function discloseReleased(
  db: Db,
  released: ReleasedScope,
  filters: ActiveFilters,
  wholeCounts: () => Promise<{ respondents: number; answered: Record<string, number> }>,
): Promise<{ scope: ResultsScope; disclosure: Disclosure }> {
  const { scope, releases } = released;
  if (releases.length === 1) {
    const [release] = releases;
    return { scope, disclosure: await discloseSelection(db, scope, filters, release, await wholeCounts()) };
  }
  const kept: number[] = [];
  const keys = new Map<string, HiddenReason>();
  let hidden: HiddenReason | null = 'too_few_respondents';
  for (const release of releases) {
    const part = partOf(scope, release);
    const disclosure = await discloseSelection(
      db,
      part,
      filters,
      release,
      await loadAnswerCounts(db, part, {}),
    );
    if (disclosure.hidden) continue;
    hidden = null;
    kept.push(...part.periodIds);
    for (const [key, reason] of disclosure.keys) keys.set(key, reason);
  }
  return {
    scope: { ...scope, periodIds: kept.length ? kept : scope.periodIds },
    disclosure: { hidden, keys },
  };
}

/**
 * Whether a free-text question's answers of a selection may be listed: in every family of the
 * scope (texts are listed together, so no family's part may be left out).
 */
export async function discloseReleasedTexts(
  db: Db,
  released: ReleasedScope,
  filters: ActiveFilters,
  questionId: string,
): Promise<HiddenReason | null> {
  for (const release of released.releases) {
    const part = released.releases.length > 1 ? partOf(released.scope, release) : released.scope;
    const hidden = await discloseTexts(db, part, filters, release, questionId);
    if (hidden) return hidden;
  }
  return null;
}

/** Whether a selection of the scope may be shown at all (a filter value alone, say), asked of one release read. */
export async function selectionJudge(
  db: Db,
  scope: ResultsScope,
): Promise<(filters: ActiveFilters) => Promise<HiddenReason | null>> {
  const found = await releasedScope(db, scope);
  if ('resultsFrom' in found) return async () => 'not_released';
  const whole = () => loadAnswerCounts(db, found.scope, {});
  if (found.releases.length > 1)
    return async (filters) => (await discloseReleased(db, found, filters, whole)).disclosure.hidden;
  const memo: UniverseMemo = new Map();
  return async (filters) =>
    (await discloseSelection(db, found.scope, filters, found.releases[0], whole, { keys: false, memo }))
      .hidden;
}
