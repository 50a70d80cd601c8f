import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RegionSchool, RegionSchools } from '../../../common/dashboards/types';
import type { SurveyLanguage } from '../../../common/languages';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizationPropertyValues, organizationPropertyValueUsers, organizations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { publishedPlansOf } from '../actionPlans/publishedPlans';
import { propertyValueReach } from '../organizationCatalogue/valueUsers';
import { latestFigures, latestPeriodHighlights } from './periodHighlights';

/**
 * The home of a property-value user (a regional officer): every school their values give, with its
 * latest closed period's figures as the results screens release them to this reader (each named by its
 * period, so figures of different terms are never read as one column) and its published plans.
 * Anyone given no value is refused: there is no region to show.
 */
export async function regionSchools(
  db: Db,
  claims: TokenClaims,
  language: SurveyLanguage,
): Promise<RegionSchools> {
  const reach = await propertyValueReach(db, claims);
  if (reach.size === 0) throw new AppError('forbidden', 'You were given no region or other property to read');
  const parent = alias(organizations, 'parent');
  const schools = await db
    .select({ id: organizations.id, name: organizations.name, city: organizations.city, parent: parent.name })
    .from(organizations)
    .leftJoin(parent, eq(parent.id, organizations.parentId))
    .where(and(inArray(organizations.id, [...reach]), ne(organizations.type, 'organization')))
    .orderBy(asc(organizations.name), asc(organizations.id));
  const rows: RegionSchool[] = [];
  for (const school of schools) {
    const latest = await latestPeriodHighlights(db, claims, school.id, language);
    rows.push({
      id: school.id,
      name: school.name,
      city: school.city,
      organization: school.parent,
      latest: latest && latestFigures(latest),
      plans: await publishedPlansOf(db, school.id),
    });
  }
  const values = await db
    .select({ name: organizationPropertyValues.name })
    .from(organizationPropertyValueUsers)
    .innerJoin(
      organizationPropertyValues,
      eq(organizationPropertyValues.id, organizationPropertyValueUsers.valueId),
    )
    .where(eq(organizationPropertyValueUsers.userId, claims.userId))
    .orderBy(asc(organizationPropertyValues.position), asc(organizationPropertyValues.id));
  return { values: values.map((value) => value.name), schools: rows };
}
