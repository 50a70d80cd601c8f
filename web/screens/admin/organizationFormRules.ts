import type { AdminOrganizationDetail, OrganizationKind } from '../../queries/adminOrganizations';

export type OrganizationDraft = {
  name: string;
  slug: string;
  type: OrganizationKind;
  parentId: number | null;
  city: string;
  country: string;
  languages: string[];
  defaultLanguage: string;
};

export const slugPattern = /^[a-z0-9][a-z0-9-]*$/;

/** 'Rīgas 1. vidusskola' → 'rigas-1-vidusskola': a suggestion while the slug has not been typed. */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

export function draftFrom(organization?: AdminOrganizationDetail): OrganizationDraft {
  if (!organization) {
    return {
      name: '',
      slug: '',
      type: 'school',
      parentId: null,
      city: '',
      country: 'LV',
      languages: ['lv', 'en', 'ru'],
      defaultLanguage: 'lv',
    };
  }
  return {
    name: organization.name,
    slug: organization.slug,
    type: organization.type,
    parentId: organization.parent_id,
    city: organization.city ?? '',
    country: organization.country,
    languages: organization.languages,
    defaultLanguage: organization.default_language,
  };
}

/** The problems the form can see itself, as translation keys per field (the server checks again). */
export function draftProblems(draft: OrganizationDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.name.trim().length < 2) problems.name = 'back_office.organization.name_short';
  if (!slugPattern.test(draft.slug.trim())) problems.slug = 'back_office.organization.slug_invalid';
  if (!/^[A-Za-z]{2}$/.test(draft.country.trim())) problems.country = 'back_office.organization.country_hint';
  if (draft.languages.length === 0) problems.languages = 'back_office.organization.languages_required';
  else if (!draft.languages.includes(draft.defaultLanguage))
    problems.default_language = 'back_office.organization.default_language_hint';
  return problems;
}
