import { and, asc, eq, ilike, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, schoolSsoConfigs } from '../../db/schema';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Public: schools whose SSO is on and whose name contains the text, for the login picker. */
export function searchSsoSchools(db: Db, text: string) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      city: organizations.city,
    })
    .from(organizations)
    .innerJoin(schoolSsoConfigs, eq(schoolSsoConfigs.organizationId, organizations.id))
    .where(
      and(
        eq(organizations.type, 'school'),
        isNotNull(schoolSsoConfigs.enabledAt),
        ilike(organizations.name, likePattern(text)),
      ),
    )
    .orderBy(asc(organizations.name))
    .limit(20);
}

export async function isSsoEnabled(db: Db, schoolId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: schoolSsoConfigs.organizationId })
    .from(schoolSsoConfigs)
    .where(and(eq(schoolSsoConfigs.organizationId, schoolId), isNotNull(schoolSsoConfigs.enabledAt)));
  return Boolean(row);
}
