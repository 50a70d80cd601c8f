import { AppError } from '../../http/errors';
import { importLimits, maxFileMegabytes } from './limits';

/** Why a file cannot be imported; the code travels in `errors` as `file: <code>` for the screens. */
const fileProblems = {
  too_large: `The file is larger than the ${maxFileMegabytes} MB limit`,
  empty: 'The file is empty',
  not_readable: 'The file is neither a CSV text file nor an Excel workbook (.xlsx)',
  xls_not_supported: 'Old Excel files (.xls) cannot be read: save the file as .xlsx or CSV',
  not_xlsx: 'The file is a zip archive but not an Excel workbook (.xlsx)',
  zip_damaged: 'The workbook is damaged and cannot be opened',
  zip_encrypted: 'The workbook is password-protected',
  zip_too_many_entries: `The workbook holds more than ${importLimits.maxZipEntries} parts`,
  zip_too_large_unpacked: `The workbook unpacks to more than ${importLimits.maxUnpackedBytes / 1024 / 1024} MB`,
  workbook_unreadable: 'The workbook could not be read',
  no_header: 'The file has no header row',
  no_rows: 'The file has no rows under the header',
  too_many_rows: `The file has more than ${importLimits.maxRows} rows`,
  too_many_columns: `The file has more than ${importLimits.maxColumns} columns`,
} as const;

export type FileProblem = keyof typeof fileProblems;

export function fileError(problem: FileProblem): AppError {
  return new AppError(
    problem === 'too_large' ? 'payload_too_large' : 'validation_failed',
    fileProblems[problem],
    [`file: ${problem}`],
  );
}
