import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Localized } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { benchmarkAccess, benchmarkDefinitions } from '../../db/schema/benchmarkDefinitions';
import {
  benchmarkTagAccess,
  organizationPropertyValues,
  organizationTags,
} from '../../db/schema/organizationCatalogue';
import { organizations } from '../../db/schema/organizations';
import { benchmarks } from '../../db/schema/results';
import { surveyVersions } from '../../db/schema/surveys';
import { AppError, fieldError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';

export type DefinitionInput = {
  name: Localized;
  survey_version_ids: number[];
  school_years: number[];
  parent_ids: number[];
  /** Organisation property values (of the periods' copies) the schools must have; tags, any of them. */
  value_ids?: number[];
  tag_ids?: number[];
  min_schools: number;
};

type BenchmarkRow = typeof benchmarks.$inferSelect;
type DefinitionRow = typeof benchmarkDefinitions.$inferSelect;

export function presentDefinedBenchmark(
  row: BenchmarkRow,
  definition: DefinitionRow,
  organizationIds: number[],
  accessTagIds: number[] = [],
) {
  return {
    id: row.id,
    name: row.name,
    survey_version_ids: definition.surveyVersionIds,
    school_years: definition.schoolYears,
    parent_ids: definition.rule.parentIds,
    value_ids: definition.rule.valueIds ?? [],
    tag_ids: definition.rule.tagIds ?? [],
    min_schools: definition.minSchools,
    status: definition.status,
    compute_state: definition.computeState,
    progress: definition.progress,
    compute_error: definition.computeError,
    school_count: row.schoolCount,
    respondent_count: row.respondentCount,
    computed_at: definition.computeState === 'done' ? row.computedAt.toISOString() : null,
    published_at: definition.publishedAt?.toISOString() ?? null,
    for_everyone: definition.forEveryone,
    offered_to_freemium: definition.offeredToFreemium,
    organization_ids: organizationIds,
    access_tag_ids: accessTagIds,
  };
}

export type DefinedBenchmark = ReturnType<typeof presentDefinedBenchmark>;

/** Every defined benchmark, newest first; `search` matches the name in any language. */
export async function listDefinedBenchmarks(db: Db, search: string) {
  const rows = await db
    .select({ row: benchmarks, definition: benchmarkDefinitions })
    .from(benchmarks)
    .innerJoin(benchmarkDefinitions, eq(benchmarkDefinitions.benchmarkId, benchmarks.id))
    .where(
      search ? ilike(sql`${benchmarks.name}::text`, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    )
    .orderBy(desc(benchmarks.id));
  const access = rows.length
    ? await db
        .select()
        .from(benchmarkAccess)
        .where(
          inArray(
            benchmarkAccess.benchmarkId,
            rows.map(({ row }) => row.id),
          ),
        )
    : [];
  const organizationsOf = (id: number) =>
    access.filter((item) => item.benchmarkId === id).map((item) => item.organizationId);
  const tagAccess = rows.length
    ? await db
        .select()
        .from(benchmarkTagAccess)
        .where(
          inArray(
            benchmarkTagAccess.benchmarkId,
            rows.map(({ row }) => row.id),
          ),
        )
    : [];
  const tagsOf = (id: number) =>
    tagAccess.filter((item) => item.benchmarkId === id).map((item) => item.tagId);
  return rows.map(({ row, definition }) =>
    presentDefinedBenchmark(row, definition, organizationsOf(row.id), tagsOf(row.id)),
  );
}

/** One defined benchmark with its access list; ids of automatic benchmarks answer 404 as missing ones. */
export async function loadDefinedBenchmark(db: Db, id: number) {
  const [found] = await db
    .select({ row: benchmarks, definition: benchmarkDefinitions })
    .from(benchmarks)
    .innerJoin(benchmarkDefinitions, eq(benchmarkDefinitions.benchmarkId, benchmarks.id))
    .where(eq(benchmarks.id, id));
  if (!found) throw notFound('Benchmark');
  const access = await db
    .select({ organizationId: benchmarkAccess.organizationId })
    .from(benchmarkAccess)
    .where(eq(benchmarkAccess.benchmarkId, id))
    .orderBy(benchmarkAccess.organizationId);
  const tags = await db
    .select({ tagId: benchmarkTagAccess.tagId })
    .from(benchmarkTagAccess)
    .where(eq(benchmarkTagAccess.benchmarkId, id))
    .orderBy(benchmarkTagAccess.tagId);
  return presentDefinedBenchmark(
    found.row,
    found.definition,
    access.map((item) => item.organizationId),
    tags.map((item) => item.tagId),
  );
}

async function checkReferences(db: Db, input: Partial<DefinitionInput>) {
  const versionIds = [...new Set(input.survey_version_ids ?? [])];
  if (versionIds.length > 0) {
    const found = await db
      .select({ id: surveyVersions.id })
      .from(surveyVersions)
      .where(inArray(surveyVersions.id, versionIds));
    if (found.length !== versionIds.length)
      throw fieldError('survey_version_ids: a survey version does not exist');
  }
  const parentIds = [...new Set(input.parent_ids ?? [])];
  if (parentIds.length > 0) {
    const found = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(inArray(organizations.id, parentIds), eq(organizations.type, 'organization')));
    if (found.length !== parentIds.length) throw fieldError('parent_ids: not an organisation with schools');
  }
  const valueIds = [...new Set(input.value_ids ?? [])];
  if (valueIds.length > 0) {
    const found = await db
      .select({ id: organizationPropertyValues.id })
      .from(organizationPropertyValues)
      .where(inArray(organizationPropertyValues.id, valueIds));
    if (found.length !== valueIds.length) throw fieldError('value_ids: a property value does not exist');
  }
  await checkTags(db, 'tag_ids', input.tag_ids ?? []);
}

async function checkTags(db: Db, field: string, ids: number[]) {
  const tagIds = [...new Set(ids)];
  if (tagIds.length === 0) return;
  const found = await db
    .select({ id: organizationTags.id })
    .from(organizationTags)
    .where(inArray(organizationTags.id, tagIds));
  if (found.length !== tagIds.length) throw fieldError(`${field}: a tag does not exist`);
}

const ruleOf = (input: { parent_ids: number[]; value_ids?: number[]; tag_ids?: number[] }) => ({
  parentIds: sorted(input.parent_ids),
  valueIds: sorted(input.value_ids ?? []),
  tagIds: sorted(input.tag_ids ?? []),
});

const sorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

export async function createDefinedBenchmark(db: Db, claims: TokenClaims, input: DefinitionInput) {
  await checkReferences(db, input);
  const versionIds = sorted(input.survey_version_ids);
  const years = sorted(input.school_years);
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .insert(benchmarks)
      .values({
        surveyVersionId: versionIds[0],
        schoolYear: years[0],
        scope: 'defined',
        name: input.name,
        schoolCount: 0,
        respondentCount: 0,
        values: {},
      })
      .returning({ id: benchmarks.id });
    await t.insert(benchmarkDefinitions).values({
      benchmarkId: row.id,
      surveyVersionIds: versionIds,
      schoolYears: years,
      rule: ruleOf(input),
      minSchools: input.min_schools,
    });
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'create_benchmark',
      details: { benchmarkId: row.id },
    });
    return row.id;
  });
  return loadDefinedBenchmark(db, id);
}

