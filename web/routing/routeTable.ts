import { loadScreen } from './loadScreen';
import type { AppRoute } from './routeTypes';

/**
 * The route table of spec §2. Routes are added here as their screens are built; the catch-all
 * /{org_name} stays last among one-segment paths.
 */
export const routeTable: AppRoute[] = [
  {
    path: '/',
    title: 'pages.home.title',
    screen: loadScreen(
      () => import('../screens/home/HomeScreen'),
      (m) => m.HomeScreen,
    ),
  },
  {
    path: '/stylebook',
    title: 'pages.stylebook.title',
    screen: loadScreen(
      () => import('../screens/stylebook/StylebookScreen'),
      (m) => m.StylebookScreen,
    ),
  },
  {
    path: '/product',
    title: 'pages.product.title',
    screen: loadScreen(
      () => import('../screens/marketing/ProductScreen'),
      (m) => m.ProductScreen,
    ),
  },
  {
    path: '/bett',
    title: 'pages.bett.title',
    screen: loadScreen(
      () => import('../screens/marketing/BettScreen'),
      (m) => m.BettScreen,
    ),
  },
  {
    path: '/questions',
    title: 'pages.questions.title',
    screen: loadScreen(
      () => import('../screens/marketing/QuestionsScreen'),
      (m) => m.QuestionsScreen,
    ),
  },
  {
    path: '/about',
    title: 'pages.about.title',
    screen: loadScreen(
      () => import('../screens/marketing/AboutScreen'),
      (m) => m.AboutScreen,
    ),
  },
  {
    path: '/jobs',
    title: 'pages.jobs.title',
    screen: loadScreen(
      () => import('../screens/marketing/JobsScreen'),
      (m) => m.JobsScreen,
    ),
  },
  {
    path: '/skola2030',
    title: 'pages.skola2030.title',
    screen: loadScreen(
      () => import('../screens/marketing/Skola2030Screen'),
      (m) => m.Skola2030Screen,
    ),
  },
  {
    path: '/users/about',
    title: 'pages.users_about.title',
    screen: loadScreen(
      () => import('../screens/marketing/UsersAboutScreen'),
      (m) => m.UsersAboutScreen,
    ),
  },
  // Spec §2: these paths have no screen of their own.
  { path: '/about-school', redirect: '/' },
  { path: '/pasvaldibam', redirect: '/product' },
  { path: '/pirmsskolam', redirect: '/product' },
  {
    path: '/closed',
    title: 'pages.closed.title',
    screen: loadScreen(
      () => import('../screens/system/ClosedScreen'),
      (m) => m.ClosedScreen,
    ),
  },
  {
    path: '/urlexpired',
    aliases: ['/mailedurlexpired'],
    title: 'pages.expired.title',
    screen: loadScreen(
      () => import('../screens/system/ExpiredLinkScreen'),
      (m) => m.ExpiredLinkScreen,
    ),
  },
  {
    path: '/users/login',
    title: 'pages.login.title',
    screen: loadScreen(
      () => import('../screens/auth/LoginScreen'),
      (m) => m.LoginScreen,
    ),
  },
  {
    path: '/logout',
    aliases: ['/users/logout'],
    title: 'pages.logout.title',
    screen: loadScreen(
      () => import('../screens/auth/LogoutScreen'),
      (m) => m.LogoutScreen,
    ),
  },
  {
    path: '/terms/:language?',
    title: 'pages.terms.title',
    screen: loadScreen(
      () => import('../screens/auth/TermsScreen'),
      (m) => m.TermsScreen,
    ),
  },
  {
    path: '/short-terms',
    title: 'pages.terms.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/auth/ShortTermsScreen'),
      (m) => m.ShortTermsScreen,
    ),
  },
  {
    path: '/dashboard',
    title: 'pages.dashboard.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/dashboard/DashboardScreen'),
      (m) => m.DashboardScreen,
    ),
  },
  {
    path: '/student/dashboard',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/dashboard/RoleHomeScreens'),
      (m) => m.StudentDashboardScreen,
    ),
  },
  {
    path: '/school/teacher/dashboard',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/dashboard/RoleHomeScreens'),
      (m) => m.TeacherDashboardScreen,
    ),
  },
  {
    path: '/school/admin/dashboard',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/dashboard/RoleHomeScreens'),
      (m) => m.SchoolAdminDashboardScreen,
    ),
  },
  {
    path: '/organization/dashboard',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/dashboard/RoleHomeScreens'),
      (m) => m.OrganizationDashboardScreen,
    ),
  },
  {
    path: '/users/identity',
    title: 'pages.identity.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/auth/IdentitySwitcherScreen'),
      (m) => m.IdentitySwitcherScreen,
    ),
  },
  {
    path: '/users/unbecome',
    title: 'pages.identity.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/auth/UnbecomeScreen'),
      (m) => m.UnbecomeScreen,
    ),
  },
  {
    path: '/admin/organizations',
    aliases: ['/admin/search-organizations'],
    title: 'pages.admin_organizations.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminOrganizationsScreen'),
      (m) => m.AdminOrganizationsScreen,
    ),
  },
  {
    path: '/admin/all-emails',
    title: 'pages.admin_emails.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminEmailsScreen'),
      (m) => m.AdminEmailsScreen,
    ),
  },
  {
    path: '/admin/users',
    title: 'pages.admin_users.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminUsersScreen'),
      (m) => m.AdminUsersScreen,
    ),
  },
  {
    path: '/users/forgot-password',
    title: 'pages.forgot_password.title',
    screen: loadScreen(
      () => import('../screens/auth/ForgotPasswordScreen'),
      (m) => m.ForgotPasswordScreen,
    ),
  },
  // Spec: the same screen as forgot-password, opened with the new-user flag (read from the path).
  {
    path: '/users/create-password',
    title: 'pages.create_password.title',
    screen: loadScreen(
      () => import('../screens/auth/ForgotPasswordScreen'),
      (m) => m.ForgotPasswordScreen,
    ),
  },
  {
    path: '/users/reset-password',
    title: 'pages.reset_password.title',
    screen: loadScreen(
      () => import('../screens/auth/ResetPasswordScreen'),
      (m) => m.ResetPasswordScreen,
    ),
  },
  {
    path: '/users/change-email',
    title: 'pages.change_email.title',
    screen: loadScreen(
      () => import('../screens/auth/ChangeEmailScreen'),
      (m) => m.ChangeEmailScreen,
    ),
  },
  {
    path: '/users/edit-profile',
    title: 'pages.edit_profile.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/auth/EditProfileScreen'),
      (m) => m.EditProfileScreen,
    ),
  },
  {
    path: '/auth/invite/:token',
    title: 'pages.invite.title',
    screen: loadScreen(
      () => import('../screens/auth/InviteScreen'),
      (m) => m.InviteScreen,
    ),
  },
  {
    path: '/tokenized',
    title: 'pages.tokenized.title',
    screen: loadScreen(
      () => import('../screens/auth/TokenizedScreen'),
      (m) => m.TokenizedScreen,
    ),
  },
  {
    path: '/admin/organization/:id/:tab?',
    title: 'pages.admin_organization.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminOrganizationScreen'),
      (m) => m.AdminOrganizationScreen,
    ),
  },
  {
    path: '/admin/school/:id',
    title: 'pages.admin_school.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminSchoolScreen'),
      (m) => m.AdminSchoolScreen,
    ),
  },
  {
    path: '/admin/users/:id',
    title: 'pages.admin_user.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminUserScreen'),
      (m) => m.AdminUserScreen,
    ),
  },
  {
    path: '/admin/super-admins',
    title: 'pages.admin_super_admins.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminSuperAdminsScreen'),
      (m) => m.AdminSuperAdminsScreen,
    ),
  },
  {
    path: '/admin/super-admin/:id',
    title: 'pages.admin_super_admin.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminSuperAdminScreen'),
      (m) => m.AdminSuperAdminScreen,
    ),
  },
  {
    path: '/school/classes',
    aliases: ['/school/classes/list'],
    title: 'pages.school_classes.title',
    loginRequired: true,
    permissions: ['view_respondents', 'manage_respondents'],
    screen: loadScreen(
      () => import('../screens/respondents/ClassesScreen'),
      (m) => m.ClassesScreen,
    ),
  },
  {
    path: '/school/classes/:id',
    title: 'pages.school_classes.title',
    loginRequired: true,
    permissions: ['view_respondents', 'manage_respondents'],
    screen: loadScreen(
      () => import('../screens/respondents/ClassScreen'),
      (m) => m.ClassScreen,
    ),
  },
  {
    path: '/school/groups',
    title: 'pages.school_groups.title',
    loginRequired: true,
    permissions: ['view_respondents', 'manage_respondents'],
    screen: loadScreen(
      () => import('../screens/respondents/GroupsScreen'),
      (m) => m.GroupsScreen,
    ),
  },
  {
    path: '/school/eu-groups',
    title: 'pages.school_groups.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/respondents/GroupsScreen'),
      (m) => m.GroupsScreen,
    ),
  },
  {
    path: '/school/users',
    title: 'pages.school_users.title',
    loginRequired: true,
    permissions: ['manage_respondents', 'view_respondents', 'manage_admins'],
    screen: loadScreen(
      () => import('../screens/respondents/SchoolUsersScreen'),
      (m) => m.SchoolUsersScreen,
    ),
  },
  { path: '/school/admin/school-management', redirect: '/school/users' },
  {
    path: '/admin/schools',
    title: 'pages.admin_schools.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminSchoolsScreen'),
      (m) => m.AdminSchoolsScreen,
    ),
  },
  {
    path: '/admin/classes/:id',
    title: 'pages.admin_classes.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/respondents/ClassesScreen'),
      (m) => m.ClassesScreen,
    ),
  },
  {
    path: '/admin/add-classes/:id',
    title: 'pages.admin_add_classes.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminAddClassesScreen'),
      (m) => m.AdminAddClassesScreen,
    ),
  },
  {
    path: '/admin/subjects/:id',
    title: 'pages.admin_subjects.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminSubjectsScreen'),
      (m) => m.AdminSubjectsScreen,
    ),
  },
  {
    path: '/admin/add-subjects/:id',
    title: 'pages.admin_add_subjects.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminAddSubjectsScreen'),
      (m) => m.AdminAddSubjectsScreen,
    ),
  },
  {
    path: '/admin/delete-respondents',
    title: 'pages.admin_delete_respondents.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/admin/AdminDeleteRespondentsScreen'),
      (m) => m.AdminDeleteRespondentsScreen,
    ),
  },
  // Imports of client data (spec §2) [manage_respondents]; the new school year is one of them.
  {
    path: '/school/import-types',
    title: 'pages.import_types.title',
    loginRequired: true,
    permissions: ['manage_respondents'],
    screen: loadScreen(
      () => import('../screens/imports/ImportTypesScreen'),
      (m) => m.ImportTypesScreen,
    ),
  },
  {
    path: '/school/import/:type/:section?',
    title: 'pages.import_wizard.title',
    loginRequired: true,
    permissions: ['manage_respondents'],
    screen: loadScreen(
      () => import('../screens/imports/ImportWizardScreen'),
      (m) => m.ImportWizardScreen,
    ),
  },
  {
    path: '/school/prerequisites-error',
    title: 'pages.prerequisites_error.title',
    loginRequired: true,
    permissions: ['manage_respondents'],
    screen: loadScreen(
      () => import('../screens/imports/PrerequisitesErrorScreen'),
      (m) => m.PrerequisitesErrorScreen,
    ),
  },
  {
    path: '/client-data-upload/:id?',
    title: 'pages.client_data_upload.title',
    loginRequired: true,
    permissions: ['manage_respondents'],
    screen: loadScreen(
      () => import('../screens/imports/ClientDataUploadScreen'),
      (m) => m.ClientDataUploadScreen,
    ),
  },
  { path: '/school/year-wizard', redirect: '/school/import-types' },
  {
    path: '/admin/client-data-upload',
    title: 'pages.admin_client_data_upload.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/imports/AdminImportsScreen'),
      (m) => m.AdminImportsScreen,
    ),
  },
  {
    path: '/admin/imports/wizard',
    title: 'pages.admin_import_wizard.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/imports/AdminImportWizardScreen'),
      (m) => m.AdminImportWizardScreen,
    ),
  },
  {
    path: '/student/poll/:pollId/:identityId',
    aliases: ['/school/teacher/poll/:pollId/:identityId'],
    title: 'pages.poll.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/poll/IdentifiedPollScreen'),
      (m) => m.IdentifiedPollScreen,
    ),
  },
  {
    path: '/teacher/poll/:pollUrl',
    title: 'pages.poll.title',
    screen: loadScreen(
      () => import('../screens/poll/LinkPollScreen'),
      (m) => m.LinkPollScreen,
    ),
  },
  // The survey builder: a viewer of survey designs sees it read-only.
  { path: '/survey-builder/:version/:uuid', redirect: '/survey-builder/:uuid' },
  {
    path: '/survey-builder/:uuid',
    title: 'pages.survey_builder.title',
    loginRequired: true,
    permissions: ['view_survey_design', 'manage_survey_design', 'survey_management'],
    screen: loadScreen(
      () => import('../screens/surveyBuilder/SurveyBuilderScreen'),
      (m) => m.SurveyBuilderScreen,
    ),
  },
  {
    path: '/survey/create',
    title: 'pages.survey_create.title',
    loginRequired: true,
    permissions: ['manage_survey_design', 'survey_management'],
    screen: loadScreen(
      () => import('../screens/surveyBuilder/SurveyCreateScreen'),
      (m) => m.SurveyCreateScreen,
    ),
  },
  // Running a survey: the wizard (spec: login only; the screen asks for manage_survey_periods) and the periods.
  {
    path: '/survey/wizard/:id?',
    title: 'pages.survey_wizard.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../screens/surveys/SurveyWizardScreen'),
      (m) => m.SurveyWizardScreen,
    ),
  },
  {
    path: '/school/surveys/:poll?',
    aliases: ['/organization/surveys/:poll?'],
    title: 'pages.school_surveys.title',
    loginRequired: true,
    permissions: ['view_survey_design', 'view_survey_periods'],
    screen: loadScreen(
      () => import('../screens/surveys/PeriodsScreen'),
      (m) => m.PeriodsScreen,
    ),
  },
  {
    path: '/:org_name',
    title: 'pages.organization.title',
    screen: loadScreen(
      () => import('../screens/organization/OrganizationPageScreen'),
      (m) => m.OrganizationPageScreen,
    ),
  },
  {
    path: '*',
    title: 'pages.not_found.title',
    screen: loadScreen(
      () => import('../screens/system/NotFoundScreen'),
      (m) => m.NotFoundScreen,
    ),
  },
];
