/** Addresses of the organisation catalogue screens (spec §2). */
export const cataloguePaths = {
  tags: (id: number | 'all' | 'new' = 'all') => `/admin/organization-tags/${id}`,
  properties: (id: number | 'all' | 'new' = 'all') => `/admin/organization-properties/${id}`,
  organizationValues: (organizationId: number) => `/admin/organization-property-values/${organizationId}`,
  valueUsers: (valueId: number) => `/admin/organization-property-value-users/${valueId}`,
  propertiesGeneration: (periodId: number) => `/admin/properties-generation/${periodId}`,
  fiscalYears: (organizationId: number) => `/admin/fiscal-years/${organizationId}`,
  fiscalYear: (id: number | 'new', organizationId?: number) =>
    id === 'new'
      ? `/admin/fiscal-years-edit/new?organization=${organizationId}`
      : `/admin/fiscal-years-edit/${id}`,
};

/** A name in en, lv and ru as the form's three fields, and back. */
export const nameFields = (name?: { en?: string; lv?: string; ru?: string }) => ({
  name_en: name?.en ?? '',
  name_lv: name?.lv ?? '',
  name_ru: name?.ru ?? '',
});
export const nameOf = (values: { name_en: string; name_lv: string; name_ru: string }) => ({
  en: values.name_en.trim(),
  lv: values.name_lv.trim(),
  ru: values.name_ru.trim(),
});