/**
 * Edits a definition. A change to what it takes (versions, years, rule, minimum) makes it a draft
 * again whose values must be computed anew, so results never show values of another definition.
 */
export async function updateDefinedBenchmark(
  db: Db,
  claims: TokenClaims,
  id: number,
  input: Partial<DefinitionInput>,
) {
  const current = await loadDefinedBenchmark(db, id);
  await checkReferences(db, input);
  const { name, ...taken } = input;
  const changesWhatItTakes = Object.values(taken).some((value) => value !== undefined);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const versionIds = taken.survey_version_ids && sorted(taken.survey_version_ids);
    const years = taken.school_years && sorted(taken.school_years);
    if (name || versionIds || years)
      await t
        .update(benchmarks)
        .set({ name, surveyVersionId: versionIds?.[0], schoolYear: years?.[0] })
        .where(eq(benchmarks.id, id));
    if (changesWhatItTakes)
      await t
        .update(benchmarkDefinitions)
        .set({
          surveyVersionIds: versionIds,
          schoolYears: years,
          rule:
            taken.parent_ids || taken.value_ids || taken.tag_ids
              ? ruleOf({
                  parent_ids: taken.parent_ids ?? current.parent_ids,
                  value_ids: taken.value_ids ?? current.value_ids,
                  tag_ids: taken.tag_ids ?? current.tag_ids,
                })
              : undefined,
          minSchools: taken.min_schools,
          status: 'draft',
          publishedAt: null,
          computeState: 'idle',
          progress: 0,
          computeError: null,
        })
        .where(eq(benchmarkDefinitions.benchmarkId, id));
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'update_benchmark',
      details: { benchmarkId: id, fields: Object.keys(input) },
    });
  });
  return loadDefinedBenchmark(db, id);
}

