import type { organizations } from '../db/schema';
import type { OrganizationPage } from '../services/organizations/organizationPage';
import { presentSchool } from './user';

type OrganizationRow = typeof organizations.$inferSelect;

export function presentOrganizationSummary(row: OrganizationRow) {
  return { id: row.id, name: row.name, slug: row.slug, type: row.type, city: row.city, country: row.country };
}

/** The back office's record of an organisation: its public fields and its results anonymity thresholds. */
export function presentAdminOrganization(row: OrganizationRow) {
  return {
    ...presentSchool(row),
    results_min_group: row.resultsMinGroup,
    results_min_text_group: row.resultsMinTextGroup,
  };
}

export function presentOrganizationPage(page: OrganizationPage) {
  return {
    ...presentOrganizationSummary(page.organization),
    languages: page.organization.languages,
    default_language: page.organization.defaultLanguage,
    parent: page.parent ? presentOrganizationSummary(page.parent) : null,
    schools: page.schools.map(presentOrganizationSummary),
    sso_enabled: page.ssoEnabled,
    plans: page.plans,
  };
}
