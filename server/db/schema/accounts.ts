import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamps } from './columns';
import { organizationIndex, platformOrOrganization } from './organizations';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').unique(),
  name: text('name').notNull().default(''),
  surname: text('surname').notNull().default(''),
  passwordHash: text('password_hash'),
  extraData: jsonb('extra_data').$type<Record<string, unknown>>().notNull().default({}),
  isIndependent: boolean('is_independent').notNull().default(false),
  language: text('language'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const identityTypes = [
  'student',
  'teacher',
  'parent',
  'staff',
  'school_admin',
  'organization_admin',
  'super_admin',
  'solo',
] as const;
export type IdentityType = (typeof identityTypes)[number];

export const identities = pgTable(
  'identities',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    ...platformOrOrganization(),
    type: text('type', { enum: identityTypes }).notNull(),
    permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull().default({}),
    teacherAccessToResults: boolean('teacher_access_to_results').notNull().default(false),
    /** The school's own id for this person (e-klase, an import, SSO): how re-imports find them. */
    externalId: text('external_id'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('identities_user_idx').on(table.userId), organizationIndex('identities', table)],
);

/** Who made the row; the row stays when that identity goes. */
export const createdByIdentity = () =>
  integer('created_by').references(() => identities.id, { onDelete: 'set null' });

/** Who made the row, when, and when it last changed. */
export const auditColumns = () => ({ createdBy: createdByIdentity(), ...timestamps() });

/** Blacklisted tokens (logout, revocation), kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  tokenId: text('token_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A signed-in browser. The cookie holds a random secret; only its hash is stored. The session
 * names the identity its tokens are minted for; while impersonating, becameBy is the super-admin.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull().unique(),
    userId: ownedBy('user_id', () => users.id),
    identityId: ownedBy('identity_id', () => identities.id),
    becameBy: integer('became_by').references(() => users.id, { onDelete: 'cascade' }),
    returnIdentityId: integer('return_identity_id').references(() => identities.id, { onDelete: 'set null' }),
    tokenized: boolean('tokenized').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const oneTimePurposes = [
  'password_reset',
  'create_password',
  'email_change',
  'invitation',
  'tokenized_entry',
] as const;
export type OneTimePurpose = (typeof oneTimePurposes)[number];

/** Reset, invitation, e-mail change and tokenized-entry links: stored hashed, single use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: oneTimePurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_tokens_user_idx').on(table.userId, table.purpose)],
);

/** Terms of use: one text per language per version; a user accepts a version. */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('terms_version_language_idx').on(table.version, table.language)],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: ownedBy('user_id', () => users.id),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.userId, table.version] })],
);
