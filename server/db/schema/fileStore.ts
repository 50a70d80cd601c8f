import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from './accounts';
import { createdAt, timestamps } from './columns';
import { bytea } from './imports';
import { organizationScoped } from './organizations';

/**
 * The bytes of stored files when the file storage is PostgreSQL (the default): one row per key.
 * Only `services/files/fileStorage.ts` reads or writes it; everything else holds a storage key.
 */
export const fileBlobs = pgTable('file_blobs', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * The file store of the back office (/admin/bucket-file): logos, guides and PDFs that pages link to
 * at /api/files/{id}/{name}. Replacing a file keeps its id, so links keep working.
 */
export const bucketFiles = pgTable('bucket_files', {
  id: serial('id').primaryKey(),
  /** As uploaded (last path segment, control characters dropped); shown and used in the download's name. */
  name: text('name').notNull(),
  /** What its bytes are (png, pdf, xlsx…: services/files/fileKinds.ts), never taken from the name alone. */
  kind: text('kind').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  uploadedBy: integer('uploaded_by').references(() => identities.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/** The states the team sets. */
export const teamUploadStates = ['received', 'in_work', 'done', 'refused'] as const;
/** ...and 'withdrawn': the school took the upload back before the team was done (its file is deleted). */
export const clientDataUploadStates = [...teamUploadStates, 'withdrawn'] as const;
export type ClientDataUploadState = (typeof clientDataUploadStates)[number];

/**
 * A data file a school sends to the platform team (a roster in its own format…) with a message. The
 * team moves it through received → in work → done, or refuses it with a reason the school reads; the
 * school may withdraw it while it is received or in work (the record stays, its file goes). The
 * file is kept until `expires_at`; after that it is not served, and the nightly housekeeping drops the
 * bytes (storage_key becomes null) while the record stays.
 */
export const clientDataUploads = pgTable(
  'client_data_uploads',
  {
    id: serial('id').primaryKey(),
    ...organizationScoped(),
    uploadedBy: integer('uploaded_by').references(() => identities.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    fileName: text('file_name').notNull(),
    kind: text('kind').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').unique(),
    state: text('state', { enum: clientDataUploadStates }).notNull().default('received'),
    refusalReason: text('refusal_reason'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    stateChangedBy: integer('state_changed_by').references(() => identities.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('client_data_uploads_organization_idx').on(table.organizationId, table.createdAt),
    index('client_data_uploads_state_idx').on(table.state, table.createdAt),
  ],
);

export type BucketFile = typeof bucketFiles.$inferSelect;
export type ClientDataUpload = typeof clientDataUploads.$inferSelect;
