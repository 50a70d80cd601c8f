import type { Anonymity, HiddenReason } from './types';

export const defaultAnonymity: Anonymity = { minGroup: 5, minTextGroup: 10 };

/** No organisation may set a threshold below this. */
export const lowestThreshold = 3;

/** The strictest of several organisations' settings (a selection across schools obeys each of them). */
export function anonymityFor(
  settings: { resultsMinGroup: number; resultsMinTextGroup: number }[],
): Anonymity {
  if (settings.length === 0) return defaultAnonymity;
  const minGroup = Math.max(lowestThreshold, ...settings.map((s) => s.resultsMinGroup));
  const minTextGroup = Math.max(lowestThreshold, minGroup, ...settings.map((s) => s.resultsMinTextGroup));
  return { minGroup, minTextGroup };
}

/**
 * Whether a filtered selection may be shown. `related` are the sizes of the selections one step
 * wider (no filters, and each filter criterion dropped in turn): if one of them is larger by less
 * than the threshold, showing both would let a reader subtract a group that is too small.
 */
export function selectionHidden(size: number, related: number[], anonymity: Anonymity): HiddenReason | null {
  if (size < anonymity.minGroup) return 'too_few_respondents';
  const differencing = related.some((wider) => {
    const difference = wider - size;
    return difference > 0 && difference < anonymity.minGroup;
  });
  return differencing ? 'differencing' : null;
}

/**
 * Hides the cells of a breakdown (classes, schools, filter values) that are too small. When the total
 * is shown as well, the hidden cells could be recovered by subtraction, so the smallest visible cells
 * are hidden too until the hidden ones hold at least `minGroup` respondents together.
 */
export function suppressBreakdown(
  cells: { n: number }[],
  minGroup: number,
  totalShown: boolean,
): (HiddenReason | null)[] {
  const reasons: (HiddenReason | null)[] = cells.map((cell) =>
    cell.n < minGroup ? 'too_few_respondents' : null,
  );
  if (!totalShown) return reasons;
  const hiddenSum = () => cells.reduce((sum, cell, i) => (reasons[i] ? sum + cell.n : sum), 0);
  let sum = hiddenSum();
  while (sum > 0 && sum < minGroup) {
    const smallest = smallestVisible(cells, reasons);
    if (smallest === null) break;
    reasons[smallest] = 'complementary';
    sum = hiddenSum();
  }
  return reasons;
}

function smallestVisible(cells: { n: number }[], reasons: (HiddenReason | null)[]): number | null {
  let smallest: number | null = null;
  for (let i = 0; i < cells.length; i++) {
    if (reasons[i] === null && (smallest === null || cells[i].n < cells[smallest].n)) smallest = i;
  }
  return smallest;
}

export function textHidden(size: number, anonymity: Anonymity): HiddenReason | null {
  return size < anonymity.minTextGroup ? 'too_few_for_text' : null;
}
