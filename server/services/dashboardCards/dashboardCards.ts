import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { isLanguageCode } from '../../../common/languages';
import { unsafeUrlReason } from '../../../common/safeUrl';
import type { Localized } from '../../../common/survey/content';
import { anyText } from '../../../common/survey/localizedText';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { type DashboardCardKind, type DashboardRole, dashboardCards } from '../../db/schema/dashboardCards';
import { organizations } from '../../db/schema/organizations';
import { surveys } from '../../db/schema/surveys';
import { fieldError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';

export type DashboardCardInput = {
  kind?: DashboardCardKind;
  roles?: DashboardRole[];
  texts?: Localized;
  url?: string | null;
  survey_id?: number | null;
};

type CardRow = typeof dashboardCards.$inferSelect;
type SurveyBrief = { id: number; uuid: string; slug: string; title: Localized };

const presentCard = (card: CardRow, survey: SurveyBrief | null) => ({
  id: card.id,
  kind: card.kind,
  roles: card.roles,
  position: card.position,
  texts: card.texts,
  url: card.url,
  survey: survey && { id: survey.id, uuid: survey.uuid, slug: survey.slug, title: survey.title },
});

const surveyBrief = {
  id: surveys.id,
  uuid: surveys.uuid,
  slug: surveys.slug,
  title: sql<Localized>`${surveys.draft} -> 'title'`,
};

export async function loadManagedOrganization(db: Db, organizationId: number) {
  const [organization] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      type: organizations.type,
      parentId: organizations.parentId,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw notFound('Organization');
  return organization;
}

/** The surveys a card may highlight for an organisation: the library's and its own (or its parent's). */
function highlightable(organization: { id: number; parentId: number | null }) {
  const owners = organization.parentId ? [organization.id, organization.parentId] : [organization.id];
  return and(
    isNull(surveys.archivedAt),
    or(isNull(surveys.organizationId), inArray(surveys.organizationId, owners)),
  );
}

/** The manager's view: the organisation, its cards in order, and the surveys a card may highlight. */
export async function managedDashboard(db: Db, organizationId: number) {
  const organization = await loadManagedOrganization(db, organizationId);
  const rows = await db
    .select({ card: dashboardCards, survey: surveyBrief })
    .from(dashboardCards)
    .leftJoin(surveys, eq(surveys.id, dashboardCards.surveyId))
    .where(eq(dashboardCards.organizationId, organizationId))
    .orderBy(asc(dashboardCards.position), asc(dashboardCards.id));
  const choices = await db
    .select(surveyBrief)
    .from(surveys)
    .where(highlightable(organization))
    .orderBy(asc(surveys.id));
  return {
    organization: { id: organization.id, name: organization.name, type: organization.type },
    cards: rows.map((row) => presentCard(row.card, row.survey?.id ? row.survey : null)),
    surveys: choices,
  };
}

/** Kind, address and survey must fit together: a link has a safe address, a highlighted survey a survey. */
async function checkCard(
  db: Db,
  organization: { id: number; parentId: number | null },
  card: { kind: DashboardCardKind; url: string | null; surveyId: number | null },
) {
  if (card.kind === 'link') {
    const reason = card.url === null ? 'is required for a link' : unsafeUrlReason(card.url);
    if (reason) throw fieldError(`url: ${reason}`);
  } else if (card.url !== null) throw fieldError('url: only a link card has an address');
  if (card.kind === 'survey') {
    if (card.surveyId === null) throw fieldError('survey_id: is required for a highlighted survey');
    const [survey] = await db
      .select({ id: surveys.id })
      .from(surveys)
      .where(and(eq(surveys.id, card.surveyId), highlightable(organization)));
    if (!survey)
      throw fieldError("survey_id: not a library survey or one of this organisation's own surveys");
  } else if (card.surveyId !== null)
    throw fieldError('survey_id: only a highlighted survey card has a survey');
}

export async function createDashboardCard(
  db: Db,
  claims: TokenClaims,
  organizationId: number,
  input: Required<Pick<DashboardCardInput, 'kind' | 'roles' | 'texts'>> & DashboardCardInput,
) {
  const organization = await loadManagedOrganization(db, organizationId);
  const url = input.url?.trim() || null;
  const surveyId = input.survey_id ?? null;
  await checkCard(db, organization, { kind: input.kind, url, surveyId });
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [last] = await t
      .select({ position: sql<number>`coalesce(max(${dashboardCards.position}), 0)::int` })
      .from(dashboardCards)
      .where(eq(dashboardCards.organizationId, organizationId));
    const [card] = await t
      .insert(dashboardCards)
      .values({
        organizationId,
        kind: input.kind,
        roles: [...new Set(input.roles)],
        texts: input.texts,
        url,
        surveyId,
        position: last.position + 1,
      })
      .returning();
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'Added dashboard card',
      details: { organization_id: organizationId, card_id: card.id, kind: card.kind },
    });
    return card;
  });
}

