import { loadScreen } from '../loadScreen';
import type { AppRoute } from '../routeTypes';

/** The super-admin back office under /admin (spec §2: login required only; the API refuses others). */
export const backOfficeRoutes: AppRoute[] = [
  {
    path: '/survey/survey-results-public-urls',
    title: 'admin.share_links.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/ResultsShareLinksScreen'),
      (m) => m.ResultsShareLinksScreen,
    ),
  },
  {
    path: '/admin/organizations',
    aliases: ['/admin/search-organizations'],
    title: 'pages.admin_organizations.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminOrganizationsScreen'),
      (m) => m.AdminOrganizationsScreen,
    ),
  },
  {
    path: '/admin/wordcloud-management',
    title: 'admin.wordcloud.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/WordcloudManagementScreen'),
      (m) => m.WordcloudManagementScreen,
    ),
  },
  {
    path: '/admin/all-emails',
    title: 'pages.admin_emails.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminEmailsScreen'),
      (m) => m.AdminEmailsScreen,
    ),
  },
  {
    path: '/admin/users',
    title: 'pages.admin_users.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminUsersScreen'),
      (m) => m.AdminUsersScreen,
    ),
  },
  {
    path: '/admin/organization/:id/:tab?',
    title: 'pages.admin_organization.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminOrganizationScreen'),
      (m) => m.AdminOrganizationScreen,
    ),
  },
  {
    path: '/admin/school/:id',
    title: 'pages.admin_school.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminSchoolScreen'),
      (m) => m.AdminSchoolScreen,
    ),
  },
  {
    path: '/admin/users/:id',
    title: 'pages.admin_user.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminUserScreen'),
      (m) => m.AdminUserScreen,
    ),
  },
  {
    path: '/admin/super-admins',
    title: 'pages.admin_super_admins.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminSuperAdminsScreen'),
      (m) => m.AdminSuperAdminsScreen,
    ),
  },
  {
    path: '/admin/super-admin/:id',
    title: 'pages.admin_super_admin.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminSuperAdminScreen'),
      (m) => m.AdminSuperAdminScreen,
    ),
  },
  {
    path: '/admin/schools',
    title: 'pages.admin_schools.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminSchoolsScreen'),
      (m) => m.AdminSchoolsScreen,
    ),
  },
  {
    path: '/admin/classes/:id',
    title: 'pages.admin_classes.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/respondents/ClassesScreen'),
      (m) => m.ClassesScreen,
    ),
  },
  {
    path: '/admin/add-classes/:id',
    title: 'pages.admin_add_classes.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminAddClassesScreen'),
      (m) => m.AdminAddClassesScreen,
    ),
  },
  {
    path: '/admin/subjects/:id',
    title: 'pages.admin_subjects.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminSubjectsScreen'),
      (m) => m.AdminSubjectsScreen,
    ),
  },
  {
    path: '/admin/add-subjects/:id',
    title: 'pages.admin_add_subjects.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminAddSubjectsScreen'),
      (m) => m.AdminAddSubjectsScreen,
    ),
  },
  {
    path: '/admin/delete-respondents',
    title: 'pages.admin_delete_respondents.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/admin/AdminDeleteRespondentsScreen'),
      (m) => m.AdminDeleteRespondentsScreen,
    ),
  },
  {
    path: '/admin/client-data-upload',
    title: 'pages.admin_client_data_upload.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/imports/AdminImportsScreen'),
      (m) => m.AdminImportsScreen,
    ),
  },
  {
    path: '/admin/imports/wizard',
    title: 'pages.admin_import_wizard.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/imports/AdminImportWizardScreen'),
      (m) => m.AdminImportWizardScreen,
    ),
  },
];
