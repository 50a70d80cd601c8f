/** The limits of an upload and of what is read from it. */
export const importLimits = {
  /** The largest file accepted, in bytes. */
  maxFileBytes: 5 * 1024 * 1024,
  /** XLSX: entries in the zip and their total unpacked size (checked before the workbook is read). */
  maxZipEntries: 1000,
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxRows: 100_000,
  maxColumns: 50,
  /** More rows to write than this and the commit runs as a job, with progress on screen. */
  jobThresholdRows: 500,
  /** Rows shown in the preview. */
  previewRows: 20,
  /** Issues kept per import; the counts still hold the whole number. */
  maxStoredIssues: 5000,
} as const;

export const maxFileMegabytes = importLimits.maxFileBytes / 1024 / 1024;
