import { loadScreen } from '../loadScreen';
import type { AppRoute } from '../routeTypes';

/** A school's respondents: classes, groups, people and imports (spec §2, with their permissions). */
export const schoolRoutes: AppRoute[] = [
  {
    path: '/school/classes',
    aliases: ['/school/classes/list'],
    title: 'pages.school_classes.title',
    loginRequired: true,
    permissions: ['view_respondents', 'manage_respondents'],
    screen: loadScreen(
      () => import('../../screens/respondents/ClassesScreen'),
      (m) => m.ClassesScreen,
    ),
  },
  {
    path: '/school/classes/:id',
    title: 'pages.school_classes.title',
    loginRequired: true,
    permissions: ['view_respondents', 'manage_respondents'],
    screen: loadScreen(
      () => import('../../screens/respondents/ClassScreen'),
      (m) => m.ClassScreen,
    ),
  },
  {
    path: '/school/groups',
    title: 'pages.school_groups.title',
    loginRequired: true,
    permissions: ['view_respondents', 'manage_respondents'],
    screen: loadScreen(
      () => import('../../screens/respondents/GroupsScreen'),
      (m) => m.GroupsScreen,
    ),
  },
  {
    // Spec §6 list.eu_change_name_class_to_groups: the classes of an organisation that calls them groups.
    path: '/school/eu-groups',
    title: 'pages.school_eu_groups.title',
    loginRequired: true,
    permissions: ['view_respondents', 'manage_respondents'],
    screen: loadScreen(
      () => import('../../screens/respondents/ClassesScreen'),
      (m) => m.EuGroupsScreen,
    ),
  },
  {
    path: '/school/users',
    title: 'pages.school_users.title',
    loginRequired: true,
    permissions: ['manage_respondents', 'view_respondents', 'manage_admins'],
    screen: loadScreen(
      () => import('../../screens/respondents/SchoolUsersScreen'),
      (m) => m.SchoolUsersScreen,
    ),
  },
  { path: '/school/admin/school-management', redirect: '/school/users' },
  // Imports of client data (spec §2) [manage_respondents]; the new school year is one of them.
  {
    path: '/school/sso',
    title: 'sso.settings.title',
    loginRequired: true,
    permissions: ['manage_respondents'],
    screen: loadScreen(
      () => import('../../screens/sso/SchoolSsoScreen'),
      (m) => m.SchoolSsoScreen,
    ),
  },
  {
    path: '/school/import-types',
    title: 'pages.import_types.title',
    loginRequired: true,
    permissions: ['manage_respondents'],
    screen: loadScreen(
      () => import('../../screens/imports/ImportTypesScreen'),
      (m) => m.ImportTypesScreen,
    ),
  },
  {
    path: '/school/import/:type/:section?',
    title: 'pages.import_wizard.title',
    loginRequired: true,
    permissions: ['manage_respondents'],
    screen: loadScreen(
      () => import('../../screens/imports/ImportWizardScreen'),
      (m) => m.ImportWizardScreen,
    ),
  },
  {
    path: '/school/prerequisites-error',
    title: 'pages.prerequisites_error.title',
    loginRequired: true,
    permissions: ['manage_respondents'],
    screen: loadScreen(
      () => import('../../screens/imports/PrerequisitesErrorScreen'),
      (m) => m.PrerequisitesErrorScreen,
    ),
  },
  {
    path: '/client-data-upload/:id?',
    title: 'pages.client_data_upload.title',
    loginRequired: true,
    permissions: ['manage_respondents'],
    screen: loadScreen(
      () => import('../../screens/fileStore/ClientDataUploadScreen'),
      (m) => m.ClientDataUploadScreen,
    ),
  },
  { path: '/school/year-wizard', redirect: '/school/import-types' },
];
