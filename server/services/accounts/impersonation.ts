import { eq } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { type IdentityContext, loadIdentityContext } from './identityContext';
import { findLiveSession, type SessionRow } from './sessions';

async function callerSession(db: Db, claims: TokenClaims): Promise<SessionRow> {
  const session = claims.sessionId ? await findLiveSession(db, claims.sessionId) : null;
  if (!session) throw new AppError('unauthorized', 'No valid session');
  return session;
}

/** The session now mints tokens for another identity of the same user. */
export async function switchIdentity(db: Db, claims: TokenClaims, identityId: number) {
  if (claims.becameBy)
    throw new AppError('forbidden', 'Return to your own account before switching identity');
  const session = await callerSession(db, claims);
  const context = await loadIdentityContext(db, identityId);
  if (!context || context.user.id !== claims.userId) throw notFound('Identity');
  const [updated] = await db
    .update(sessions)
    .set({ identityId })
    .where(eq(sessions.id, session.id))
    .returning();
  await recordEvent(db, claims, {
    category: 'Login',
    action: 'Switched identity',
    details: { to: identityId },
  });
  return { session: updated, context };
}

/** A super-admin becomes any identity that is not a super-admin's. */
export async function become(db: Db, claims: TokenClaims, identityId: number) {
  if (claims.identityType !== 'super_admin' || claims.becameBy)
    throw new AppError('forbidden', 'Only a super-admin can do this');
  const session = await callerSession(db, claims);
  const context = await loadIdentityContext(db, identityId);
  if (!context) throw notFound('Identity');
  if (context.identity.type === 'super_admin')
    throw new AppError('forbidden', 'A super-admin cannot be impersonated');
  const [updated] = await db
    .update(sessions)
    .set({ identityId, becameBy: claims.userId, returnIdentityId: claims.identityId })
    .where(eq(sessions.id, session.id))
    .returning();
  await recordEvent(db, claims, {
    category: 'Superadmin',
    action: 'Became identity',
    details: { identity_id: identityId, user_id: context.user.id },
  });
  return { session: updated, context };
}

export async function unbecome(
  db: Db,
  claims: TokenClaims,
): Promise<{ session: SessionRow; context: IdentityContext }> {
  const session = await callerSession(db, claims);
  if (!session.becameBy || !session.returnIdentityId)
    throw new AppError('bad_request', 'Not impersonating anyone');
  const context = await loadIdentityContext(db, session.returnIdentityId);
  if (!context) throw new AppError('unauthorized', 'No valid session');
  const [updated] = await db
    .update(sessions)
    .set({ identityId: session.returnIdentityId, becameBy: null, returnIdentityId: null })
    .where(eq(sessions.id, session.id))
    .returning();
  await recordEvent(db, claims, { category: 'Superadmin', action: 'Unbecame identity' });
  return { session: updated, context };
}
