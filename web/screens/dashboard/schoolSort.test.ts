import { describe, expect, it } from 'vitest';
import type { MemberSchool } from '../../../common/dashboards/types';
import { sortSchools } from './schoolSort';

const school = (name: string, values: Partial<MemberSchool> = {}): MemberSchool => ({
  id: name.length,
  name,
  city: 'Riga',
  slug: name.toLowerCase(),
  contacts: [],
  running_periods: 0,
  finished: 0,
  expected: 0,
  latest: null,
  ...values,
});

const latest = (value: number, delta: number | null) => ({
  period: { id: 1, name: 'Autumn', survey_name: 'Wellbeing', ended_at: '2026-10-23T00:00:00Z' },
  compound: { enabled: true, value },
  compound_change: delta === null ? null : { before: value - delta, after: value, delta, meaningful: true },
  previous: null,
  response_rate: 80,
});

describe('sorting and searching the organisation’s schools', () => {
  const schools = [
    school('Ziemeļu skola', { finished: 5, expected: 10, latest: latest(70, -2) }),
    school('Ābeļu skola', { finished: 9, expected: 10, latest: latest(60, 4) }),
    school('Bērzu skola', {
      contacts: [{ name: 'Anna', surname: 'Kalniņa', email: 'anna@example.test' }],
    }),
  ];
  const names = (list: MemberSchool[]) => list.map((entry) => entry.name);

  it('sorts by name in the reader’s language and by numbers largest first, schools without them last', () => {
    expect(names(sortSchools(schools, '', 'name', 'lv'))).toEqual([
      'Ābeļu skola',
      'Bērzu skola',
      'Ziemeļu skola',
    ]);
    expect(names(sortSchools(schools, '', 'participation', 'lv'))).toEqual([
      'Ābeļu skola',
      'Ziemeļu skola',
      'Bērzu skola',
    ]);
    expect(names(sortSchools(schools, '', 'score', 'lv'))[0]).toBe('Ziemeļu skola');
    expect(names(sortSchools(schools, '', 'change', 'lv'))).toEqual([
      'Ābeļu skola',
      'Ziemeļu skola',
      'Bērzu skola',
    ]);
  });

  it('finds a school by its name, city or a contact', () => {
    expect(names(sortSchools(schools, 'kalniņa', 'name', 'lv'))).toEqual(['Bērzu skola']);
    expect(names(sortSchools(schools, 'ZIEM', 'name', 'lv'))).toEqual(['Ziemeļu skola']);
    expect(sortSchools(schools, 'riga', 'name', 'lv')).toHaveLength(3);
  });
});
