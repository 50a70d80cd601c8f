import { loadScreen } from '../loadScreen';
import type { AppRoute } from '../routeTypes';

const listScreen = loadScreen(
  () => import('../../screens/results/ResultsListScreen'),
  (m) => m.ResultsListScreen,
);
const schoolsViewScreen = loadScreen(
  () => import('../../screens/results/schoolsView/SchoolsViewScreen'),
  (m) => m.SchoolsViewScreen,
);
const dashboardScreen = loadScreen(
  () => import('../../screens/results/ResultsDashboardScreen'),
  (m) => m.ResultsDashboardScreen,
);

/**
 * Results (spec §2). The school routes carry no permission list: besides view_survey_results, a teacher
 * flagged with teacher_access_to_results may enter, which the permission guard (names only) cannot
 * express. The screens check the results rules themselves and say so to anyone else; the API checks again.
 */
export const resultsRoutes: AppRoute[] = [
  {
    path: '/school/results',
    aliases: ['/school/teacher/results-dashboard'],
    title: 'pages.results.list.title',
    loginRequired: true,
    screen: listScreen,
  },
  {
    path: '/v2/school/teacher/results/:id/:compare?',
    aliases: ['/v2/school/results/:id/:compare?'],
    title: 'pages.results.dashboard.title',
    loginRequired: true,
    screen: dashboardScreen,
  },
  {
    path: '/organization/results',
    title: 'pages.results.organization.title',
    loginRequired: true,
    screen: listScreen,
  },
  {
    path: '/organization/results/schools',
    title: 'pages.results.schools.title',
    loginRequired: true,
    screen: schoolsViewScreen,
  },
  {
    path: '/v2/organization/results/open/:type/:id/:compare?',
    title: 'pages.results.dashboard.title',
    loginRequired: true,
    screen: dashboardScreen,
  },
  {
    path: '/results/demo',
    title: 'pages.results.demo.title',
    screen: dashboardScreen,
  },
];
