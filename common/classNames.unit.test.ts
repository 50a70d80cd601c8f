import { describe, expect, it } from 'vitest';
import {
  compareClassNames,
  gradeFromName,
  promotedName,
  sortByClassName,
  unescapeQuotes,
} from './classNames';

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

  it('sorts class names by their numbers as numbers, then their letters', () => {
    const names = ['10.a', '7.b', '12.c', '7.a', '9.c', '11.a', '8.a', 'Koris'];
    expect([...names].sort(compareClassNames)).toEqual([
      '7.a',
      '7.b',
      '8.a',
      '9.c',
      '10.a',
      '11.a',
      '12.c',
      'Koris',
    ]);
    expect(sortByClassName([{ name: '10.a' }, { name: '7.A' }]).map((row) => row.name)).toEqual([
      '7.A',
      '10.a',
    ]);
  });
});
