import { and, eq, ne } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { type OrganizationType, organizations } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { assertEnabledLanguages } from '../translations/interfaceLanguages';

type OrganizationRow = typeof organizations.$inferSelect;

export type OrganizationValues = {
  name?: string;
  slug?: string;
  type?: OrganizationType;
  parent_id?: number | null;
  city?: string | null;
  country?: string;
  languages?: string[];
  default_language?: string;
  results_min_group?: number;
  results_min_text_group?: number;
};

async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      exceptId
        ? and(eq(organizations.slug, slug), ne(organizations.id, exceptId))
        : eq(organizations.slug, slug),
    );
  if (rows.length) throw fieldError(`slug: '${slug}' is already taken`, 'conflict');
}

/** Schools hang under an organisation; organisations stand at the top (two levels). */
async function assertParent(db: Db, parentId: number | null | undefined, type: OrganizationRow['type']) {
  if (parentId == null) return;
  if (type !== 'school') {
    throw fieldError('parent_id: only a school can have a parent');
  }
  const [parent] = await db.select().from(organizations).where(eq(organizations.id, parentId));
  if (parent?.type !== 'organization') {
    throw fieldError('parent_id: must be an organisation');
  }
}

function toColumns(values: OrganizationValues) {
  return {
    name: values.name,
    slug: values.slug,
    type: values.type,
    parentId: values.parent_id,
    city: values.city,
    country: values.country,
    languages: values.languages,
    defaultLanguage: values.default_language,
    resultsMinGroup: values.results_min_group,
    resultsMinTextGroup: values.results_min_text_group,
  };
}

export async function createOrganization(
  db: Db,
  claims: TokenClaims,
  values: Required<Pick<OrganizationValues, 'name' | 'slug' | 'type'>> & OrganizationValues,
) {
  await assertSlugFree(db, values.slug);
  await assertParent(db, values.parent_id, values.type);
  if (values.languages)
    await assertEnabledLanguages(db, 'languages', values.languages, 'interface_or_survey');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizations)
      .values(toColumns(values) as typeof organizations.$inferInsert)
      .returning();
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'Created organisation',
      details: { id: row.id },
    });
    return row;
  });
}

export async function updateOrganization(
  db: Db,
  claims: TokenClaims,
  id: number,
  values: OrganizationValues,
) {
  const [current] = await db.select().from(organizations).where(eq(organizations.id, id));
  if (!current) throw notFound('Organisation');
  if (values.slug) await assertSlugFree(db, values.slug, id);
  if (values.parent_id !== undefined) await assertParent(db, values.parent_id, current.type);
  const languages = values.languages ?? current.languages;
  const defaultLanguage = values.default_language ?? current.defaultLanguage;
  if (!languages.includes(defaultLanguage)) {
    throw fieldError('default_language: must be one of the languages');
  }
  // A language the organisation already has may stay after it is switched off; a new one must be on.
  const added = (values.languages ?? []).filter((code) => !current.languages.includes(code));
  await assertEnabledLanguages(db, 'languages', added, 'interface_or_survey');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(organizations)
      .set(toColumns(values))
      .where(eq(organizations.id, id))
      .returning();
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'Updated organisation',
      details: { id },
    });
    return row;
  });
}
