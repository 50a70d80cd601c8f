import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../client';
import {
  identities,
  organizationProperties,
  organizationPropertyValues,
  organizationPropertyValueUsers,
  organizations,
  users,
} from '../schema';
import { demoPassword } from './demoAccounts';

export const demoOfficerUsername = 'officer';

/**
 * A property-value user of the demo: Kurzeme's regional education officer (login `officer`), an
 * organisation admin of the planning region's own office, who reads the results of every school whose
 * Region is Kurzeme (Demo Basic School) and of no other.
 */
export async function seedDemoRegionalOfficer(db: Db): Promise<void> {
  const [office] = await db
    .insert(organizations)
    .values({
      type: 'organization',
      name: 'Kurzemes plānošanas reģions',
      slug: 'kurzeme-region',
      city: 'Kuldīga',
      country: 'LV',
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      username: demoOfficerUsername,
      email: 'officer@demo.balss.lv',
      name: 'Laura',
      surname: 'Kurzemniece',
      passwordHash: await hashPassword(demoPassword),
    })
    .returning();
  await db.insert(identities).values({
    userId: user.id,
    organizationId: office.id,
    type: 'organization_admin',
    permissions: { view_survey_results: true },
  });
  const [kurzeme] = await db
    .select({ id: organizationPropertyValues.id })
    .from(organizationPropertyValues)
    .innerJoin(organizationProperties, eq(organizationProperties.id, organizationPropertyValues.propertyId))
    .where(
      and(
        sql`${organizationProperties.name} ->> 'en' = 'Region'`,
        sql`${organizationPropertyValues.name} ->> 'en' = 'Kurzeme'`,
      ),
    );
  if (kurzeme)
    await db.insert(organizationPropertyValueUsers).values({ valueId: kurzeme.id, userId: user.id });
}
