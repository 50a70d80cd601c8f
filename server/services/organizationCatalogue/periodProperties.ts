import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import {
  organizationProperties,
  organizationPropertyAssignments,
  organizationPropertyValues,
  organizations,
  organizationTagLinks,
  organizationTags,
  periodPropertyGenerations,
  periodPropertyValues,
  periodTags,
  surveyPeriods,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';

/**
 * Copies the period's organisation's property values and tags onto the period (replacing an earlier
 * copy), so a benchmark over it stays the same when the school later changes type. Runs inside the
 * caller's transaction when given one.
 */
export async function copyPeriodProperties(db: Db, periodId: number, generatedBy: number | null = null) {
  await db.delete(periodPropertyValues).where(eq(periodPropertyValues.periodId, periodId));
  await db.delete(periodTags).where(eq(periodTags.periodId, periodId));
  await db.execute(sql`
    insert into period_property_values (period_id, property_id, value_id)
    select p.id, a.property_id, a.value_id
    from survey_periods p join organization_property_assignments a on a.organization_id = p.organization_id
    where p.id = ${periodId}`);
  await db.execute(sql`
    insert into period_tags (period_id, tag_id)
    select p.id, l.tag_id
    from survey_periods p join organization_tag_links l on l.organization_id = p.organization_id
    where p.id = ${periodId}`);
  await db
    .insert(periodPropertyGenerations)
    .values({ periodId, generatedBy, generatedAt: new Date() })
    .onConflictDoUpdate({
      target: periodPropertyGenerations.periodId,
      set: { generatedBy, generatedAt: new Date() },
    });
}

async function loadPeriod(db: Db, periodId: number) {
  const [period] = await db
    .select({
      id: surveyPeriods.id,
      name: surveyPeriods.name,
      parentPeriodId: surveyPeriods.parentPeriodId,
      startsAt: surveyPeriods.startsAt,
      endsAt: surveyPeriods.endsAt,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(surveyPeriods)
    .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
    .where(eq(surveyPeriods.id, periodId));
  if (!period) throw notFound('Survey period');
  return period;
}

/** The period (and its child periods) as copied, beside the organisation's values today. */
export async function loadPeriodProperties(db: Db, periodId: number) {
  const period = await loadPeriod(db, periodId);
  const family = await db
    .select({
      id: surveyPeriods.id,
      organizationId: surveyPeriods.organizationId,
      organizationName: organizations.name,
    })
    .from(surveyPeriods)
    .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
    .where(or(eq(surveyPeriods.id, periodId), eq(surveyPeriods.parentPeriodId, periodId)))
    .orderBy(sql`${surveyPeriods.id} <> ${periodId}`, asc(organizations.name));
  const rows = [];
  for (const member of family) {
    const [generation] = await db
      .select()
      .from(periodPropertyGenerations)
      .where(eq(periodPropertyGenerations.periodId, member.id));
    const copied = await db
      .select({
        propertyId: periodPropertyValues.propertyId,
        property: organizationProperties.name,
        valueId: periodPropertyValues.valueId,
        value: organizationPropertyValues.name,
      })
      .from(periodPropertyValues)
      .innerJoin(organizationProperties, eq(organizationProperties.id, periodPropertyValues.propertyId))
      .innerJoin(organizationPropertyValues, eq(organizationPropertyValues.id, periodPropertyValues.valueId))
      .where(eq(periodPropertyValues.periodId, member.id))
      .orderBy(asc(periodPropertyValues.propertyId));
    const current = await db
      .select({
        propertyId: organizationPropertyAssignments.propertyId,
        property: organizationProperties.name,
        valueId: organizationPropertyAssignments.valueId,
        value: organizationPropertyValues.name,
      })
      .from(organizationPropertyAssignments)
      .innerJoin(
        organizationProperties,
        eq(organizationProperties.id, organizationPropertyAssignments.propertyId),
      )
      .innerJoin(
        organizationPropertyValues,
        eq(organizationPropertyValues.id, organizationPropertyAssignments.valueId),
      )
      .where(eq(organizationPropertyAssignments.organizationId, member.organizationId))
      .orderBy(asc(organizationPropertyAssignments.propertyId));
    const tags = await db
      .select({ id: organizationTags.id, name: organizationTags.name })
      .from(periodTags)
      .innerJoin(organizationTags, eq(organizationTags.id, periodTags.tagId))
      .where(eq(periodTags.periodId, member.id))
      .orderBy(asc(organizationTags.id));
    const currentTags = await db
      .select({ id: organizationTags.id, name: organizationTags.name })
      .from(organizationTagLinks)
      .innerJoin(organizationTags, eq(organizationTags.id, organizationTagLinks.tagId))
      .where(eq(organizationTagLinks.organizationId, member.organizationId))
      .orderBy(asc(organizationTags.id));
    const propertyIds = [...new Set([...copied, ...current].map((row) => row.propertyId))].sort(
      (a, b) => a - b,
    );
    const values = propertyIds.map((propertyId) => {
      const then = copied.find((row) => row.propertyId === propertyId);
      const now = current.find((row) => row.propertyId === propertyId);
      return {
        property_id: propertyId,
        property: (then ?? now)?.property ?? {},
        value: then ? { id: then.valueId, name: then.value } : null,
        current: now ? { id: now.valueId, name: now.value } : null,
      };
    });
    const sameTags =
      tags.length === currentTags.length && tags.every((tag, index) => tag.id === currentTags[index]?.id);
    rows.push({
      period_id: member.id,
      organization: { id: member.organizationId, name: member.organizationName },
      generated_at: generation?.generatedAt.toISOString() ?? null,
      values,
      tags,
      current_tags: currentTags,
      differs:
        !generation ||
        !sameTags ||
        values.some((value) => (value.value?.id ?? null) !== (value.current?.id ?? null)),
    });
  }
  return {
    period: {
      id: period.id,
      name: period.name,
      parent_period_id: period.parentPeriodId,
      starts_at: period.startsAt.toISOString(),
      ends_at: period.endsAt.toISOString(),
      organization: { id: period.organizationId, name: period.organizationName },
    },
    periods: rows,
  };
}

/** Copies today's values again onto the period and its child periods (/admin/properties-generation/{period}). */
export async function regeneratePeriodProperties(db: Db, claims: TokenClaims, periodId: number) {
  await loadPeriod(db, periodId);
  const family = await db
    .select({ id: surveyPeriods.id })
    .from(surveyPeriods)
    .where(or(eq(surveyPeriods.id, periodId), and(eq(surveyPeriods.parentPeriodId, periodId))));
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const member of family) await copyPeriodProperties(t, member.id, claims.userId);
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'generate_period_properties',
      details: { periodId, periods: family.length },
    });
  });
  return loadPeriodProperties(db, periodId);
}
