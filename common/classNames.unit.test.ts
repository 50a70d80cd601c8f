import { describe, expect, it } from 'vitest';
import { gradeFromName, promotedName, unescapeQuotes } from './classNames';

describe('class names', () => {
  it('reads the grade from the usual Latvian spellings', () => {
    expect(gradeFromName('7.a')).toBe(7);
    expect(gradeFromName('12B')).toBe(12);
    expect(gradeFromName(' 1. klase')).toBe(1);
    expect(gradeFromName('Robotics club')).toBeNull();
    expect(gradeFromName('2024 graduates')).toBeNull();
  });

  it('moves a class up one grade and keeps the rest of the name', () => {
    expect(promotedName('7.a')).toBe('8.a');
    expect(promotedName('9 B')).toBe('10 B');
    expect(promotedName('Choir')).toBeNull();
  });

  it('turns escaped quotes back into quotes', () => {
    expect(unescapeQuotes('5.a &quot;Zvaigznes&quot;')).toBe('5.a "Zvaigznes"');
  });
});
