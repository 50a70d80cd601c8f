import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schoolSsoConfigs } from '../../db/schema';
import { openSealedSecret, sealSecret } from './secretBox';

/**
 * At start, after TOKEN_SECRET gained a new first secret: every SSO client secret sealed with an older
 * one is sealed again with the newest, so the older one can later be dropped from the list. Answers how
 * many were resealed and the schools whose secret no listed secret opens (sealed with a dropped one).
 */
export async function resealSsoSecrets(db: Db, tokenSecrets: string[]) {
  const rows = await db
    .select({ schoolId: schoolSsoConfigs.organizationId, sealed: schoolSsoConfigs.clientSecretEncrypted })
    .from(schoolSsoConfigs);
  let resealed = 0;
  const unreadable: number[] = [];
  for (const row of rows) {
    let opened: { plain: string; newest: boolean };
    try {
      opened = openSealedSecret(tokenSecrets, row.sealed);
    } catch {
      unreadable.push(row.schoolId);
      continue;
    }
    if (opened.newest) continue;
    await db
      .update(schoolSsoConfigs)
      .set({ clientSecretEncrypted: sealSecret(tokenSecrets[0], opened.plain) })
      .where(eq(schoolSsoConfigs.organizationId, row.schoolId));
    resealed++;
  }
  return { resealed, unreadable };
}
