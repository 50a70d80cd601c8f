import { intlLocale } from './languages';

/**
 * The one date rule: a school's days are its own time zone's days, whatever the browser's or the server's
 * clock says. Every school Balss serves is in Latvia, so that is Riga's; a period made for 7 December starts
 * at midnight in Riga and shows as 7 December everywhere (a browser in UTC read it as 6 December).
 */
export const schoolTimeZone = 'Europe/Riga';

/**
 * How a date is written: `medium` "2026. gada 7. dec." (the app's lists), `long` "2026. gada 7. decembris",
 * `full` with the weekday, `numeric` "07.12.2026".
 */
export type DateStyle = 'medium' | 'long' | 'full' | 'numeric';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: schoolTimeZone });
    formats.set(key, format);
  }
  return format;
}

const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
};

/**
 * A date as the school's day, in the reader's language. English digits alone are ambiguous (9/1/2025 is a
 * September day in one country and a January one in another), so English names the month in every style.
 */
export function formatSchoolDate(
  value: string | Date,
  language: string,
  style: DateStyle = 'medium',
): string {
  const english = language === 'en' || language.startsWith('en-');
  return formatter(language, styles[english && style === 'numeric' ? 'medium' : style]).format(
    new Date(value),
  );
}

/** A moment (a mail sent, a change saved) as the school's clock shows it. */
export function formatSchoolDateTime(
  value: string | Date,
  language: string,
  style: 'medium' | 'long' = 'medium',
): string {
  return formatter(language, { dateStyle: style, timeStyle: 'short' }).format(new Date(value));
}

/** The school's clock at a moment: "14:05". */
export function formatSchoolTime(value: string | Date, language: string): string {
  return formatter(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(value));
}

const pad = (value: number) => String(value).padStart(2, '0');

function schoolParts(instant: Date) {
  const parts = formatter('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The school's day (`yyyy-mm-dd`) a moment falls on. */
export function schoolDayOf(instant: Date): string {
  const { year, month, day } = schoolParts(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Minutes the school's clock is ahead of UTC at a moment (120 or 180 in Riga). */
function schoolOffsetMinutes(instant: Date): number {
  const { year, month, day, hour, minute, second } = schoolParts(instant);
  return Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - instant.getTime()) / 60_000);
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real day written `yyyy-mm-dd` (not 2026-02-30). */
export function isSchoolDay(value: string): boolean {
  const match = dayPattern.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The moment the school's clock shows `time` on `day`; null when the day is no date. */
export function schoolMoment(day: string, hours = 0, minutes = 0, seconds = 0): Date | null {
  if (!isSchoolDay(day)) return null;
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, hours, minutes, seconds);
  // The offset at the guess, then again at the result: right on both sides of a clock change.
  const first = wall - schoolOffsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - schoolOffsetMinutes(new Date(first)) * 60_000);
}

/** The day `days` after (or before) a `yyyy-mm-dd` day. */
export function addSchoolDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
