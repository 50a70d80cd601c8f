import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import { classes, groups, identities, organizations } from '../../db/schema';
import { demoResultsSlug } from '../../db/seed/demoResultsDataset';
import { catalogueFilter } from '../organizationCatalogue/catalogue';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

const parent = alias(organizations, 'parent');

const liveIdentities = (type: 'student' | 'teacher') =>
  sql<number>`(select count(*)::int from ${identities} where ${identities.organizationId} = ${outer(organizations.id)} and ${identities.type} = ${type} and ${identities.archivedAt} is null)`;

/** Schools for the back office: found by name, address, city or their organisation's name, with their sizes. */
export async function listAdminSchools(
  db: Db,
  options: { search?: string; tag_id?: number; value_id?: number; limit: number; offset: number },
) {
  const pattern = options.search ? `%${escapeLike(options.search)}%` : null;
  const rows = await db
    .select({
      school: organizations,
      parentName: parent.name,
      classes: sql<number>`(select count(*)::int from ${classes} where ${classes.organizationId} = ${outer(organizations.id)} and ${classes.archivedAt} is null)`,
      students: liveIdentities('student'),
      teachers: liveIdentities('teacher'),
      groups: sql<number>`(select count(*)::int from ${groups} where ${groups.organizationId} = ${outer(organizations.id)} and ${groups.archivedAt} is null)`,
    })
    .from(organizations)
    .leftJoin(parent, eq(parent.id, organizations.parentId))
    .where(
      and(
        eq(organizations.type, 'school'),
        ne(organizations.slug, demoResultsSlug),
        catalogueFilter(options),
        pattern
          ? or(
              ilike(organizations.name, pattern),
              ilike(organizations.slug, pattern),
              ilike(organizations.city, pattern),
              ilike(parent.name, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => ({
    id: row.school.id,
    name: row.school.name,
    slug: row.school.slug,
    city: row.school.city,
    parent_id: row.school.parentId,
    parent_name: row.parentName,
    counts: { classes: row.classes, students: row.students, teachers: row.teachers, groups: row.groups },
  }));
}
