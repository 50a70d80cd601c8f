import { loadScreen } from '../loadScreen';
import type { AppRoute } from '../routeTypes';

/** Running the platform (issue 17), super-admin screens under /admin (spec §2; the API refuses others). */
export const platformAdminRoutes: AppRoute[] = [
  {
    // The spec names no address for the admin area's event-log download.
    path: '/admin/event-log',
    title: 'platform_admin.event_log.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/platformAdmin/EventLogScreen'),
      (m) => m.EventLogScreen,
    ),
  },
  {
    path: '/admin/terms',
    title: 'platform_admin.terms.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/platformAdmin/TermsEditorScreen'),
      (m) => m.TermsEditorScreen,
    ),
  },
  {
    path: '/admin/manage-languages',
    title: 'platform_admin.languages.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/platformAdmin/ManageLanguagesScreen'),
      (m) => m.ManageLanguagesScreen,
    ),
  },
  {
    path: '/admin/manage-translations/:id',
    title: 'platform_admin.translations.page_title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/platformAdmin/ManageTranslationsScreen'),
      (m) => m.ManageTranslationsScreen,
    ),
  },
];
