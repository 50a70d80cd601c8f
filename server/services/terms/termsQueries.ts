import { and, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { terms, termsAcceptances } from '../../db/schema';

export async function currentTermsVersion(db: Db): Promise<number | null> {
  const [row] = await db.select({ version: max(terms.version) }).from(terms);
  return row?.version ?? null;
}

/** The newest terms in a language, falling back to English. */
export async function currentTerms(db: Db, language: string) {
  const version = await currentTermsVersion(db);
  if (version === null) return null;
  const rows = await db.select().from(terms).where(eq(terms.version, version)).orderBy(desc(terms.language));
  return (
    rows.find((row) => row.language === language) ??
    rows.find((row) => row.language === 'en') ??
    rows[0] ??
    null
  );
}

/** True when there are no terms yet, or the user accepted the newest version. */
export async function hasAcceptedCurrentTerms(db: Db, userId: number): Promise<boolean> {
  const version = await currentTermsVersion(db);
  if (version === null) return true;
  const rows = await db
    .select({ version: termsAcceptances.version })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.version, version)));
  return rows.length > 0;
}

export async function acceptTerms(db: Db, userId: number, version: number): Promise<void> {
  await db.insert(termsAcceptances).values({ userId, version }).onConflictDoNothing();
}
