import { and, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import {
  surveyPackageOrganizations,
  surveyPackageSurveys,
  surveyPackages,
} from '../../db/schema/surveyPackages';
import { surveys, surveyVersions } from '../../db/schema/surveys';
import { AppError } from '../../http/errors';

/** Today as the school sees it (packages count in whole Riga days). */
export const packageToday = sql`(now() AT TIME ZONE 'Europe/Riga')::date`;

/** A package counts from its first day to its last day, both included. */
export const packageIsActive = and(
  lte(surveyPackages.validFrom, packageToday),
  or(isNull(surveyPackages.validTo), gte(surveyPackages.validTo, packageToday)),
);

/**
 * The packages an organisation runs from: the active ones given to it or to its parent organisation;
 * with none (a freemium school, a solo account, one whose packages all ended) the free package.
 */
export async function entitledPackageIds(db: Db, organizationId: number): Promise<number[]> {
  return (await entitledPackageIdsOf(db, [organizationId])).get(organizationId) ?? [];
}

/**
 * The same rule in SQL, to be read inside another statement: the ids of the packages any of the
 * organisations (`organizationIds`, an int[] expression) runs from: held by it or its parent and
 * active, else the active free packages.
 */
export function entitledPackageIdsSql(organizationIds: SQL): SQL {
  const heldBy = (organization: SQL) => sql`
    select survey_packages.id from ${surveyPackageOrganizations}
    join ${surveyPackages} on ${surveyPackages.id} = ${surveyPackageOrganizations.packageId}
    where ${surveyPackageOrganizations.organizationId} in (${organization}.id, ${organization}.parent_id)
      and ${packageIsActive}`;
  return sql`
    select held.id from ${organizations} o, lateral (${heldBy(sql`o`)}) held
    where o.id = any(${organizationIds})
    union
    select survey_packages.id from ${organizations} o, ${surveyPackages}
    where o.id = any(${organizationIds}) and ${surveyPackages.isFree} and ${packageIsActive}
      and not exists (${heldBy(sql`o`)})`;
}

/** The same for several organisations at once, in three queries whatever their number. */
export async function entitledPackageIdsOf(
  db: Db,
  organizationIds: number[],
): Promise<Map<number, number[]>> {
  const entitled = new Map<number, number[]>();
  if (!organizationIds.length) return entitled;
  const rows = await db
    .select({ id: organizations.id, parentId: organizations.parentId })
    .from(organizations)
    .where(inArray(organizations.id, organizationIds));
  const holders = [...new Set(rows.flatMap((row) => (row.parentId ? [row.id, row.parentId] : [row.id])))];
  const held = await db
    .selectDistinct({
      organizationId: surveyPackageOrganizations.organizationId,
      packageId: surveyPackages.id,
    })
    .from(surveyPackageOrganizations)
    .innerJoin(surveyPackages, eq(surveyPackages.id, surveyPackageOrganizations.packageId))
    .where(and(inArray(surveyPackageOrganizations.organizationId, holders), packageIsActive));
  const free = await db
    .select({ id: surveyPackages.id })
    .from(surveyPackages)
    .where(and(eq(surveyPackages.isFree, true), packageIsActive));
  for (const row of rows) {
    const own = held
      .filter((holding) => holding.organizationId === row.id || holding.organizationId === row.parentId)
      .map((holding) => holding.packageId);
    entitled.set(row.id, own.length ? [...new Set(own)] : free.map((pkg) => pkg.id));
  }
  return entitled;
}

/** The library surveys an organisation may run or copy. */
export async function entitledLibrarySurveyIds(db: Db, organizationId: number): Promise<Set<number>> {
  const packageIds = await entitledPackageIds(db, organizationId);
  if (!packageIds.length) return new Set();
  const rows = await db
    .selectDistinct({ surveyId: surveyPackageSurveys.surveyId })
    .from(surveyPackageSurveys)
    .where(inArray(surveyPackageSurveys.packageId, packageIds));
  return new Set(rows.map((row) => row.surveyId));
}

/** Super-admins acting as themselves are not bound by packages; anyone else (also while impersonating) is. */
export const boundByPackages = (claims: TokenClaims) =>
  claims.identityType !== 'super_admin' || Boolean(claims.becameBy);

/**
 * Refuses (403) running or copying a library survey that none of the organisation's packages holds.
 * An organisation's own surveys (and copies made earlier) are not the packages' business.
 */
export async function assertLibrarySurveyEntitled(
  db: Db,
  claims: TokenClaims,
  organizationId: number,
  survey: { id: number; organizationId: number | null },
): Promise<void> {
  if (survey.organizationId !== null || !boundByPackages(claims)) return;
  const entitled = await entitledLibrarySurveyIds(db, organizationId);
  if (!entitled.has(survey.id))
    throw new AppError(
      'forbidden',
      "This library survey is not in your organisation's survey packages; ask the Balss team to add it to your package",
    );
}

/** The same check by the survey version a period would run (an unknown version is left to the period's own 422). */
export async function assertVersionEntitled(
  db: Db,
  claims: TokenClaims,
  organizationId: number,
  surveyVersionId: number,
): Promise<void> {
  if (!boundByPackages(claims)) return;
  const [row] = await db
    .select({ id: surveys.id, organizationId: surveys.organizationId })
    .from(surveyVersions)
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .where(eq(surveyVersions.id, surveyVersionId));
  if (row) await assertLibrarySurveyEntitled(db, claims, organizationId, row);
}
