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
  // The survey back office (surveys are called polls in some of the spec's addresses).
  {
    path: '/survey/surveys',
    title: 'admin_surveys.list.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/adminSurveys/SurveyLibraryScreen'),
      (m) => m.SurveyLibraryScreen,
    ),
  },
  {
    path: '/survey/search-surveys',
    title: 'admin_surveys.search.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/adminSurveys/SurveySearchScreen'),
      (m) => m.SurveySearchScreen,
    ),
  },
  {
    path: '/survey/create-poll',
    title: 'admin_surveys.create.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/adminSurveys/SurveyCreatePollScreen'),
      (m) => m.SurveyCreatePollScreen,
    ),
  },
  {
    path: '/survey/poll/:id/:tab?',
    title: 'admin_surveys.poll.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/adminSurveys/SurveyPollScreen'),
      (m) => m.SurveyPollScreen,
    ),
  },
  {
    path: '/survey/survey/:id',
    title: 'admin_surveys.document.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/adminSurveys/SurveyDocumentScreen'),
      (m) => m.SurveyDocumentScreen,
    ),
  },
  {
    path: '/admin/survey-tags/:id',
    title: 'admin_surveys.tags.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/adminSurveys/SurveyTagsScreen'),
      (m) => m.SurveyTagsScreen,
    ),
  },
  // Survey periods in every organisation: search, per survey, a parent's children, properties, attention.
  {
    path: '/survey/survey-period-search',
    title: 'admin_periods.search.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/adminPeriods/PeriodSearchScreen'),
      (m) => m.PeriodSearchScreen,
    ),
  },
  {
    path: '/admin/survey-periods/:surveyId/:parentOrgId?',
    title: 'admin_periods.survey.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/adminPeriods/SurveyPeriodsScreen'),
      (m) => m.SurveyPeriodsScreen,
    ),
  },
  {
    path: '/admin/linked-school-periods/:periodId',
    title: 'admin_periods.linked.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/adminPeriods/LinkedSchoolPeriodsScreen'),
      (m) => m.LinkedSchoolPeriodsScreen,
    ),
  },
  {
    path: '/admin/period-props/:periodId',
    title: 'admin_periods.props.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/adminPeriods/PeriodPropsScreen'),
      (m) => m.PeriodPropsScreen,
    ),
  },
  {
    path: '/admin/survey-periods-management',
    title: 'admin_periods.management.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/adminPeriods/PeriodsManagementScreen'),
      (m) => m.PeriodsManagementScreen,
    ),
  },
  {
    path: '/admin/recently-closed-periods',
    title: 'admin_periods.recently_closed.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/adminPeriods/RecentlyClosedPeriodsScreen'),
      (m) => m.RecentlyClosedPeriodsScreen,
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
    path: '/admin/code-generator',
    title: 'code_generator.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/codeGenerator/CodeGeneratorScreen'),
      (m) => m.CodeGeneratorScreen,
    ),
  },
  {
    path: '/admin/custom-links',
    title: 'custom_links.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/customLinks/CustomLinksScreen'),
      (m) => m.CustomLinksScreen,
    ),
  },
  {
    path: '/admin/custom-links/:id',
    title: 'custom_links.edit_title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/customLinks/CustomLinkScreen'),
      (m) => m.CustomLinkScreen,
    ),
  },
  {
    path: '/admin/survey-packages',
    title: 'survey_packages.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/surveyPackages/SurveyPackagesScreen'),
      (m) => m.SurveyPackagesScreen,
    ),
  },
  {
    path: '/admin/survey-packages/:id',
    title: 'survey_packages.edit_title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/surveyPackages/SurveyPackageScreen'),
      (m) => m.SurveyPackageScreen,
    ),
  },
  {
    path: '/admin/dashboards-manager/:id',
    title: 'dashboards_manager.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/dashboardsManager/DashboardsManagerScreen'),
      (m) => m.DashboardsManagerScreen,
    ),
  },
  {
    path: '/admin/invitation-manager/:id/:tab?',
    aliases: ['/admin/invitation-manager'],
    title: 'invitations.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/invitations/InvitationManagerScreen'),
      (m) => m.InvitationManagerScreen,
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
      () => import('../../screens/fileStore/AdminClientDataUploadsScreen'),
      (m) => m.AdminClientDataUploadsScreen,
    ),
  },
  {
    path: '/admin/bucket-file',
    title: 'pages.admin_bucket_file.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/fileStore/BucketFilesScreen'),
      (m) => m.BucketFilesScreen,
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
