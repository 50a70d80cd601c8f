import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Localized } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import {
  organizationProperties,
  organizationPropertyAssignments,
  organizationPropertyValues,
  organizationPropertyValueUsers,
  organizations,
  organizationTagLinks,
  organizationTags,
} from '../../db/schema';
import { fieldError, fieldRefusal, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { localizedNameClash } from '../localizedNameClash';

const event = (db: Db, claims: TokenClaims, action: string, details: Record<string, unknown>) =>
  recordEvent(db, claims, { category: 'Superadmin', action, details });

// ——— Tags ———

/** Every organisation tag with how many organisations carry it. */
export async function listOrganizationTags(db: Db) {
  const rows = await db
    .select({
      id: organizationTags.id,
      name: organizationTags.name,
      organizations: sql<number>`(select count(*)::int from ${organizationTagLinks}
        where ${organizationTagLinks.tagId} = ${organizationTags.id})`.mapWith(Number),
    })
    .from(organizationTags)
    .orderBy(asc(organizationTags.id));
  return rows.map((row) => ({ id: row.id, name: row.name, organization_count: row.organizations }));
}

export async function loadOrganizationTag(db: Db, id: number) {
  const found = (await listOrganizationTags(db)).find((tag) => tag.id === id);
  if (!found) throw notFound('Organisation tag');
  return found;
}

async function assertOrganizationTagNameFree(db: Db, name: Localized, exceptId?: number) {
  const rows = await db
    .select({ id: organizationTags.id, name: organizationTags.name })
    .from(organizationTags);
  const clash = localizedNameClash(rows, name, exceptId);
  if (clash !== null) throw fieldRefusal('name', 'tag_name_taken', { name: clash });
}

export async function createOrganizationTag(db: Db, claims: TokenClaims, name: Localized) {
  await assertOrganizationTagNameFree(db, name);
  const [row] = await db.insert(organizationTags).values({ name }).returning({ id: organizationTags.id });
  await event(db, claims, 'create_organization_tag', { tagId: row.id });
  return loadOrganizationTag(db, row.id);
}

export async function renameOrganizationTag(db: Db, claims: TokenClaims, id: number, name: Localized) {
  await assertOrganizationTagNameFree(db, name, id);
  const [row] = await db
    .update(organizationTags)
    .set({ name })
    .where(eq(organizationTags.id, id))
    .returning({ id: organizationTags.id });
  if (!row) throw notFound('Organisation tag');
  await event(db, claims, 'rename_organization_tag', { tagId: id });
  return loadOrganizationTag(db, id);
}

export async function deleteOrganizationTag(db: Db, claims: TokenClaims, id: number) {
  const [row] = await db
    .delete(organizationTags)
    .where(eq(organizationTags.id, id))
    .returning({ id: organizationTags.id });
  if (!row) throw notFound('Organisation tag');
  await event(db, claims, 'delete_organization_tag', { tagId: id });
  return { id };
}

// ——— Properties and their allowed values ———

async function valuesOf(db: Db, propertyIds: number[]) {
  if (propertyIds.length === 0) return [];
  return db
    .select({
      id: organizationPropertyValues.id,
      propertyId: organizationPropertyValues.propertyId,
      name: organizationPropertyValues.name,
      position: organizationPropertyValues.position,
      organizations: sql<number>`(select count(*)::int from ${organizationPropertyAssignments}
        where ${organizationPropertyAssignments.valueId} = ${organizationPropertyValues.id})`.mapWith(Number),
      users: sql<number>`(select count(*)::int from ${organizationPropertyValueUsers}
        where ${organizationPropertyValueUsers.valueId} = ${organizationPropertyValues.id})`.mapWith(Number),
    })
    .from(organizationPropertyValues)
    .where(inArray(organizationPropertyValues.propertyId, propertyIds))
    .orderBy(asc(organizationPropertyValues.position), asc(organizationPropertyValues.id));
}

type ValueRow = Awaited<ReturnType<typeof valuesOf>>[number];

const presentValue = (value: ValueRow) => ({
  id: value.id,
  property_id: value.propertyId,
  name: value.name,
  position: value.position,
  organization_count: value.organizations,
  user_count: value.users,
});

/** Every property with its allowed values, in their order. */
export async function listOrganizationProperties(db: Db) {
  const properties = await db.select().from(organizationProperties).orderBy(asc(organizationProperties.id));
  const values = await valuesOf(
    db,
    properties.map((property) => property.id),
  );
  return properties.map((property) => ({
    id: property.id,
    name: property.name,
    values: values.filter((value) => value.propertyId === property.id).map(presentValue),
  }));
}

export type OrganizationProperty = Awaited<ReturnType<typeof listOrganizationProperties>>[number];

export async function loadOrganizationProperty(db: Db, id: number) {
  const [property] = await db.select().from(organizationProperties).where(eq(organizationProperties.id, id));
  if (!property) throw notFound('Organisation property');
  const values = await valuesOf(db, [id]);
  return { id: property.id, name: property.name, values: values.map(presentValue) };
}

const sameName = (a: Localized, b: Localized) =>
  (['en', 'lv', 'ru'] as const).some(
    (code) => a[code] && b[code] && a[code]?.toLowerCase() === b[code]?.toLowerCase(),
  );

/** A property with its first allowed values (each written in at least one language, no two alike). */
export async function createOrganizationProperty(
  db: Db,
  claims: TokenClaims,
  input: { name: Localized; values: Localized[] },
) {
  input.values.forEach((value, index) => {
    if (input.values.slice(0, index).some((earlier) => sameName(earlier, value)))
      throw fieldError(`values: "${value.en ?? value.lv ?? value.ru}" is listed twice`);
  });
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .insert(organizationProperties)
      .values({ name: input.name })
      .returning({ id: organizationProperties.id });
    if (input.values.length > 0)
      await t
        .insert(organizationPropertyValues)
        .values(input.values.map((name, position) => ({ propertyId: row.id, name, position })));
    await event(t, claims, 'create_organization_property', { propertyId: row.id });
    return row.id;
  });
  return loadOrganizationProperty(db, id);
}

