import { asc, desc, eq, max, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { languages, terms, termsDrafts } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';

/** Everything the editor shows: languages, the published versions (newest first, with texts) and the drafts. */
export async function loadTermsEditor(db: Db) {
  const [languageRows, published, drafts] = await Promise.all([
    db.select().from(languages).orderBy(asc(languages.code)),
    db.select().from(terms).orderBy(desc(terms.version), asc(terms.language)),
    db.select().from(termsDrafts).orderBy(asc(termsDrafts.language)),
  ]);
  return { languageRows, published, drafts };
}

async function assertKnownLanguage(db: Db, language: string) {
  const [found] = await db
    .select({ code: languages.code })
    .from(languages)
    .where(eq(languages.code, language));
  if (!found) throw fieldError('language: is not a language of the platform');
}

export async function saveTermsDraft(
  db: Db,
  claims: TokenClaims,
  input: { language: string; title: string; body: string },
) {
  await assertKnownLanguage(db, input.language);
  return db.transaction(async (tx) => {
    const values = { ...input, updatedBy: claims.userId, updatedAt: new Date() };
    const [row] = await tx
      .insert(termsDrafts)
      .values(values)
      .onConflictDoUpdate({ target: termsDrafts.language, set: values })
      .returning();
    await recordEvent(tx, claims, {
      category: 'Superadmin',
      action: 'Saved terms draft',
      details: { language: input.language },
    });
    return row;
  });
}

/** Discards one language's draft; false when there was none. */
export async function discardTermsDraft(db: Db, claims: TokenClaims, language: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(termsDrafts).where(eq(termsDrafts.language, language)).returning();
    if (!removed.length) return false;
    await recordEvent(tx, claims, {
      category: 'Superadmin',
      action: 'Discarded terms draft',
      details: { language },
    });
    return true;
  });
}

/**
 * Publishes the drafts as the next version and clears them. A version is published in every interface
 * language (`languages.enabled`) or not at all, so nobody is asked to accept terms in a language they did not
 * choose; drafts of other languages go with it. Nobody has accepted the new version, so the terms gate asks
 * everyone again.
 */
export async function publishTermsDrafts(db: Db, claims: TokenClaims) {
  return db.transaction(async (tx) => {
    // One publisher at a time: two would both take the same next version number.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('balss_terms_publish'))`);
    const drafts = await tx.select().from(termsDrafts);
    const interfaceLanguages = await tx
      .select({ code: languages.code })
      .from(languages)
      .where(eq(languages.enabled, true))
      .orderBy(asc(languages.code));
    const missing = interfaceLanguages
      .map((language) => language.code)
      .filter((code) => !drafts.some((draft) => draft.language === code));
    if (missing.length) {
      throw fieldError(
        `drafts: a version needs a text in every interface language; missing: ${missing.join(', ')}`,
      );
    }
    const [latest] = await tx.select({ version: max(terms.version) }).from(terms);
    const version = (latest?.version ?? 0) + 1;
    const publishedAt = new Date();
    await tx.insert(terms).values(
      drafts.map((draft) => ({
        version,
        language: draft.language,
        title: draft.title,
        body: draft.body,
        publishedAt,
      })),
    );
    await tx.delete(termsDrafts);
    await recordEvent(tx, claims, {
      category: 'Superadmin',
      action: 'Published terms',
      details: { version, languages: drafts.map((draft) => draft.language) },
    });
    return { version, languages: drafts.map((draft) => draft.language), publishedAt };
  });
}
