import { eq } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { type SsoMatchClaim, schoolSsoConfigs } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { discoverProvider } from './discovery';
import { type FetchRules, ProviderFetchError } from './providerRequest';
import { sealSecret } from './secretBox';

export type SsoConfigRow = typeof schoolSsoConfigs.$inferSelect;

export type SsoConfigInput = {
  issuer: string;
  clientId: string;
  /** Absent keeps the stored secret. */
  clientSecret?: string;
  matchClaim: SsoMatchClaim;
  externalIdClaim: string;
  identityTypes: string[];
  enabled: boolean;
};

export async function loadSsoConfig(db: Db, schoolId: number): Promise<SsoConfigRow | null> {
  const [row] = await db.select().from(schoolSsoConfigs).where(eq(schoolSsoConfigs.organizationId, schoolId));
  return row ?? null;
}

/** Checks the issuer by running its discovery now; a provider that cannot be used is a 422 on issuer. */
async function checkIssuer(issuer: string, rules: FetchRules): Promise<void> {
  try {
    await discoverProvider(issuer, rules, { fresh: true });
  } catch (error) {
    if (error instanceof ProviderFetchError) throw fieldError(`issuer: ${error.message}`);
    throw fieldError('issuer: the provider could not be used');
  }
}

export async function saveSsoConfig(
  db: Db,
  claims: TokenClaims,
  schoolId: number,
  input: SsoConfigInput,
  options: { tokenSecret: string; rules: FetchRules },
): Promise<SsoConfigRow> {
  const existing = await loadSsoConfig(db, schoolId);
  if (!input.clientSecret && !existing) throw fieldError('client_secret: is required');
  await checkIssuer(input.issuer, options.rules);
  const values = {
    issuer: input.issuer,
    clientId: input.clientId,
    clientSecretEncrypted: input.clientSecret
      ? sealSecret(options.tokenSecret, input.clientSecret)
      : (existing?.clientSecretEncrypted as Buffer),
    matchClaim: input.matchClaim,
    externalIdClaim: input.externalIdClaim,
    identityTypes: input.identityTypes,
    enabledAt: input.enabled ? (existing?.enabledAt ?? new Date()) : null,
    updatedBy: claims.identityId,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schoolSsoConfigs)
      .values({ organizationId: schoolId, ...values })
      .onConflictDoUpdate({ target: schoolSsoConfigs.organizationId, set: values })
      .returning();
    await recordEvent(tx, claims, {
      category: 'School Admin',
      action: 'SSO configured',
      details: { school_id: schoolId, issuer: input.issuer, enabled: input.enabled },
    });
    return row;
  });
}

/** Switches SSO off by removing the configuration and its secret. */
export async function removeSsoConfig(db: Db, claims: TokenClaims, schoolId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(schoolSsoConfigs)
      .where(eq(schoolSsoConfigs.organizationId, schoolId))
      .returning({ id: schoolSsoConfigs.organizationId });
    if (removed.length > 0) {
      await recordEvent(tx, claims, {
        category: 'School Admin',
        action: 'SSO removed',
        details: { school_id: schoolId },
      });
    }
  });
}
