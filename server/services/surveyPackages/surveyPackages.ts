import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import { benchmarkDefinitions } from '../../db/schema/benchmarkDefinitions';
import { organizations } from '../../db/schema/organizations';
import { benchmarks } from '../../db/schema/results';
import {
  surveyPackageBenchmarks,
  surveyPackageOrganizations,
  surveyPackageSurveys,
  surveyPackages,
} from '../../db/schema/surveyPackages';
import { surveys } from '../../db/schema/surveys';
import { AppError, fieldError, fieldRefusal, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { packageToday } from './packageEntitlement';

export type SurveyPackageInput = {
  name?: string;
  description?: string;
  valid_from?: string;
  valid_to?: string | null;
  survey_ids?: number[];
  benchmark_ids?: number[];
  organization_ids?: number[];
};

type PackageRow = typeof surveyPackages.$inferSelect;

async function today(db: Db): Promise<string> {
  const [row] = await db.select({ day: sql<string>`${packageToday}::text` }).from(sql`(select 1) as one`);
  return row.day;
}

function statusOf(row: PackageRow, day: string): 'active' | 'scheduled' | 'ended' {
  if (row.validFrom > day) return 'scheduled';
  if (row.validTo !== null && row.validTo < day) return 'ended';
  return 'active';
}

const present = (row: PackageRow, day: string) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  is_free: row.isFree,
  valid_from: row.validFrom,
  valid_to: row.validTo,
  status: statusOf(row, day),
  updated_at: row.updatedAt.toISOString(),
});

/** Every package with how many surveys, benchmarks and organisations it holds; the free one first. */
export async function listSurveyPackages(db: Db) {
  const rows = await db
    .select({
      row: surveyPackages,
      surveyCount: sql<number>`(select count(*)::int from ${surveyPackageSurveys} where ${surveyPackageSurveys.packageId} = ${outer(surveyPackages.id)})`,
      benchmarkCount: sql<number>`(select count(*)::int from ${surveyPackageBenchmarks} where ${surveyPackageBenchmarks.packageId} = ${outer(surveyPackages.id)})`,
      organizationCount: sql<number>`(select count(*)::int from ${surveyPackageOrganizations} where ${surveyPackageOrganizations.packageId} = ${outer(surveyPackages.id)})`,
    })
    .from(surveyPackages)
    .orderBy(sql`${surveyPackages.isFree} desc`, asc(surveyPackages.name), asc(surveyPackages.id));
  const day = await today(db);
  return rows.map(({ row, surveyCount, benchmarkCount, organizationCount }) => ({
    ...present(row, day),
    survey_count: surveyCount,
    benchmark_count: benchmarkCount,
    organization_count: organizationCount,
  }));
}

/** One package with the ids it holds. */
export async function loadSurveyPackage(db: Db, id: number) {
  const [row] = await db.select().from(surveyPackages).where(eq(surveyPackages.id, id));
  if (!row) throw notFound('Survey package');
  const [surveyRows, benchmarkRows, organizationRows] = await Promise.all([
    db.select().from(surveyPackageSurveys).where(eq(surveyPackageSurveys.packageId, id)),
    db.select().from(surveyPackageBenchmarks).where(eq(surveyPackageBenchmarks.packageId, id)),
    db.select().from(surveyPackageOrganizations).where(eq(surveyPackageOrganizations.packageId, id)),
  ]);
  return {
    ...present(row, await today(db)),
    survey_ids: surveyRows.map((link) => link.surveyId).sort((a, b) => a - b),
    benchmark_ids: benchmarkRows.map((link) => link.benchmarkId).sort((a, b) => a - b),
    organization_ids: organizationRows.map((link) => link.organizationId).sort((a, b) => a - b),
  };
}

/** What the package form chooses from: library surveys, defined benchmarks, organisations. */
export async function surveyPackageChoices(db: Db) {
  const [library, defined, organizationRows] = await Promise.all([
    db
      .select({ id: surveys.id, title: surveys.draft, slug: surveys.slug, audience: surveys.audience })
      .from(surveys)
      .where(and(isNull(surveys.organizationId), isNull(surveys.archivedAt)))
      .orderBy(asc(surveys.id)),
    db
      .select({ id: benchmarks.id, name: benchmarks.name, schoolYear: benchmarks.schoolYear })
      .from(benchmarks)
      .innerJoin(benchmarkDefinitions, eq(benchmarkDefinitions.benchmarkId, benchmarks.id))
      .orderBy(asc(benchmarks.id)),
    db
      .select({ id: organizations.id, name: organizations.name, type: organizations.type })
      .from(organizations)
      .orderBy(asc(organizations.name), asc(organizations.id)),
  ]);
  return {
    surveys: library.map((survey) => ({
      id: survey.id,
      title: survey.title.title,
      slug: survey.slug,
      audience: survey.audience,
    })),
    benchmarks: defined.map((benchmark) => ({
      id: benchmark.id,
      name: benchmark.name,
      school_year: benchmark.schoolYear,
    })),
    organizations: organizationRows,
  };
}

const missing = (asked: number[], found: { id: number }[]) => {
  const have = new Set(found.map((row) => row.id));
  return [...new Set(asked)].filter((id) => !have.has(id));
};

