import { loadScreen } from '../loadScreen';
import type { AppRoute } from '../routeTypes';

/** /metrics (spec §2: login required; the API answers super-admins and organisation admins) and results usage. */
export const metricsRoutes: AppRoute[] = [
  {
    path: '/metrics',
    title: 'metrics.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/metrics/MetricsScreen'),
      (m) => m.MetricsScreen,
    ),
  },
  {
    path: '/admin/organization/:id/results-usage',
    title: 'results_usage.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/metrics/ResultsUsageScreen'),
      (m) => m.ResultsUsageScreen,
    ),
  },
];
