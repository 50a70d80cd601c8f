import { holdsAny } from '../auth/userStore';
import type { CurrentUser, PermissionMap } from '../auth/userTypes';
import { euGroupsPermission } from '../hooks/classWording';
import { resultsAccessFor } from '../screens/results/resultsAccess';

/** A place in the signed-in app; shown only to the identity types and permissions it names. */
export type WorkArea = {
  to: string;
  /** Translation keys under `work_areas.<key>`: label and description. */
  key: string;
  types: string[];
  permissions?: string[];
  /** The back office's heading under "More" (layout.more_groups.<group>), so its many entries read as a few groups. */
  group?: string;
  /** A rule that permission names cannot say (results: a teacher's results access, forbid_results_access). */
  opens?: (user: CurrentUser, permissions: PermissionMap | null) => boolean;
};

const resultsAccess = (user: CurrentUser, permissions: PermissionMap | null) =>
  resultsAccessFor({ status: 'loaded', user, admin: null, permissions });

const schoolTypes = ['school_admin', 'teacher', 'staff', 'solo'];

const workAreas: WorkArea[] = [
  { to: '/admin/organizations', key: 'organizations', types: ['super_admin'], group: 'accounts' },
  { to: '/admin/schools', key: 'schools', types: ['super_admin'], group: 'accounts' },
  { to: '/admin/users', key: 'users', types: ['super_admin'], group: 'accounts' },
  { to: '/admin/super-admins', key: 'super_admins', types: ['super_admin'], group: 'accounts' },
  { to: '/survey/surveys', key: 'survey_library', types: ['super_admin'], group: 'surveys' },
  {
    to: '/admin/survey-periods-management',
    key: 'survey_periods_management',
    types: ['super_admin'],
    group: 'surveys',
  },
  {
    to: '/survey/survey-period-search',
    key: 'survey_period_search',
    types: ['super_admin'],
    group: 'surveys',
  },
  {
    to: '/admin/recently-closed-periods',
    key: 'recently_closed_periods',
    types: ['super_admin'],
    group: 'surveys',
  },
  { to: '/admin/survey-packages', key: 'survey_packages', types: ['super_admin'], group: 'surveys' },
  { to: '/admin/success-plans', key: 'success_plans', types: ['super_admin'], group: 'surveys' },
  { to: '/admin/benchmark', key: 'benchmarks', types: ['super_admin'], group: 'surveys' },
  { to: '/admin/all-emails', key: 'emails', types: ['super_admin'], group: 'outreach' },
  { to: '/admin/invitation-manager', key: 'invitations', types: ['super_admin'], group: 'outreach' },
  { to: '/admin/code-generator', key: 'code_generator', types: ['super_admin'], group: 'outreach' },
  { to: '/admin/custom-links', key: 'custom_links', types: ['super_admin'], group: 'outreach' },
  { to: '/admin/bucket-file', key: 'file_store', types: ['super_admin'], group: 'data' },
  { to: '/admin/client-data-upload', key: 'client_data_uploads', types: ['super_admin'], group: 'data' },
  { to: '/admin/event-log', key: 'event_log', types: ['super_admin'], group: 'data' },
  { to: '/metrics', key: 'metrics', types: ['super_admin'], group: 'data' },
  { to: '/admin/terms', key: 'terms_editor', types: ['super_admin'], group: 'settings' },
  { to: '/admin/manage-languages', key: 'languages', types: ['super_admin'], group: 'settings' },
  { to: '/admin/organization-tags/all', key: 'organization_tags', types: ['super_admin'], group: 'settings' },
  {
    to: '/admin/organization-properties/all',
    key: 'organization_properties',
    types: ['super_admin'],
    group: 'settings',
  },
  {
    to: '/school/surveys',
    key: 'surveys',
    types: schoolTypes,
    // The same list as the route's guard (spec §2), so the menu never offers a refused page.
    permissions: ['view_survey_design', 'view_survey_periods'],
  },
  { to: '/school/teacher/class-links', key: 'class_links', types: ['teacher', 'staff'] },
  {
    to: '/survey/create',
    key: 'new_survey',
    types: schoolTypes,
    permissions: ['manage_survey_design', 'survey_management'],
  },
  {
    to: '/school/results',
    key: 'results',
    types: schoolTypes,
    opens: (user, permissions) => resultsAccess(user, permissions).school,
  },
  {
    to: '/school/action-plans',
    key: 'action_plans',
    types: [...schoolTypes, 'organization_admin'],
    opens: (user, permissions) => {
      const access = resultsAccess(user, permissions);
      return access.school || access.organization;
    },
  },
  { to: '/organization/schools', key: 'organization_schools', types: ['organization_admin'] },
  {
    to: '/organization/surveys',
    key: 'organization_surveys',
    types: ['organization_admin'],
    permissions: ['view_survey_design', 'view_survey_periods'],
  },
  {
    to: '/organization/results',
    key: 'organization_results',
    types: ['organization_admin'],
    opens: (user, permissions) => resultsAccess(user, permissions).organization,
  },
  {
    // A property-value user at a school (a regional officer who also teaches) reads other schools' results there.
    to: '/organization/results',
    key: 'value_results',
    types: schoolTypes,
    opens: (user, permissions) =>
      user.results_by_property_value === true && resultsAccess(user, permissions).organization,
  },
  // The platform for super-admins, the organisation's schools for its admins.
  // A super-admin's usage figures sit with the other data entries of More (the drawer lists in this order).
  { to: '/metrics', key: 'metrics', types: ['organization_admin'] },
  {
    to: '/school/classes',
    key: 'classes',
    types: schoolTypes,
    permissions: ['view_respondents', 'manage_respondents'],
    opens: (_user, permissions) => !holdsAny(permissions, [euGroupsPermission]),
  },
  {
    // An organisation that calls its classes groups (spec §6) finds them here, under that name.
    to: '/school/eu-groups',
    key: 'eu_groups',
    types: schoolTypes,
    permissions: ['view_respondents', 'manage_respondents'],
    opens: (_user, permissions) => holdsAny(permissions, [euGroupsPermission]),
  },
  {
    to: '/school/groups',
    key: 'groups',
    types: schoolTypes,
    permissions: ['view_respondents', 'manage_respondents'],
    opens: (_user, permissions) => !holdsAny(permissions, [euGroupsPermission]),
  },
  {
    // The same groups across classes, named apart from the classes such an organisation calls groups.
    to: '/school/groups',
    key: 'eu_respondent_groups',
    types: schoolTypes,
    permissions: ['view_respondents', 'manage_respondents'],
    opens: (_user, permissions) => holdsAny(permissions, [euGroupsPermission]),
  },
  {
    to: '/school/users',
    key: 'people',
    types: schoolTypes,
    permissions: ['manage_respondents', 'view_respondents', 'manage_admins'],
  },
  { to: '/school/import-types', key: 'imports', types: schoolTypes, permissions: ['manage_respondents'] },
];

/** The work areas this identity may open, in menu order. */
export function workAreasFor(user: CurrentUser | null, permissions: PermissionMap | null): WorkArea[] {
  if (!user) return [];
  return workAreas.filter(
    (area) =>
      area.types.includes(user.type) &&
      (!area.permissions || holdsAny(permissions, area.permissions)) &&
      (!area.opens || area.opens(user, permissions)),
  );
}
