import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveyPeriods } from '../../db/schema/surveys';
import { notFound } from '../../http/errors';

const parentPeriods = alias(surveyPeriods, 'parent_period');

/**
 * The period a parent period made at one school, for the organisation that runs the parent period: found
 * only when the parent period is the organisation's and the school is still one of its schools (404 otherwise).
 */
export async function loadChildPeriod(
  db: Db,
  organizationId: number,
  parentPeriodId: number,
  schoolId: number,
) {
  const [child] = await db
    .select({ id: surveyPeriods.id, schoolId: surveyPeriods.organizationId })
    .from(surveyPeriods)
    .innerJoin(parentPeriods, eq(parentPeriods.id, surveyPeriods.parentPeriodId))
    .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
    .where(
      and(
        eq(surveyPeriods.parentPeriodId, parentPeriodId),
        eq(surveyPeriods.organizationId, schoolId),
        eq(parentPeriods.organizationId, organizationId),
        eq(organizations.parentId, organizationId),
        eq(organizations.type, 'school'),
      ),
    );
  if (!child) throw notFound("School's survey period");
  return child;
}
