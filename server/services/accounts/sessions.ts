import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashSecret, randomSecret } from '../../auth/secrets';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export const sessionCookieName = 'balss_session';
/** A session ends after 4 hours without use, and 14 days after sign-in in any case. */
export const sessionIdleMs = 4 * 3600 * 1000;
export const sessionAbsoluteMs = 14 * 24 * 3600 * 1000;
/**
 * A session's use is written down at most once a minute: every page load asks for a token, and a durable
 * write on each held the page back by a disk flush (tens to hundreds of ms). The idle limit moves by a minute at most.
 */
export const sessionTouchMs = 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(
  db: Db,
  values: { userId: number; identityId: number; tokenized?: boolean },
): Promise<{ session: SessionRow; secret: string }> {
  const secret = randomSecret();
  const [session] = await db
    .insert(sessions)
    .values({
      id: randomUUID(),
      secretHash: hashSecret(secret),
      userId: values.userId,
      identityId: values.identityId,
      tokenized: values.tokenized ?? false,
      expiresAt: new Date(Date.now() + sessionAbsoluteMs),
    })
    .returning();
  return { session, secret };
}

function isLive(session: SessionRow, now = Date.now()): boolean {
  return (
    !session.revokedAt &&
    session.expiresAt.getTime() > now &&
    now - session.lastSeenAt.getTime() < sessionIdleMs
  );
}

/** The live session behind a cookie secret, marked as used now (sessionTouchMs); null when there is none. */
export async function useSessionSecret(db: Db, secret: string | undefined): Promise<SessionRow | null> {
  if (!secret) return null;
  const [session] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.secretHash, hashSecret(secret)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (!session || !isLive(session)) return null;
  if (Date.now() - session.lastSeenAt.getTime() < sessionTouchMs) return session;
  const [touched] = await db
    .update(sessions)
    .set({ lastSeenAt: new Date() })
    .where(eq(sessions.id, session.id))
    .returning();
  return touched;
}

export async function findLiveSession(db: Db, sessionId: string): Promise<SessionRow | null> {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return session && isLive(session) ? session : null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
