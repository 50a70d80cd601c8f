/** Scores are shown with one decimal. */
export const roundScore = (value: number) => Math.round(value * 10) / 10;

export const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

// How result numbers read on screen and in the PDF report, per language; -1 and null (spec §9 "none") read as a dash.

export const noValue = '—';

const isMissing = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || value < 0 || Number.isNaN(value);

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** A 0..100 score with one decimal, so scores line up (57.0 beside 68.3). */
export function formatScore(value: number | null | undefined, language: string): string {
  if (isMissing(value)) return noValue;
  return new Intl.NumberFormat(language, oneDecimal).format(value);
}

/** A change of score with its sign (+3.2, −1.5, 0.0), one decimal. */
export function formatDelta(value: number, language: string): string {
  return new Intl.NumberFormat(language, { ...oneDecimal, signDisplay: 'exceptZero' }).format(value);
}

/** A mean on the question's own scale, two decimals at most. */
export function formatMean(value: number | null | undefined, language: string): string {
  if (isMissing(value)) return noValue;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A 0..1 share as a whole percentage. */
export function formatShare(value: number | null | undefined, language: string): string {
  if (isMissing(value)) return noValue;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

/** A 0..100 rate (the response rate) as a percentage. */
export function formatRate(value: number | null | undefined, language: string): string {
  return isMissing(value) ? noValue : formatShare(value / 100, language);
}

/**
 * A score beside its favourable share in whole per cent ("60.5 · 45%"): how an action plan's focus
 * reads, the two figures the results show for it; a missing one reads as a dash.
 */
export function formatScoreAndShare(
  score: number | null | undefined,
  favourablePercent: number | null | undefined,
  language: string,
): string {
  return `${formatScore(score, language)} · ${formatRate(favourablePercent, language)}`;
}

export function formatCount(value: number | null | undefined, language: string): string {
  if (isMissing(value)) return noValue;
  return new Intl.NumberFormat(language).format(value);
}

/**
 * An answer's own value where it has no words (a number question's 0.5, a rating's 7) in the language's
 * digits, so lv and ru read "0,5"; an option id or other text stays as it is.
 */
export function formatAnswerValue(value: string | number, language: string): string {
  if (typeof value !== 'number') return value;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 20, useGrouping: false }).format(value);
}
