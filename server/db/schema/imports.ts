import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from './accounts';
import { organizationScoped } from './organizations';

export const importTypes = ['students', 'teachers', 'parents', 'staff'] as const;
export type ImportType = (typeof importTypes)[number];

export const importStatuses = ['uploaded', 'previewed', 'committing', 'committed', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** PostgreSQL bytea; PGlite hands back a Uint8Array, pg a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One row of an uploaded file: its line in the file (1 = the header) and its cells as text. */
export type ImportRow = { line: number; cells: string[] };
/** Field key → column index in the file, or null when the field is not in the file. */
export type ImportMapping = Record<string, number | null>;
export type ImportIssue = {
  line: number;
  /** The field key (name, class…) the problem is in. */
  column: string;
  code: string;
  message: string;
  params?: Record<string, string | number>;
};
/** How one row will be imported, for the preview of the first rows. */
export type ImportOutcome = 'new' | 'existing_account' | 'link' | 'skip' | 'error';
export type ImportPreview = {
  rows: { line: number; values: Record<string, string>; outcome: ImportOutcome }[];
  /** Classes the commit will create (students import). */
  new_classes: string[];
};
export type ImportCounts = {
  rows: number;
  valid: number;
  errors: number;
  skipped: number;
  new_classes: number;
  created?: number;
  linked?: number;
};

/**
 * An import of client data (students, teachers, parents, staff) into one school: the uploaded file
 * as it came (bytes, never on disk), its rows as read, the column mapping, the report and the state.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    ...organizationScoped(),
    type: text('type', { enum: importTypes }).notNull(),
    status: text('status', { enum: importStatuses }).notNull().default('uploaded'),
    /** 0–100 while committing. */
    progress: integer('progress').notNull().default(0),
    /** As the browser named it; shown, never used as a path. */
    fileName: text('file_name').notNull(),
    fileFormat: text('file_format', { enum: ['csv', 'xlsx'] }).notNull(),
    /** utf-8, utf-16le or windows-1257 for CSV; null for XLSX. */
    fileEncoding: text('file_encoding'),
    fileSize: integer('file_size').notNull(),
    fileBytes: bytea('file_bytes').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    rows: jsonb('rows').$type<ImportRow[]>().notNull().default([]),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull().default({}),
    errors: jsonb('errors').$type<ImportIssue[]>().notNull().default([]),
    skipped: jsonb('skipped').$type<ImportIssue[]>().notNull().default([]),
    /** Null until the rows have been checked against a mapping. */
    counts: jsonb('counts').$type<ImportCounts>(),
    preview: jsonb('preview').$type<ImportPreview>(),
    /** Why a commit failed, in words. */
    failure: text('failure'),
    ...auditColumns(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (table) => [
    index('imports_org_idx').on(table.organizationId, table.createdAt),
    index('imports_status_idx').on(table.status),
  ],
);