export async function renameOrganizationProperty(db: Db, claims: TokenClaims, id: number, name: Localized) {
  const [row] = await db
    .update(organizationProperties)
    .set({ name })
    .where(eq(organizationProperties.id, id))
    .returning({ id: organizationProperties.id });
  if (!row) throw notFound('Organisation property');
  await event(db, claims, 'rename_organization_property', { propertyId: id });
  return loadOrganizationProperty(db, id);
}

/** Deleting a property removes its values from every organisation (periods keep nothing of it either). */
export async function deleteOrganizationProperty(db: Db, claims: TokenClaims, id: number) {
  const [row] = await db
    .delete(organizationProperties)
    .where(eq(organizationProperties.id, id))
    .returning({ id: organizationProperties.id });
  if (!row) throw notFound('Organisation property');
  await event(db, claims, 'delete_organization_property', { propertyId: id });
  return { id };
}

async function assertNewValueName(db: Db, propertyId: number, name: Localized, exceptId?: number) {
  const values = await valuesOf(db, [propertyId]);
  if (values.some((value) => value.id !== exceptId && sameName(value.name, name)))
    throw fieldError('name: the property already has this value');
}

export async function addPropertyValue(db: Db, claims: TokenClaims, propertyId: number, name: Localized) {
  await loadOrganizationProperty(db, propertyId);
  await assertNewValueName(db, propertyId, name);
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${organizationPropertyValues.position}) + 1, 0)::int` })
    .from(organizationPropertyValues)
    .where(eq(organizationPropertyValues.propertyId, propertyId));
  const [row] = await db
    .insert(organizationPropertyValues)
    .values({ propertyId, name, position: Number(next) })
    .returning({ id: organizationPropertyValues.id });
  await event(db, claims, 'add_organization_property_value', { propertyId, valueId: row.id });
  return loadOrganizationProperty(db, propertyId);
}

export async function loadPropertyValue(db: Db, id: number) {
  const [row] = await db
    .select({ value: organizationPropertyValues, propertyName: organizationProperties.name })
    .from(organizationPropertyValues)
    .innerJoin(organizationProperties, eq(organizationProperties.id, organizationPropertyValues.propertyId))
    .where(eq(organizationPropertyValues.id, id));
  if (!row) throw notFound('Property value');
  return row;
}

export async function renamePropertyValue(db: Db, claims: TokenClaims, id: number, name: Localized) {
  const { value } = await loadPropertyValue(db, id);
  await assertNewValueName(db, value.propertyId, name, id);
  await db.update(organizationPropertyValues).set({ name }).where(eq(organizationPropertyValues.id, id));
  await event(db, claims, 'rename_organization_property_value', { valueId: id });
  return loadOrganizationProperty(db, value.propertyId);
}

export async function deletePropertyValue(db: Db, claims: TokenClaims, id: number) {
  const { value } = await loadPropertyValue(db, id);
  await db.delete(organizationPropertyValues).where(eq(organizationPropertyValues.id, id));
  await event(db, claims, 'delete_organization_property_value', { valueId: id });
  return loadOrganizationProperty(db, value.propertyId);
}

// ——— One organisation's values and tags ———

async function loadCatalogueOrganization(db: Db, id: number) {
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name, type: organizations.type })
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!organization || organization.type === 'solo') throw notFound('Organization');
  return organization;
}

/** An organisation's tags and its value of each property (spec §2 /admin/organization-property-values/{id}). */
export async function loadOrganizationCatalogue(db: Db, organizationId: number) {
  const organization = await loadCatalogueOrganization(db, organizationId);
  const [tags, values] = await Promise.all([
    db
      .select({ id: organizationTagLinks.tagId })
      .from(organizationTagLinks)
      .where(eq(organizationTagLinks.organizationId, organizationId))
      .orderBy(asc(organizationTagLinks.tagId)),
    db
      .select({
        propertyId: organizationPropertyAssignments.propertyId,
        valueId: organizationPropertyAssignments.valueId,
      })
      .from(organizationPropertyAssignments)
      .where(eq(organizationPropertyAssignments.organizationId, organizationId))
      .orderBy(asc(organizationPropertyAssignments.propertyId)),
  ]);
  return {
    organization,
    tag_ids: tags.map((tag) => tag.id),
    value_ids: values.map((value) => value.valueId),
  };
}

/** Sets an organisation's tags and values at once: at most one value per property. */
export async function setOrganizationCatalogue(
  db: Db,
  claims: TokenClaims,
  organizationId: number,
  input: { tag_ids: number[]; value_ids: number[] },
) {
  await loadCatalogueOrganization(db, organizationId);
  const tagIds = [...new Set(input.tag_ids)];
  const valueIds = [...new Set(input.value_ids)];
  if (tagIds.length > 0) {
    const [{ found }] = await db
      .select({ found: count() })
      .from(organizationTags)
      .where(inArray(organizationTags.id, tagIds));
    if (Number(found) !== tagIds.length) throw fieldError('tag_ids: a tag does not exist');
  }
  const values = valueIds.length
    ? await db
        .select({ id: organizationPropertyValues.id, propertyId: organizationPropertyValues.propertyId })
        .from(organizationPropertyValues)
        .where(inArray(organizationPropertyValues.id, valueIds))
    : [];
  if (values.length !== valueIds.length) throw fieldError('value_ids: a property value does not exist');
  const properties = values.map((value) => value.propertyId);
  if (new Set(properties).size !== properties.length)
    throw fieldError('value_ids: an organisation has one value of each property');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.delete(organizationTagLinks).where(eq(organizationTagLinks.organizationId, organizationId));
    if (tagIds.length > 0)
      await t.insert(organizationTagLinks).values(tagIds.map((tagId) => ({ organizationId, tagId })));
    await t
      .delete(organizationPropertyAssignments)
      .where(eq(organizationPropertyAssignments.organizationId, organizationId));
    if (values.length > 0)
      await t
        .insert(organizationPropertyAssignments)
        .values(values.map((value) => ({ organizationId, propertyId: value.propertyId, valueId: value.id })));
    await event(t, claims, 'set_organization_catalogue', { organizationId, tagIds, valueIds });
  });
  return loadOrganizationCatalogue(db, organizationId);
}

/** The back-office organisation lists' filter: organisations with a tag and/or a property value. */
export function catalogueFilter(options: { tag_id?: number; value_id?: number }) {
  const conditions = [];
  if (options.tag_id)
    conditions.push(
      sql`exists (select 1 from ${organizationTagLinks} where ${organizationTagLinks.organizationId} = ${outer(organizations.id)}
        and ${organizationTagLinks.tagId} = ${options.tag_id})`,
    );
  if (options.value_id)
    conditions.push(
      sql`exists (select 1 from ${organizationPropertyAssignments}
        where ${organizationPropertyAssignments.organizationId} = ${outer(organizations.id)}
        and ${organizationPropertyAssignments.valueId} = ${options.value_id})`,
    );
  return conditions.length ? and(...conditions) : undefined;
}
