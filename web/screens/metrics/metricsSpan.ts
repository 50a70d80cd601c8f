import { maxMetricsDays } from '../../../common/metrics/types';
import type { MetricsSpan } from '../../queries/metrics';

/** The quick choices of the span, in days up to today. */
export const presetDays = [7, 30, 90, 365] as const;
export const defaultDays = 30;

const dayMs = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` whole UTC days, today included (the server counts days in UTC). */
export function lastDays(days: number, today: Date = new Date()): MetricsSpan {
  return { from: utcDay(new Date(today.getTime() - (days - 1) * dayMs)), to: utcDay(today) };
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * The span the address asks for: `?from=&to=` (both days), else `?days=` of the presets, else the last 30
 * days. A chosen span that the server refuses (to before from, more than a year) is shown with its reason.
 */
export function spanFromSearch(params: URLSearchParams, today: Date = new Date()) {
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to)) return { span: { from, to }, preset: null };
  const days = Number(params.get('days'));
  const preset = (presetDays as readonly number[]).includes(days) ? days : defaultDays;
  return { span: lastDays(preset, today), preset };
}

/** A short day label for chart axes (3 Mar), in UTC like the figures. */
export function shortDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function longDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function percent(rate: number | null, language: string): string {
  if (rate === null) return '–';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}

/** What is wrong with two chosen days, as a text key under metrics.span, or null. */
export function spanProblem(
  from: string,
  to: string,
): 'dates_missing' | 'to_before_from' | 'too_long' | null {
  if (!isDay(from) || !isDay(to)) return 'dates_missing';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs + 1;
  if (days < 1) return 'to_before_from';
  return days > maxMetricsDays ? 'too_long' : null;
}
