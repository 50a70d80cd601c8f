import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customLinkSlugProblem } from '../../../common/customLinkPaths';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { customLinks, organizations, polls } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { customLinkDestination, resolveCustomLinkTarget } from './customLinkTargets';

export type CustomLinkInput = {
  slug?: string;
  target?: string;
  valid_from?: Date | null;
  valid_until?: Date | null;
};

const targetOrganization = alias(organizations, 'target_organization');
const shadowingOrganization = alias(organizations, 'shadowing_organization');

function selectLinks(db: Db) {
  return db
    .select({
      link: customLinks,
      pollUrl: polls.urlToken,
      organizationSlug: targetOrganization.slug,
      shadowed: sql<boolean>`${shadowingOrganization.id} is not null`,
    })
    .from(customLinks)
    .leftJoin(polls, eq(polls.id, customLinks.pollId))
    .leftJoin(targetOrganization, eq(targetOrganization.id, customLinks.organizationId))
    .leftJoin(shadowingOrganization, eq(shadowingOrganization.slug, customLinks.slug));
}

type LinkRow = Awaited<ReturnType<ReturnType<typeof selectLinks>['execute']>>[number];

function statusOf({ link, shadowed }: LinkRow, now: Date) {
  if (shadowed) return 'shadowed';
  if (link.validFrom && now < link.validFrom) return 'scheduled';
  if (link.validUntil && now >= link.validUntil) return 'expired';
  return 'active';
}

function present(row: LinkRow, now = new Date()) {
  const { link } = row;
  return {
    id: link.id,
    slug: link.slug,
    path: `/${link.slug}`,
    target: link.target,
    destination: customLinkDestination({ ...row, target: link.target, sharePath: link.sharePath }),
    valid_from: link.validFrom?.toISOString() ?? null,
    valid_until: link.validUntil?.toISOString() ?? null,
    visits: link.visits,
    status: statusOf(row, now),
    created_at: link.createdAt.toISOString(),
  };
}

export async function listCustomLinks(db: Db) {
  const rows = await selectLinks(db).orderBy(desc(customLinks.createdAt), desc(customLinks.id));
  return rows.map((row) => present(row));
}

export async function loadCustomLink(db: Db, id: number) {
  const [row] = await selectLinks(db).where(eq(customLinks.id, id));
  if (!row) throw notFound('Custom link');
  return present(row);
}

/** A slug the app, an organisation or another custom link already answers is refused, naming the field. */
async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  const problem = customLinkSlugProblem(slug);
  if (problem === 'format') {
    throw fieldError('slug: use 3 to 60 lowercase letters, digits and hyphens');
  }
  if (problem === 'reserved') throw fieldError(`slug: '/${slug}' is an address of the app itself`);
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, slug));
  if (organization) throw fieldError(`slug: '/${slug}' is an organisation's page`);
  const [taken] = await db
    .select({ id: customLinks.id })
    .from(customLinks)
    .where(
      exceptId ? and(eq(customLinks.slug, slug), ne(customLinks.id, exceptId)) : eq(customLinks.slug, slug),
    );
  if (taken) throw fieldError(`slug: '/${slug}' is already a custom link`, 'conflict');
}

function assertWindow(from: Date | null, until: Date | null) {
  if (from && until && from >= until) throw fieldError('valid_until: must be after valid_from');
}

export async function createCustomLink(
  db: Db,
  claims: TokenClaims,
  input: Required<Pick<CustomLinkInput, 'slug' | 'target'>> & CustomLinkInput,
) {
  await assertSlugFree(db, input.slug);
  assertWindow(input.valid_from ?? null, input.valid_until ?? null);
  const target = await resolveCustomLinkTarget(db, input.target);
  const id = await db.transaction(async (tx) => {
    const [link] = await tx
      .insert(customLinks)
      .values({
        slug: input.slug,
        ...target,
        validFrom: input.valid_from ?? null,
        validUntil: input.valid_until ?? null,
        createdBy: claims.identityId,
      })
      .returning({ id: customLinks.id });
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'Created custom link',
      details: { custom_link_id: link.id, slug: input.slug, target: target.target },
    });
    return link.id;
  });
  return loadCustomLink(db, id);
}

export async function updateCustomLink(db: Db, claims: TokenClaims, id: number, input: CustomLinkInput) {
  const [current] = await db.select().from(customLinks).where(eq(customLinks.id, id));
  if (!current) throw notFound('Custom link');
  if (input.slug !== undefined && input.slug !== current.slug) await assertSlugFree(db, input.slug, id);
  const validFrom = input.valid_from === undefined ? current.validFrom : input.valid_from;
  const validUntil = input.valid_until === undefined ? current.validUntil : input.valid_until;
  assertWindow(validFrom, validUntil);
  const target = input.target === undefined ? {} : await resolveCustomLinkTarget(db, input.target);
  await db.transaction(async (tx) => {
    await tx
      .update(customLinks)
      .set({ slug: input.slug ?? current.slug, ...target, validFrom, validUntil })
      .where(eq(customLinks.id, id));
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'Changed custom link',
      details: { custom_link_id: id, fields: Object.keys(input) },
    });
  });
  return loadCustomLink(db, id);
}

export async function deleteCustomLink(db: Db, claims: TokenClaims, id: number) {
  const link = await loadCustomLink(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(customLinks).where(eq(customLinks.id, id));
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'Deleted custom link',
      details: { custom_link_id: id, slug: link.slug },
    });
  });
  return link;
}
