import { z } from 'zod';
import { idSchema, maxId } from '../../http/fields';

const id = idSchema;
const ids = z.array(id).max(500);
/** An id as an object key (question filters): digits, and no more than the id column holds. */
const idKey = z
  .string()
  .regex(/^\d+$/, 'filter ids are numbers')
  .refine((key) => Number(key) <= maxId, 'is not a known id');

export const periodIdentifiersSchema = z.object({
  type: z.enum(['period', 'survey', 'parent_period']),
  id,
});

export const activeFiltersSchema = z.object({
  class: ids.optional(),
  group: ids.optional(),
  grade: z.array(z.number().int().min(0).max(13)).max(14).optional(),
  teacher: ids.optional(),
  question: z.record(idKey, z.array(z.string().max(200)).max(200)).optional(),
});

export const resultsRequestBody = z.object({
  period_identifiers: periodIdentifiersSchema,
  filters: activeFiltersSchema.optional(),
  /** 0 is a parent period's aggregate (parentAggregateBenchmarkId); no more than the id column holds. */
  benchmarkId: z.number().int().nonnegative().max(maxId, 'is not a known id').nullable().optional(),
});

export const openTextsBody = z.object({
  period_identifiers: periodIdentifiersSchema,
  filters: activeFiltersSchema.optional(),
  question_id: z.string().min(1).max(100),
});

export const compareBody = z.object({
  period_identifiers: periodIdentifiersSchema,
  compare_identifiers: periodIdentifiersSchema,
  filters: activeFiltersSchema.optional(),
  /** The benchmark chosen on the opened selection: its scores come beside the compared rows. */
  benchmarkId: resultsRequestBody.shape.benchmarkId,
});

/** A page of the heat map's schools (by name; 500 at most), optionally those whose names contain `search`. */
export const heatMapBody = z.object({
  period_identifiers: periodIdentifiersSchema,
  page: z.number().int().min(1).max(100_000).optional(),
  page_size: z.number().int().min(1).max(500).optional(),
  search: z.string().max(200).optional(),
});

/** The paging of a heat map request, as loadHeatMap takes it. */
export const heatMapPaging = (body: z.infer<typeof heatMapBody>) => ({
  page: body.page,
  pageSize: body.page_size,
  search: body.search,
});
