import { asc, eq } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { seenItems } from '../../db/schema';
import { recordEvent } from '../events/recordEvent';

/** Spec §3 seen onboarding items of the signed-in person (on every identity and device). */
export async function listSeenItems(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ item: seenItems.item })
    .from(seenItems)
    .where(eq(seenItems.userId, userId))
    .orderBy(asc(seenItems.item));
  return rows.map((row) => row.item);
}

/** Marks an item seen once; seeing it again changes nothing. */
export async function markSeen(db: Db, claims: TokenClaims, item: string): Promise<string[]> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const added = await t
      .insert(seenItems)
      .values({ userId: claims.userId, item })
      .onConflictDoNothing()
      .returning({ item: seenItems.item });
    if (added.length)
      await recordEvent(t, claims, { category: 'Onboarding', action: 'seen', details: { item } });
  });
  return listSeenItems(db, claims.userId);
}