/** Every id must be a library survey, a defined benchmark, an organisation: 422 naming the others. */
async function checkChoices(db: Db, input: SurveyPackageInput, isFree: boolean) {
  if (input.survey_ids?.length) {
    const found = await db
      .select({ id: surveys.id })
      .from(surveys)
      .where(
        and(
          inArray(surveys.id, input.survey_ids),
          isNull(surveys.organizationId),
          isNull(surveys.archivedAt),
        ),
      );
    const wrong = missing(input.survey_ids, found);
    if (wrong.length) throw fieldError(`survey_ids: not library surveys: ${wrong.join(', ')}`);
  }
  if (input.benchmark_ids?.length) {
    const found = await db
      .select({ id: benchmarkDefinitions.benchmarkId })
      .from(benchmarkDefinitions)
      .where(inArray(benchmarkDefinitions.benchmarkId, input.benchmark_ids));
    const wrong = missing(input.benchmark_ids, found);
    if (wrong.length) throw fieldError(`benchmark_ids: not defined benchmarks: ${wrong.join(', ')}`);
  }
  if (input.organization_ids?.length) {
    if (isFree)
      throw fieldError(
        'organization_ids: the free package is not given to organisations; it is for those without a package',
      );
    const found = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.id, input.organization_ids));
    const wrong = missing(input.organization_ids, found);
    if (wrong.length) throw fieldError(`organization_ids: no such organisations: ${wrong.join(', ')}`);
  }
}

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: surveyPackages.id })
    .from(surveyPackages)
    .where(
      and(
        sql`lower(${surveyPackages.name}) = lower(${name})`,
        exceptId ? ne(surveyPackages.id, exceptId) : undefined,
      ),
    );
  if (clash) throw fieldRefusal('name', 'package_name_taken', { name });
}

function checkDays(validFrom: string, validTo: string | null) {
  if (validTo !== null && validTo < validFrom) throw fieldError('valid_to: must not be before valid_from');
}

async function replaceLinks(db: Db, packageId: number, input: SurveyPackageInput) {
  if (input.survey_ids) {
    await db.delete(surveyPackageSurveys).where(eq(surveyPackageSurveys.packageId, packageId));
    const ids = [...new Set(input.survey_ids)];
    if (ids.length)
      await db.insert(surveyPackageSurveys).values(ids.map((surveyId) => ({ packageId, surveyId })));
  }
  if (input.benchmark_ids) {
    await db.delete(surveyPackageBenchmarks).where(eq(surveyPackageBenchmarks.packageId, packageId));
    const ids = [...new Set(input.benchmark_ids)];
    if (ids.length)
      await db.insert(surveyPackageBenchmarks).values(ids.map((benchmarkId) => ({ packageId, benchmarkId })));
  }
  if (input.organization_ids) {
    await db.delete(surveyPackageOrganizations).where(eq(surveyPackageOrganizations.packageId, packageId));
    const ids = [...new Set(input.organization_ids)];
    if (ids.length)
      await db
        .insert(surveyPackageOrganizations)
        .values(ids.map((organizationId) => ({ packageId, organizationId })));
  }
}

export async function createSurveyPackage(
  db: Db,
  claims: TokenClaims,
  input: SurveyPackageInput & { name: string; valid_from: string },
) {
  checkDays(input.valid_from, input.valid_to ?? null);
  await checkChoices(db, input, false);
  await assertNameFree(db, input.name);
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .insert(surveyPackages)
      .values({
        name: input.name,
        description: input.description ?? '',
        validFrom: input.valid_from,
        validTo: input.valid_to ?? null,
      })
      .returning();
    await replaceLinks(t, row.id, input);
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'Created survey package',
      details: { package_id: row.id, name: row.name },
    });
    return row.id;
  });
  return loadSurveyPackage(db, id);
}

export async function updateSurveyPackage(
  db: Db,
  claims: TokenClaims,
  id: number,
  input: SurveyPackageInput,
) {
  const [current] = await db.select().from(surveyPackages).where(eq(surveyPackages.id, id));
  if (!current) throw notFound('Survey package');
  checkDays(
    input.valid_from ?? current.validFrom,
    input.valid_to === undefined ? current.validTo : input.valid_to,
  );
  await checkChoices(db, input, current.isFree);
  if (input.name !== undefined) await assertNameFree(db, input.name, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .update(surveyPackages)
      .set({
        name: input.name,
        description: input.description,
        validFrom: input.valid_from,
        validTo: input.valid_to,
        updatedAt: new Date(),
      })
      .where(eq(surveyPackages.id, id));
    await replaceLinks(t, id, input);
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'Changed survey package',
      details: { package_id: id, fields: Object.keys(input) },
    });
  });
  return loadSurveyPackage(db, id);
}

export async function deleteSurveyPackage(db: Db, claims: TokenClaims, id: number) {
  const [current] = await db.select().from(surveyPackages).where(eq(surveyPackages.id, id));
  if (!current) throw notFound('Survey package');
  if (current.isFree)
    throw new AppError(
      'conflict',
      'The free package cannot be deleted: organisations without a package run its surveys',
    );
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.delete(surveyPackages).where(eq(surveyPackages.id, id));
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'Deleted survey package',
      details: { package_id: id, name: current.name },
    });
  });
  return { id };
}
