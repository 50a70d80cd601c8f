import { loadScreen } from '../loadScreen';
import type { AppRoute } from '../routeTypes';

/** Signing in and out, terms, passwords, profile, identities and the role homes (spec §2). */
export const accountRoutes: AppRoute[] = [
  {
    path: '/users/login',
    title: 'pages.login.title',
    screen: loadScreen(
      () => import('../../screens/auth/LoginScreen'),
      (m) => m.LoginScreen,
    ),
  },
  {
    path: '/logout',
    aliases: ['/users/logout'],
    title: 'pages.logout.title',
    screen: loadScreen(
      () => import('../../screens/auth/LogoutScreen'),
      (m) => m.LogoutScreen,
    ),
  },
  {
    path: '/terms/:language?',
    title: 'pages.terms.title',
    screen: loadScreen(
      () => import('../../screens/auth/TermsScreen'),
      (m) => m.TermsScreen,
    ),
  },
  {
    path: '/short-terms',
    title: 'pages.terms.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/auth/ShortTermsScreen'),
      (m) => m.ShortTermsScreen,
    ),
  },
  {
    path: '/dashboard',
    title: 'pages.dashboard.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/dashboard/DashboardScreen'),
      (m) => m.DashboardScreen,
    ),
  },
  {
    path: '/student/dashboard',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/dashboard/StudentDashboardScreen'),
      (m) => m.StudentDashboardScreen,
    ),
  },
  {
    path: '/school/teacher/dashboard',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/dashboard/TeacherDashboardScreen'),
      (m) => m.TeacherDashboardScreen,
    ),
  },
  {
    path: '/school/admin/dashboard',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/dashboard/SchoolAdminDashboardScreen'),
      (m) => m.SchoolAdminDashboardScreen,
    ),
  },
  {
    path: '/organization/dashboard',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/dashboard/OrganizationDashboardScreen'),
      (m) => m.OrganizationDashboardScreen,
    ),
  },
  {
    path: '/organization/schools',
    title: 'dashboards.schools.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/dashboard/OrganizationSchoolsScreen'),
      (m) => m.OrganizationSchoolsScreen,
    ),
  },
  {
    path: '/school/class-session/:periodId/:classId',
    title: 'dashboards.session.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/surveys/classSession/ClassSessionScreen'),
      (m) => m.ClassSessionScreen,
    ),
  },
  {
    path: '/users/identity',
    title: 'pages.identity.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/auth/IdentitySwitcherScreen'),
      (m) => m.IdentitySwitcherScreen,
    ),
  },
  {
    path: '/users/unbecome',
    title: 'pages.identity.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/auth/UnbecomeScreen'),
      (m) => m.UnbecomeScreen,
    ),
  },
  {
    path: '/users/forgot-password',
    title: 'pages.forgot_password.title',
    screen: loadScreen(
      () => import('../../screens/auth/ForgotPasswordScreen'),
      (m) => m.ForgotPasswordScreen,
    ),
  },
  // Spec: the same screen as forgot-password, opened with the new-user flag (read from the path).
  {
    path: '/users/create-password',
    title: 'pages.create_password.title',
    screen: loadScreen(
      () => import('../../screens/auth/ForgotPasswordScreen'),
      (m) => m.ForgotPasswordScreen,
    ),
  },
  {
    path: '/users/reset-password',
    title: 'pages.reset_password.title',
    screen: loadScreen(
      () => import('../../screens/auth/ResetPasswordScreen'),
      (m) => m.ResetPasswordScreen,
    ),
  },
  {
    path: '/users/change-email',
    title: 'pages.change_email.title',
    screen: loadScreen(
      () => import('../../screens/auth/ChangeEmailScreen'),
      (m) => m.ChangeEmailScreen,
    ),
  },
  {
    path: '/users/edit-profile',
    title: 'pages.edit_profile.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/auth/EditProfileScreen'),
      (m) => m.EditProfileScreen,
    ),
  },
  {
    path: '/auth/invite/:token',
    title: 'pages.invite.title',
    screen: loadScreen(
      () => import('../../screens/auth/InviteScreen'),
      (m) => m.InviteScreen,
    ),
  },
  {
    path: '/tokenized',
    title: 'pages.tokenized.title',
    screen: loadScreen(
      () => import('../../screens/auth/TokenizedScreen'),
      (m) => m.TokenizedScreen,
    ),
  },
];
