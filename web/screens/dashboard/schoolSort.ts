import type { MemberSchool } from '../../../common/dashboards/types';

export type SchoolSortKey = 'name' | 'participation' | 'score' | 'change';

const participationOf = (school: MemberSchool) =>
  school.expected > 0 ? school.finished / school.expected : -1;
const scoreOf = (school: MemberSchool) => school.latest?.compound.value ?? -1;
const changeOf = (school: MemberSchool) => school.latest?.compound_change?.delta ?? Number.NEGATIVE_INFINITY;

/** The schools matching `search` (name, city or a contact), sorted by `key`; numbers largest first. */
export function sortSchools(schools: MemberSchool[], search: string, key: SchoolSortKey, language: string) {
  const term = search.trim().toLocaleLowerCase(language);
  const matching = term
    ? schools.filter((school) =>
        [
          school.name,
          school.city ?? '',
          ...school.contacts.flatMap((c) => [c.name, c.surname, c.email ?? '']),
        ]
          .join(' ')
          .toLocaleLowerCase(language)
          .includes(term),
      )
    : schools;
  const byName = (a: MemberSchool, b: MemberSchool) => a.name.localeCompare(b.name, language);
  const numeric = { participation: participationOf, score: scoreOf, change: changeOf } as const;
  return [...matching].sort((a, b) =>
    key === 'name' ? byName(a, b) : numeric[key](b) - numeric[key](a) || byName(a, b),
  );
}
