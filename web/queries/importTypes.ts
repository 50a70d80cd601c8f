/** The shapes of the import API (server/routes/imports). */

export const importTypes = ['students', 'teachers', 'parents', 'staff'] as const;
export type ImportType = (typeof importTypes)[number];
export type ImportStatus = 'uploaded' | 'previewed' | 'committing' | 'committed' | 'failed';
export type ImportOutcome = 'new' | 'existing_account' | 'link' | 'skip' | 'error';

export type ImportIssue = {
  line: number;
  column: string;
  code: string;
  message: string;
  params?: Record<string, string | number>;
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

/** An import in a list (GET school/{id}/imports). */
export type ImportSummary = {
  id: number;
  organization_id: number;
  type: ImportType;
  status: ImportStatus;
  progress: number;
  file_name: string;
  file_format: 'csv' | 'xlsx';
  file_size: number;
  counts: ImportCounts | null;
  failure: string | null;
  created_at: string;
  updated_at: string;
  committed_at: string | null;
};

/** One import with its columns, mapping and report (GET school/{id}/imports/{importId}). */
export type ImportRecord = ImportSummary & {
  file_encoding: string | null;
  row_count: number;
  headers: string[];
  sample_rows: { line: number; cells: string[] }[];
  fields: { key: string; required: boolean }[];
  mapping: Record<string, number | null>;
  missing_fields: string[];
  preview: {
    rows: { line: number; values: Record<string, string>; outcome: ImportOutcome }[];
    new_classes: string[];
  } | null;
  errors: ImportIssue[];
  skipped: ImportIssue[];
  can_commit: boolean;
};

export type AdminImport = ImportSummary & { school: { id: number; name: string } };

export type ImportOverview = {
  counts: Record<'classes' | 'students' | 'teachers' | 'parents' | 'staff', number>;
  missing: Record<ImportType, 'classes' | 'students' | null>;
};

export type SchoolYearStep = {
  id: number;
  name: string;
  grade: number | null;
  students: number;
  action: 'promote' | 'graduate' | 'keep';
  new_name: string | null;
  new_grade: number | null;
};

export type SchoolYearPlan = {
  last_grade: number;
  classes: SchoolYearStep[];
  conflicts: { name: string; class_ids: number[] }[];
  counts: { promoted: number; graduating_classes: number; graduating_students: number; kept: number };
  /** The school year the classes move into: the school's own (/admin/fiscal-years), else 1 September–31 August. */
  school_year: SchoolYearSpan;
  /** When the classes were already moved into that school year, if they were. */
  already_started_at: string | null;
};

export type SchoolYearSpan = { year: number; name: string; starts_on: string; ends_on: string; own: boolean };

export type SchoolYearResult = {
  last_grade: number;
  promoted: number;
  graduated_classes: number;
  archived_students: number;
  archived_parents: number;
  kept: number;
  school_year: SchoolYearSpan;
};
