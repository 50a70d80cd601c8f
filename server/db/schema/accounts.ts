import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').unique(),
  name: text('name').notNull().default(''),
  surname: text('surname').notNull().default(''),
  passwordHash: text('password_hash'),
  extraData: jsonb('extra_data').$type<Record<string, unknown>>().notNull().default({}),
  isIndependent: boolean('is_independent').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type', { enum: identityTypes }).notNull(),
    permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull().default({}),
    teacherAccessToResults: boolean('teacher_access_to_results').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('identities_user_idx').on(table.userId),
    index('identities_org_idx').on(table.organizationId),
  ],
);

/** Blacklisted tokens (logout, revocation), kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  tokenId: text('token_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
