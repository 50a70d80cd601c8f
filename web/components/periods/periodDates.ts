import {
  addSchoolDays,
  formatSchoolDate,
  formatSchoolDateTime,
  formatSchoolTime,
  isSchoolDay,
  schoolDayOf,
  schoolMoment,
} from '../../../common/schoolDates';

/**
 * Dates as the wizard and the period screens use them: `yyyy-mm-dd` days of the school's time zone
 * (common/schoolDates: one rule for every screen, whatever the browser's clock).
 */

export function toDateInput(date: Date): string {
  return schoolDayOf(date);
}

/** Midnight at the start of a `yyyy-mm-dd` school day; null when the text is no date. */
export function parseDateInput(value: string): Date | null {
  return schoolMoment(value);
}

/** The same school day `days` later (at noon, safe from clock changes): for `toDateInput`. */
export function addDays(date: Date, days: number): Date {
  return schoolMoment(addSchoolDays(schoolDayOf(date), days), 12) as Date;
}

/** A period starts at the beginning of its first day… */
export function startOfDayIso(value: string): string {
  return (schoolMoment(value) ?? new Date()).toISOString();
}

/** …and ends at the very end of its last day. */
export function endOfDayIso(value: string): string {
  const day = isSchoolDay(value) ? value : schoolDayOf(new Date());
  return (schoolMoment(day, 23, 59, 59) as Date).toISOString();
}

/** A school day and a time of its clock (`hh:mm`) as the moment it is; undefined when the day is no date. */
export function dayTimeIso(day: string, time: string): string | undefined {
  const [hours, minutes] = time.split(':').map(Number);
  return schoolMoment(day, hours || 0, minutes || 0)?.toISOString();
}

/** Today → two weeks from today. */
export function defaultDates(today: Date = new Date()) {
  const start = schoolDayOf(today);
  return { startDate: start, endDate: addSchoolDays(start, 14) };
}

/** Whole days from the first to the last day, both counted. */
export function daysBetween(startDate: string, endDate: string): number {
  if (!isSchoolDay(startDate) || !isSchoolDay(endDate)) return 0;
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
}

export function formatDate(value: string | Date, language: string): string {
  return formatSchoolDate(value, language);
}

export function formatDateTime(value: string | Date, language: string): string {
  return formatSchoolDateTime(value, language);
}

export function formatTime(value: string | Date, language: string): string {
  return formatSchoolTime(value, language);
}

export function formatDateRange(start: string, end: string, language: string): string {
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}
