import { loadScreen } from './loadScreen';
import { accountRoutes } from './routes/accountRoutes';
import { actionPlanRoutes } from './routes/actionPlanRoutes';
import { backOfficeRoutes } from './routes/backOfficeRoutes';
import { benchmarkRoutes } from './routes/benchmarkRoutes';
import { metricsRoutes } from './routes/metricsRoutes';
import { organizationCatalogueRoutes } from './routes/organizationCatalogueRoutes';
import { platformAdminRoutes } from './routes/platformAdminRoutes';
import { publicRoutes } from './routes/publicRoutes';
import { resultsRoutes } from './routes/resultsRoutes';
import { schoolRoutes } from './routes/schoolRoutes';
import { surveyRoutes } from './routes/surveyRoutes';
import type { AppRoute } from './routeTypes';

/**
 * The route table of spec §2, one file per area under routes/. The catch-all /{org_name} and the
 * not-found page stay last.
 */
export const routeTable: AppRoute[] = [
  ...publicRoutes,
  ...accountRoutes,
  ...schoolRoutes,
  ...surveyRoutes,
  ...resultsRoutes,
  ...backOfficeRoutes,
  ...platformAdminRoutes,
  ...benchmarkRoutes,
  ...organizationCatalogueRoutes,
  ...metricsRoutes,
  ...actionPlanRoutes,
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
      () => import('../components/messages/NotFoundScreen'),
      (m) => m.NotFoundScreen,
    ),
  },
];
