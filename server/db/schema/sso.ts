import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from './accounts';
import { createdAt } from './columns';
import { bytea } from './imports';
import { organizationScoped, organizations } from './organizations';

export const ssoMatchClaims = ['email', 'external_id'] as const;
export type SsoMatchClaim = (typeof ssoMatchClaims)[number];

/**
 * A school's OpenID Connect sign-in. The client secret is kept encrypted (AES-256-GCM, key derived
 * from the server's token secret); matchClaim says whether the e-mail or the external id from the
 * import (identities.external_id, read from claim `externalIdClaim`) finds the identity.
 */
export const schoolSsoConfigs = pgTable('school_sso_configs', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretEncrypted: bytea('client_secret_encrypted').notNull(),
  matchClaim: text('match_claim', { enum: ssoMatchClaims }).notNull().default('email'),
  externalIdClaim: text('external_id_claim').notNull().default('sub'),
  /** Identity types that may sign in this way (student, teacher, parent, admin). */
  identityTypes: jsonb('identity_types').$type<string[]>().notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  updatedBy: integer('updated_by').references(() => identities.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One sign-in on its way through the school's provider: single use, short-lived; only a hash of the state. */
export const ssoLoginAttempts = pgTable(
  'sso_login_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    ...organizationScoped(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectPath: text('redirect_path'),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sso_login_attempts_created_idx').on(table.createdAt)],
);
