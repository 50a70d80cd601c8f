import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translationKeys, translations } from '../../db/schema';

/** Developer mode: a key the client met without a translation; the English text when given. */
export async function registerTranslationKey(db: Db, key: string, englishValue?: string) {
  return db.transaction(async (tx) => {
    await tx.insert(translationKeys).values({ key }).onConflictDoNothing();
    const [row] = await tx.select().from(translationKeys).where(eq(translationKeys.key, key));
    if (englishValue) {
      await tx
        .insert(translations)
        .values({ keyId: row.id, languageCode: 'en', value: englishValue, source: 'admin' })
        .onConflictDoNothing();
    }
    return { id: row.id, key: row.key };
  });
}
