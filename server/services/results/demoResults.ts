import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveyPeriods } from '../../db/schema/surveys';
import { demoResultsSlug } from '../../db/seed/demoResultsDataset';

/** The period served at /api/results/demo/ to anyone exploring; null when the dataset is missing. */
export async function demoResultsPeriodId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: surveyPeriods.id })
    .from(surveyPeriods)
    .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
    .where(eq(organizations.slug, demoResultsSlug))
    .orderBy(asc(surveyPeriods.id))
    .limit(1);
  return row?.id ?? null;
}
