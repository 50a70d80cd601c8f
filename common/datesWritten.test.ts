import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSchoolDate, formatSchoolDateTime } from './schoolDates';

function sources(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('dates on screen (issue 41: 9/1/2025 beside Dec 7, 2026)', () => {
  it('are written by common/schoolDates only, never by the browser locale’s own date text', () => {
    const own = sources('web').filter((path) =>
      /toLocaleDateString\(|new Date\([^)]*\)\.toLocaleString\(/.test(readFileSync(path, 'utf8')),
    );
    expect(own).toEqual([]);
  });

  it('name the month in English in every style, and keep digits in Latvian', () => {
    const day = '2025-09-01T12:00:00Z';
    for (const style of ['medium', 'long', 'full', 'numeric'] as const)
      expect(formatSchoolDate(day, 'en', style)).toMatch(/Sep/);
    expect(formatSchoolDate(day, 'lv', 'numeric')).toBe('01.09.2025');
    expect(formatSchoolDateTime(day, 'en')).toMatch(/^Sep 1, 2025/);
  });
});
