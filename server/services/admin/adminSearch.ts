import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identities, organizations, outbox, users } from '../../db/schema';
import { demoResultsSlug } from '../../db/seed/demoResultsDataset';
import { catalogueFilter } from '../organizationCatalogue/catalogue';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export async function searchOrganizations(
  db: Db,
  options: {
    search?: string;
    type?: string;
    tag_id?: number;
    value_id?: number;
    limit: number;
    offset: number;
  },
) {
  // The demo results school is not a customer.
  const conditions: SQL[] = [ne(organizations.slug, demoResultsSlug)];
  if (options.search) {
    const pattern = `%${escapeLike(options.search)}%`;
    conditions.push(
      or(
        ilike(organizations.name, pattern),
        ilike(organizations.slug, pattern),
        ilike(organizations.city, pattern),
      )!,
    );
  }
  if (options.type) conditions.push(eq(organizations.type, options.type as 'school'));
  const catalogue = catalogueFilter(options);
  if (catalogue) conditions.push(catalogue);
  return db
    .select()
    .from(organizations)
    .where(and(...conditions))
    .orderBy(asc(organizations.name))
    .limit(options.limit)
    .offset(options.offset);
}

/** Users matching the search, each with their identities and organisations. */
export async function searchUsers(db: Db, options: { search?: string; limit: number; offset: number }) {
  const pattern = options.search ? `%${escapeLike(options.search)}%` : null;
  const found = await db
    .select()
    .from(users)
    .where(
      pattern
        ? or(
            ilike(users.username, pattern),
            ilike(users.email, pattern),
            ilike(users.name, pattern),
            ilike(users.surname, pattern),
          )
        : undefined,
    )
    .orderBy(asc(users.username))
    .limit(options.limit)
    .offset(options.offset);
  if (found.length === 0) return [];
  const rows = await db
    .select({ identity: identities, organization: organizations })
    .from(identities)
    .leftJoin(organizations, eq(organizations.id, identities.organizationId))
    // Archived roles cannot be acted as; the user's own page still lists them.
    .where(
      and(
        inArray(
          identities.userId,
          found.map((user) => user.id),
        ),
        isNull(identities.archivedAt),
      ),
    )
    .orderBy(asc(identities.id));
  return found.map((user) => ({ user, identities: rows.filter((row) => row.identity.userId === user.id) }));
}

export async function searchOutbox(db: Db, options: { to?: string; limit: number; offset: number }) {
  return db
    .select()
    .from(outbox)
    .where(options.to ? ilike(outbox.to, `%${escapeLike(options.to)}%`) : undefined)
    .orderBy(desc(outbox.id))
    .limit(options.limit)
    .offset(options.offset);
}
