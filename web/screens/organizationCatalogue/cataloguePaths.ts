import type { Localized } from '../../../common/survey/content';
import { writtenTexts } from '../../components/backOffice/LocalizedTextFields';

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

/** A name per survey language as the form's one localized value, and back (empty languages left out). */
export const nameFields = (name?: Localized) => ({ name: { ...name } as Localized });
export const nameOf = (values: { name: Localized }) => writtenTexts(values.name);
