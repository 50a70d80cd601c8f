import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { grantedNames } from '../../../common/permissions';
import type { PeriodIdentifiers } from '../../../common/results/types';
import { hashSecret } from '../../auth/secrets';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { identities, organizations, users } from '../../db/schema';
import { resultShareLinks } from '../../db/schema/results';
import { surveyPeriods } from '../../db/schema/surveys';
import { AppError, notFound } from '../../http/errors';
import { resultsAccess } from '../../policies/results';
import { identityPermissions } from '../accounts/identityContext';
import { recordEvent } from '../events/recordEvent';
import { newUrlToken } from '../periods/createPeriod';
import { type ResultsScope, resolveResultsScope } from './resultsScope';
import type { ResultsViewer } from './resultsViewer';

export const sharedResultsPath = (token: string) => `/results/shared/${token}`;

const linkNotFound = () => notFound('Share link');

/** A parent period (one with school periods under it) is read as parent_period, any other as period. */
export async function identifiersOf(db: Db, periodId: number): Promise<PeriodIdentifiers> {
  const [{ children }] = await db
    .select({ children: count() })
    .from(surveyPeriods)
    .where(eq(surveyPeriods.parentPeriodId, periodId));
  return { type: children > 0 ? 'parent_period' : 'period', id: periodId };
}

/**
 * Why the viewer of `scope` may not share its period's results, or null when they may. Sharing needs
 * all of the period's results, signed in: a teacher who reads only their own classes, a reader
 * through property values alone (read only), a school-level reader of a parent period, and demo and
 * share-link viewers are refused. The results summary says the same to the page (info.can_share).
 */
export function shareRefusal(scope: ResultsScope): string | null {
  if (scope.viewer.kind !== 'identity') return 'Only signed-in readers may share results';
  if (scope.ownClassIds !== null) return 'Only those who see all of the results may share them';
  if (scope.grantedOnly) return 'Results read through a property value are read only: they cannot be shared';
  if (scope.ownSchoolsOnly)
    return 'Share links of a parent period are only for those who see all of its schools';
  return null;
}

/**
 * Sharing: outside the caller's organisations 404; without results access (resolveResultsScope) or
 * refused by shareRefusal 403.
 */
async function assertMayShare(db: Db, claims: TokenClaims, periodId: number) {
  const scope = await resolveResultsScope(
    db,
    { kind: 'identity', claims },
    await identifiersOf(db, periodId),
  );
  const refusal = shareRefusal(scope);
  if (refusal !== null) throw new AppError('forbidden', refusal);
}

export async function createShareLink(db: Db, claims: TokenClaims, periodId: number) {
  await assertMayShare(db, claims, periodId);
  const token = newUrlToken();
  const [link] = await db
    .insert(resultShareLinks)
    .values({ periodId, tokenHash: hashSecret(token), createdBy: claims.identityId })
    .returning();
  await recordEvent(db, claims, {
    category: 'Results',
    action: 'share',
    details: { period_id: periodId, link_id: link.id },
  });
  return { id: link.id, url: sharedResultsPath(token), created_at: link.createdAt.toISOString() };
}

export async function listShareLinks(db: Db, claims: TokenClaims, periodId: number) {
  await assertMayShare(db, claims, periodId);
  const rows = await db
    .select({ link: resultShareLinks, maker: identities, makerUser: users })
    .from(resultShareLinks)
    .leftJoin(identities, eq(identities.id, resultShareLinks.createdBy))
    .leftJoin(users, eq(users.id, identities.userId))
    .where(and(eq(resultShareLinks.periodId, periodId), isNull(resultShareLinks.revokedAt)))
    .orderBy(desc(resultShareLinks.createdAt), desc(resultShareLinks.id));
  return rows.map(({ link, maker, makerUser }) => ({
    id: link.id,
    period_id: link.periodId,
    created_at: link.createdAt.toISOString(),
    created_by: makerUser ? [makerUser.name, makerUser.surname].filter(Boolean).join(' ') : null,
    /** false: the link answers 404, as its maker no longer reads these results (makerReach). */
    active: makerReach(maker, makerUser?.disabledAt ?? null) !== null,
  }));
}

