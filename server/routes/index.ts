import type { RouteModule } from '../deps';
import { batchRoutes } from './batch/batch';
import { eventRoutes } from './events/events';
import { healthRoutes } from './health/health';
import { logRoutes } from './logs/logs';
import { organizationRoutes } from './organizations/organizations';
import { translationRoutes } from './translations/translations';

export const routeModules: RouteModule[] = [
  healthRoutes,
  batchRoutes,
  eventRoutes,
  logRoutes,
  translationRoutes,
  organizationRoutes,
];
