/** Addresses of the back-office screens (spec §2 super-admin routes). */

export type OrganizationTab = 'details' | 'admins';

export const adminPaths = {
  organizations: '/admin/organizations',
  organization: (id: number | 'new', tab?: OrganizationTab) =>
    tab ? `/admin/organization/${id}/${tab}` : `/admin/organization/${id}`,
  /** Who opened, exported or shared the organisation's results. */
  resultsUsage: (id: number) => `/admin/organization/${id}/results-usage`,
  /** The organisation's staff and their permissions. */
  schoolAdmins: (id: number) => `/admin/school/${id}`,
  users: '/admin/users',
  user: (id: number | 'new') => `/admin/users/${id}`,
  superAdmins: '/admin/super-admins',
  superAdmin: (id: number) => `/admin/super-admin/${id}`,
  schools: '/admin/schools',
  schoolClasses: (id: number) => `/admin/classes/${id}`,
  addClasses: (id: number) => `/admin/add-classes/${id}`,
  subjects: (id: number) => `/admin/subjects/${id}`,
  addSubjects: (id: number) => `/admin/add-subjects/${id}`,
  deleteRespondents: '/admin/delete-respondents',
  customLinks: '/admin/custom-links',
  customLink: (id: number | 'new') => `/admin/custom-links/${id}`,
  surveyPackages: '/admin/survey-packages',
  surveyPackage: (id: number | 'add') => `/admin/survey-packages/${id}`,
  dashboardsManager: (organizationId: number) => `/admin/dashboards-manager/${organizationId}`,
  /** The organisation catalogue: an organisation's tags and property values, its school years, a period's copies. */
  organizationValues: (organizationId: number) => `/admin/organization-property-values/${organizationId}`,
  fiscalYears: (organizationId: number) => `/admin/fiscal-years/${organizationId}`,
  propertiesGeneration: (periodId: number) => `/admin/properties-generation/${periodId}`,
  /** A survey period's own page (dates, anonymity, benchmarks). */
  periodProps: (periodId: number) => `/admin/period-props/${periodId}`,
};

/** A positive whole-number route parameter, or null. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** How a person is shown: their full name, else their username. */
export function personName(person: { name: string; surname: string; username?: string }): string {
  return `${person.name} ${person.surname}`.trim() || person.username || '';
}

/** Translation key of a permission's label ('list.eu_…' has a dot, which the translator reads as nesting). */
export const permissionLabelKey = (name: string) => `back_office.permissions.${name.replaceAll('.', '_')}`;
