import type { PeriodIdentifiers } from '../../common/results/types';

/** Paths of the results screens (spec §2). */
export const resultsPaths = {
  schoolList: '/school/results',
  organizationList: '/organization/results',
  /** An organisation's schools × themes of one survey in one term. */
  organizationSchools: '/organization/results/schools',
  demo: '/results/demo',
  school: (periodId: number) => `/v2/school/teacher/results/${periodId}`,
  organization: (identifiers: PeriodIdentifiers) =>
    `/v2/organization/results/open/${identifiers.type}/${identifiers.id}`,
};

/** The dashboard of a period as seen from a list: school staff open periods, organisation admins any type. */
export function dashboardPathFor(identifiers: PeriodIdentifiers, area: 'school' | 'organization'): string {
  return area === 'organization' || identifiers.type !== 'period'
    ? resultsPaths.organization(identifiers)
    : resultsPaths.school(identifiers.id);
}

/** The comparison child route: the dashboard path followed by the other period's id. */
export function comparePath(dashboardPath: string, compareId: number | null): string {
  return compareId === null ? dashboardPath : `${dashboardPath}/${compareId}`;
}
