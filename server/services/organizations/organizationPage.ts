import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { publishedPlansOf } from '../actionPlans/publishedPlans';
import { isSsoEnabled } from '../sso/ssoSchools';

type OrganizationRow = typeof organizations.$inferSelect;

export type OrganizationPage = {
  organization: OrganizationRow;
  parent: OrganizationRow | null;
  schools: OrganizationRow[];
  /** Shell state's SSO flag: the school signs in through its own provider. */
  ssoEnabled: boolean;
  /** A school's published "You said, we did" plans: what it is doing after its surveys. */
  plans: Awaited<ReturnType<typeof publishedPlansOf>>;
};

/** Public page of a school or an organisation; solo accounts have none. */
export async function loadOrganizationPage(db: Db, slug: string): Promise<OrganizationPage | null> {
  const [organization] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.slug, slug), ne(organizations.type, 'solo')));
  if (!organization) return null;
  const [parent] = organization.parentId
    ? await db.select().from(organizations).where(eq(organizations.id, organization.parentId))
    : [];
  const schools = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.parentId, organization.id), eq(organizations.type, 'school')))
    .orderBy(asc(organizations.name));
  const isSchool = organization.type === 'school';
  const ssoEnabled = isSchool && (await isSsoEnabled(db, organization.id));
  const plans = isSchool ? await publishedPlansOf(db, organization.id) : [];
  return { organization, parent: parent ?? null, schools, ssoEnabled, plans };
}
