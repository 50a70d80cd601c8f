import { loadScreen } from '../loadScreen';
import type { AppRoute } from '../routeTypes';

/** The organisation catalogue in the back office (spec §2: login required only; the API refuses anyone but super-admins). */
export const organizationCatalogueRoutes: AppRoute[] = [
  {
    path: '/admin/organization-tags/:id',
    title: 'catalogue.tags.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/organizationCatalogue/OrganizationTagsScreen'),
      (m) => m.OrganizationTagsScreen,
    ),
  },
  {
    path: '/admin/organization-properties/:id',
    title: 'catalogue.properties.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/organizationCatalogue/OrganizationPropertiesScreen'),
      (m) => m.OrganizationPropertiesScreen,
    ),
  },
  {
    path: '/admin/organization-property-values/:id',
    title: 'catalogue.organization_values.page_title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/organizationCatalogue/OrganizationValuesScreen'),
      (m) => m.OrganizationValuesScreen,
    ),
  },
  {
    path: '/admin/organization-property-value-users/:id',
    title: 'catalogue.value_users.title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/organizationCatalogue/ValueUsersScreen'),
      (m) => m.ValueUsersScreen,
    ),
  },
  {
    path: '/admin/properties-generation/:period',
    title: 'catalogue.generation.page_title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/organizationCatalogue/PropertiesGenerationScreen'),
      (m) => m.PropertiesGenerationScreen,
    ),
  },
  {
    path: '/admin/fiscal-years/:org_id',
    title: 'catalogue.fiscal_years.page_title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/organizationCatalogue/FiscalYearsScreen'),
      (m) => m.FiscalYearsScreen,
    ),
  },
  {
    path: '/admin/fiscal-years-edit/:fiscal_year_id',
    title: 'catalogue.fiscal_years.page_title',
    loginRequired: true,
    screen: loadScreen(
      () => import('../../screens/organizationCatalogue/FiscalYearEditScreen'),
      (m) => m.FiscalYearEditScreen,
    ),
  },
];
