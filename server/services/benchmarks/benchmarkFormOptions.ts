import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Localized } from '../../../common/survey/content';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import { organizations } from '../../db/schema/organizations';
import { surveyPeriods, surveys, surveyVersions } from '../../db/schema/surveys';

/**
 * What a benchmark definition chooses from: the survey versions that ran in a period, by their owner (the
 * library first: versions of one name are told apart by whose they are), with how many organisations ran them, and the
 * organisations (with schools for the rule, any for access).
 */
export async function benchmarkFormOptions(db: Db) {
  const schools = sql<number>`(select count(distinct ${surveyPeriods.organizationId})::int from ${surveyPeriods}
    where ${surveyPeriods.surveyVersionId} = ${outer(surveyVersions.id)})`;
  const versions = await db
    .select({
      id: surveyVersions.id,
      number: surveyVersions.number,
      title: sql<Localized>`${surveyVersions.content}->'title'`,
      owner: organizations.name,
      schools,
    })
    .from(surveyVersions)
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .leftJoin(organizations, eq(organizations.id, surveys.organizationId))
    .where(sql`${schools} > 0`)
    .orderBy(
      sql`${organizations.name} nulls first`,
      asc(surveyVersions.surveyId),
      asc(surveyVersions.number),
    );
  const found = await db
    .select({ id: organizations.id, name: organizations.name, type: organizations.type })
    .from(organizations)
    .where(ne(organizations.type, 'solo'))
    .orderBy(asc(organizations.name));
  return {
    survey_versions: versions.map((version) => ({ ...version, schools: Number(version.schools) })),
    organizations: found,
  };
}