async function loadCard(db: Db, organizationId: number, cardId: number) {
  const [card] = await db
    .select()
    .from(dashboardCards)
    .where(and(eq(dashboardCards.id, cardId), eq(dashboardCards.organizationId, organizationId)));
  if (!card) throw notFound('Dashboard card');
  return card;
}

export async function updateDashboardCard(
  db: Db,
  claims: TokenClaims,
  organizationId: number,
  cardId: number,
  input: DashboardCardInput,
) {
  const organization = await loadManagedOrganization(db, organizationId);
  const current = await loadCard(db, organizationId, cardId);
  const kind = input.kind ?? current.kind;
  const url = input.url === undefined ? current.url : input.url?.trim() || null;
  const surveyId = input.survey_id === undefined ? current.surveyId : input.survey_id;
  await checkCard(db, organization, { kind, url, surveyId });
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .update(dashboardCards)
      .set({
        kind,
        url,
        surveyId,
        roles: input.roles && [...new Set(input.roles)],
        texts: input.texts,
        updatedAt: new Date(),
      })
      .where(eq(dashboardCards.id, cardId));
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'Changed dashboard card',
      details: { organization_id: organizationId, card_id: cardId, fields: Object.keys(input) },
    });
  });
}

/** Swaps the card with its neighbour above or below; at the top (or bottom) it stays. */
export async function moveDashboardCard(
  db: Db,
  claims: TokenClaims,
  organizationId: number,
  cardId: number,
  direction: 'up' | 'down',
) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const card = await loadCard(t, organizationId, cardId);
    const [neighbour] = await t
      .select()
      .from(dashboardCards)
      .where(
        and(
          eq(dashboardCards.organizationId, organizationId),
          direction === 'up'
            ? lt(dashboardCards.position, card.position)
            : gt(dashboardCards.position, card.position),
        ),
      )
      .orderBy(direction === 'up' ? sql`${dashboardCards.position} desc` : asc(dashboardCards.position))
      .limit(1);
    if (!neighbour) return;
    await t
      .update(dashboardCards)
      .set({ position: neighbour.position })
      .where(eq(dashboardCards.id, card.id));
    await t
      .update(dashboardCards)
      .set({ position: card.position })
      .where(eq(dashboardCards.id, neighbour.id));
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'Moved dashboard card',
      details: { organization_id: organizationId, card_id: cardId, direction },
    });
  });
}

export async function deleteDashboardCard(
  db: Db,
  claims: TokenClaims,
  organizationId: number,
  cardId: number,
) {
  await loadCard(db, organizationId, cardId);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.delete(dashboardCards).where(eq(dashboardCards.id, cardId));
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'Deleted dashboard card',
      details: { organization_id: organizationId, card_id: cardId },
    });
  });
  return { id: cardId };
}

/** Which role dashboard an identity sees; others (super-admins, parents, solo accounts) have no cards. */
export function dashboardRoleOf(claims: TokenClaims): DashboardRole | null {
  switch (claims.identityType) {
    case 'student':
      return 'student';
    case 'teacher':
    case 'staff':
      return 'teacher';
    case 'school_admin':
      return 'school_admin';
    case 'organization_admin':
      return 'organization_admin';
    default:
      return null;
  }
}

/**
 * The cards of the viewer's role dashboard: its organisation's (its parent organisation's first), for its
 * role, in the viewer's language only (a card without a text in it is not shown), in order. A viewer of a
 * language added at /admin/manage-languages, whose interface shows English where untranslated, sees a
 * card's English text when it has none in their language.
 */
export async function viewerDashboardCards(db: Db, claims: TokenClaims, language: string) {
  const role = dashboardRoleOf(claims);
  if (!role || !claims.organizationId) return [];
  const organization = await loadManagedOrganization(db, claims.organizationId);
  const owners = organization.parentId ? [organization.parentId, organization.id] : [organization.id];
  const rows = await db
    .select({ card: dashboardCards, survey: surveyBrief })
    .from(dashboardCards)
    .leftJoin(surveys, eq(surveys.id, dashboardCards.surveyId))
    .where(
      and(
        inArray(dashboardCards.organizationId, owners),
        sql`${dashboardCards.roles} @> ${JSON.stringify([role])}::jsonb`,
      ),
    )
    .orderBy(
      sql`${dashboardCards.organizationId} = ${organization.id}`,
      asc(dashboardCards.position),
      asc(dashboardCards.id),
    );
  return rows.flatMap(({ card, survey }) => {
    const text = card.texts[language]?.trim() || (isLanguageCode(language) ? '' : card.texts.en?.trim());
    if (!text) return [];
    return [
      {
        id: card.id,
        kind: card.kind,
        text,
        url: card.kind === 'link' ? card.url : null,
        survey:
          card.kind === 'survey' && survey?.id
            ? { uuid: survey.uuid, slug: survey.slug, title: anyText(survey.title, language) }
            : null,
      },
    ];
  });
}