export async function revokeShareLink(db: Db, claims: TokenClaims, linkId: number) {
  const [link] = await db
    .select()
    .from(resultShareLinks)
    .where(and(eq(resultShareLinks.id, linkId), isNull(resultShareLinks.revokedAt)));
  if (!link) throw linkNotFound();
  await assertMayShare(db, claims, link.periodId);
  await db.update(resultShareLinks).set({ revokedAt: new Date() }).where(eq(resultShareLinks.id, link.id));
  await recordEvent(db, claims, {
    category: 'Results',
    action: 'revoke share',
    details: { period_id: link.periodId, link_id: link.id },
  });
}

/**
 * The authority a link reads with: its maker's as it is now, or null when the maker is gone,
 * archived, disabled or without results access any more (forbid_results_access,
 * view_survey_results taken away): such a link reads nothing.
 */
function makerReach(maker: typeof identities.$inferSelect | null, makerDisabledAt: Date | null) {
  if (!maker || maker.archivedAt !== null || makerDisabledAt !== null) return null;
  const madeBy = {
    identityType: maker.type,
    organizationId: maker.organizationId,
    permissions: grantedNames(identityPermissions(maker)),
  };
  return resultsAccess(madeBy, false).kind === 'all' ? madeBy : null;
}

/**
 * Who reads through a share link: only its period (404 for an unknown or revoked token), within the
 * reach of the identity that made it, so a link a school's admin made on a parent period (before
 * that was refused) shows that school's part only. The link reads with its maker's authority as it
 * is now: a maker gone, archived, disabled or without results access any more (forbid_results_access,
 * view_survey_results taken away) reads nothing, so the link is unavailable (404), as a revoked one.
 */
export async function shareViewerFor(
  db: Db,
  token: string,
): Promise<Extract<ResultsViewer, { kind: 'share' }>> {
  const [link] = await db
    .select({ periodId: resultShareLinks.periodId, maker: identities, makerDisabledAt: users.disabledAt })
    .from(resultShareLinks)
    .leftJoin(identities, eq(identities.id, resultShareLinks.createdBy))
    .leftJoin(users, eq(users.id, identities.userId))
    .where(and(eq(resultShareLinks.tokenHash, hashSecret(token)), isNull(resultShareLinks.revokedAt)));
  if (!link) throw linkNotFound();
  const madeBy = makerReach(link.maker, link.makerDisabledAt);
  if (!madeBy) throw linkNotFound();
  return { kind: 'share', periodId: link.periodId, madeBy };
}

/** Every active share link, for the super-admin's overview. */
export async function listAllShareLinks(db: Db) {
  const rows = await db
    .select({
      link: resultShareLinks,
      periodName: surveyPeriods.name,
      schoolId: organizations.id,
      schoolName: organizations.name,
      name: users.name,
      surname: users.surname,
    })
    .from(resultShareLinks)
    .innerJoin(surveyPeriods, eq(surveyPeriods.id, resultShareLinks.periodId))
    .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
    .leftJoin(identities, eq(identities.id, resultShareLinks.createdBy))
    .leftJoin(users, eq(users.id, identities.userId))
    .where(isNull(resultShareLinks.revokedAt))
    .orderBy(desc(resultShareLinks.createdAt), desc(resultShareLinks.id));
  return rows.map((row) => ({
    id: row.link.id,
    period: { id: row.link.periodId, name: row.periodName },
    school: { id: row.schoolId, name: row.schoolName },
    created_by: row.name === null ? null : [row.name, row.surname].filter(Boolean).join(' '),
    created_at: row.link.createdAt.toISOString(),
  }));
}
