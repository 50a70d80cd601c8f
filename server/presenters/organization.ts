import type { organizations } from '../db/schema';
import type { OrganizationPage } from '../services/organizations/organizationPage';

type OrganizationRow = typeof organizations.$inferSelect;

export function presentOrganizationSummary(row: OrganizationRow) {
  return { id: row.id, name: row.name, slug: row.slug, type: row.type, city: row.city, country: row.country };
}

export function presentOrganizationPage(page: OrganizationPage) {
  return {
    ...presentOrganizationSummary(page.organization),
    languages: page.organization.languages,
    default_language: page.organization.defaultLanguage,
    parent: page.parent ? presentOrganizationSummary(page.parent) : null,
    schools: page.schools.map(presentOrganizationSummary),
  };
}
