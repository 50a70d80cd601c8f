import { describe, expect, it } from 'vitest';
import {
  addSchoolDays,
  formatSchoolDate,
  formatSchoolDateTime,
  isSchoolDay,
  schoolDayOf,
  schoolMoment,
} from './schoolDates';

describe("a school's days", () => {
  it('start at midnight in Riga, winter and summer, whatever the clock of the machine', () => {
    expect(schoolMoment('2026-12-07')?.toISOString()).toBe('2026-12-06T22:00:00.000Z');
    expect(schoolMoment('2026-06-01')?.toISOString()).toBe('2026-05-31T21:00:00.000Z');
    expect(schoolMoment('2026-12-21', 23, 59, 59)?.toISOString()).toBe('2026-12-21T21:59:59.000Z');
    // The night the clocks go forward (29 March 2026, 03:00 → 04:00) and back (25 October, 04:00 → 03:00).
    expect(schoolMoment('2026-03-29')?.toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(schoolMoment('2026-03-30')?.toISOString()).toBe('2026-03-29T21:00:00.000Z');
    expect(schoolMoment('2026-10-26')?.toISOString()).toBe('2026-10-25T22:00:00.000Z');
    expect(schoolMoment('2026-02-30')).toBeNull();
    expect(schoolMoment('7.12.2026')).toBeNull();
  });

  it('are read back as the same day: a 7 December start is 7 December, not the 6th', () => {
    const start = schoolMoment('2026-12-07') as Date;
    expect(schoolDayOf(start)).toBe('2026-12-07');
    expect(schoolDayOf(new Date('2026-12-06T21:59:59Z'))).toBe('2026-12-06');
    expect(formatSchoolDate(start, 'lv')).toBe('2026. gada 7. dec.');
    expect(formatSchoolDate(start, 'en')).toBe('Dec 7, 2026');
    expect(formatSchoolDate(start, 'ru')).toBe('7 дек. 2026 г.');
    expect(formatSchoolDate(start, 'lv', 'numeric')).toBe('07.12.2026');
    expect(formatSchoolDateTime('2026-12-07T06:30:00Z', 'lv')).toBe('2026. gada 7. dec. 08:30');
  });

  it('count on by calendar days, and know a real day from a mistyped one', () => {
    expect(addSchoolDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addSchoolDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(isSchoolDay('2026-12-07')).toBe(true);
    expect(isSchoolDay('2026-13-01')).toBe(false);
  });
});