/** Publishing needs values computed from enough schools; unpublishing takes it out of results at once. */
export async function setBenchmarkPublished(db: Db, claims: TokenClaims, id: number, published: boolean) {
  const current = await loadDefinedBenchmark(db, id);
  if (published && current.compute_state !== 'done')
    throw new AppError('conflict', 'Compute the benchmark from enough schools before publishing it');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .update(benchmarkDefinitions)
      .set({ status: published ? 'published' : 'draft', publishedAt: published ? new Date() : null })
      .where(eq(benchmarkDefinitions.benchmarkId, id));
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: published ? 'publish_benchmark' : 'unpublish_benchmark',
      details: { benchmarkId: id },
    });
  });
  return loadDefinedBenchmark(db, id);
}

/** Who may use it: every organisation, or the listed ones (a school, or a parent for its schools). */
export async function setBenchmarkAccess(
  db: Db,
  claims: TokenClaims,
  id: number,
  input: {
    for_everyone: boolean;
    offered_to_freemium: boolean;
    organization_ids: number[];
    tag_ids?: number[];
  },
) {
  await loadDefinedBenchmark(db, id);
  await checkTags(db, 'tag_ids', input.tag_ids ?? []);
  const organizationIds = [...new Set(input.organization_ids)];
  if (organizationIds.length > 0) {
    const found = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.id, organizationIds));
    if (found.length !== organizationIds.length)
      throw fieldError('organization_ids: an organisation does not exist');
  }
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .update(benchmarkDefinitions)
      .set({ forEveryone: input.for_everyone, offeredToFreemium: input.offered_to_freemium })
      .where(eq(benchmarkDefinitions.benchmarkId, id));
    await t.delete(benchmarkAccess).where(eq(benchmarkAccess.benchmarkId, id));
    if (input.tag_ids !== undefined) {
      const tagIds = [...new Set(input.tag_ids)];
      await t.delete(benchmarkTagAccess).where(eq(benchmarkTagAccess.benchmarkId, id));
      if (tagIds.length > 0)
        await t.insert(benchmarkTagAccess).values(tagIds.map((tagId) => ({ benchmarkId: id, tagId })));
    }
    if (organizationIds.length > 0)
      await t
        .insert(benchmarkAccess)
        .values(organizationIds.map((organizationId) => ({ benchmarkId: id, organizationId })));
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'set_benchmark_access',
      details: { benchmarkId: id, ...input },
    });
  });
  return loadDefinedBenchmark(db, id);
}
