import { z } from 'zod';
import { idParam, idSchema, localizedField, patchBody } from '../../http/fields';
import { minBenchmarkSchools } from '../../services/benchmarks/computeBenchmarks';

const schoolYear = z.number().int().min(2000).max(2100);

const fields = {
  name: localizedField(200),
  survey_version_ids: z.array(idSchema).min(1, 'choose at least one survey version').max(50),
  school_years: z.array(schoolYear).min(1, 'choose at least one school year').max(20),
  parent_ids: z.array(idSchema).max(500),
  value_ids: z.array(idSchema).max(500).optional(),
  tag_ids: z.array(idSchema).max(500).optional(),
  min_schools: z.number().int().min(minBenchmarkSchools, `at least ${minBenchmarkSchools}`).max(10000),
};

export const benchmarkParams = z.object({ id: idParam });
export const benchmarkItemParams = z.object({ id: idParam, key: z.string().min(1).max(300) });
export const benchmarkListQuery = z.object({ search: z.string().trim().max(200).optional() });
export const createBenchmarkBody = z.strictObject(fields);
export const updateBenchmarkBody = patchBody({
  name: fields.name.optional(),
  survey_version_ids: fields.survey_version_ids.optional(),
  school_years: fields.school_years.optional(),
  parent_ids: fields.parent_ids.optional(),
  value_ids: fields.value_ids,
  tag_ids: fields.tag_ids,
  min_schools: fields.min_schools.optional(),
});
export const publishBody = z.strictObject({ published: z.boolean() });
export const accessBody = z.strictObject({
  for_everyone: z.boolean(),
  offered_to_freemium: z.boolean(),
  organization_ids: z.array(idSchema).max(5000),
  tag_ids: z.array(idSchema).max(500).optional(),
});
export const itemBody = z.strictObject({
  score: z.number().min(0).max(100),
  favourable: z.number().min(0).max(1).nullable(),
  source: z.string().trim().min(1, 'name the source').max(500),
});
