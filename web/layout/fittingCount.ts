/**
 * How many entries, in order, fit on one line of `available` pixels with `gap` between them. When not
 * all fit, the line also holds the "More" button (`moreWidth`), so fewer do.
 */
export function fittingCount(widths: number[], available: number, moreWidth: number, gap: number): number {
  const lineWidth = (count: number) =>
    widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(count - 1, 0);
  if (lineWidth(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && lineWidth(count) + gap + moreWidth > available) count -= 1;
  return count;
}
