/** Dates as the wizard and the period screens use them: `yyyy-mm-dd` in the browser's time zone. */

const pad = (value: number) => String(value).padStart(2, '0');

export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Midnight at the start of a `yyyy-mm-dd` day, local time; null when the text is no date. */
export function parseDateInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) || toDateInput(date) !== value ? null : date;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** A period starts at the beginning of its first day… */
export function startOfDayIso(value: string): string {
  return (parseDateInput(value) ?? new Date()).toISOString();
}

/** …and ends at the very end of its last day. */
export function endOfDayIso(value: string): string {
  const day = parseDateInput(value) ?? new Date();
  return new Date(addDays(day, 1).getTime() - 1000).toISOString();
}

/** Today → two weeks from today. */
export function defaultDates(today: Date = new Date()) {
  return { startDate: toDateInput(today), endDate: toDateInput(addDays(today, 14)) };
}

/** Whole days from the first to the last day, both counted. */
export function daysBetween(startDate: string, endDate: string): number {
  const start = parseDateInput(startDate);
  const end = parseDateInput(endDate);
  if (!start || !end) return 0;
  return Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1;
}

export function formatDate(value: string | Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));
}

export function formatDateRange(start: string, end: string, language: string): string {
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}
