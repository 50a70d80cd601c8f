import { loadScreen } from '../loadScreen';
import type { AppRoute } from '../routeTypes';

/**
 * Action plans and success plans (spec §2). /school/action-plans carries no permission list, like the
 * results routes: a teacher with teacher_access_to_results may plan for their classes, which the
 * permission guard cannot express; the API decides (docs/ROLES.md).
 */
export const actionPlanRoutes: AppRoute[] = [
  {
    path: '/school/action-plans/:id?',
    title: 'pages.action_plans.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/actionPlans/ActionPlansScreen'),
      (m) => m.ActionPlansScreen,
    ),
  },
  {
    path: '/success-plan/:id',
    title: 'pages.success_plan.title',
    screen: loadScreen(
      () => import('../../screens/successPlans/PublicPlanScreen'),
      (m) => m.PublicPlanScreen,
    ),
  },
  {
    path: '/admin/success-plans',
    title: 'pages.success_plans_admin.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/successPlans/SuccessPlansAdminScreen'),
      (m) => m.SuccessPlansAdminScreen,
    ),
  },
  {
    path: '/admin/success-plans/:id',
    title: 'pages.success_plans_admin.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/successPlans/SuccessPlanAdminScreen'),
      (m) => m.SuccessPlanAdminScreen,
    ),
  },
];
