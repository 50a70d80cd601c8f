import { z } from 'zod';
import { idParam, idSchema, localizedField, patchBody } from '../../http/fields';

const name = localizedField(100);

export const catalogueIdParams = z.object({ id: idParam });
export const valueUserParams = z.object({ id: idParam, userId: idParam });

export const tagBody = z.strictObject({ name });
export const propertyBody = z.strictObject({
  name,
  values: z.array(name).max(200, 'at most 200 values').default([]),
});
export const renameBody = z.strictObject({ name });
export const organizationCatalogueBody = z.strictObject({
  tag_ids: z.array(idSchema).max(500),
  value_ids: z.array(idSchema).max(500),
});
export const valueUserBody = z.strictObject({
  user: z.string().trim().min(1, 'write an e-mail address or username').max(254),
});

/** A calendar day between 1990 and 2199 (PostgreSQL would refuse some others, and none is a school year). */
const day = z.iso
  .date('must be a date (YYYY-MM-DD)')
  .refine((value) => value >= '1990-01-01' && value < '2200-01-01', 'must be between 1990 and 2199');

const fiscalYearFields = {
  name: z.string().trim().min(1, 'is required').max(50, 'at most 50 characters'),
  starts_on: day,
  ends_on: day,
};
export const fiscalYearBody = z.strictObject(fiscalYearFields);
export const fiscalYearPatch = patchBody({
  name: fiscalYearFields.name.optional(),
  starts_on: day.optional(),
  ends_on: day.optional(),
});
