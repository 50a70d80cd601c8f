import type { ImportCounts, ImportPreview, ImportRow, ImportType } from '../../db/schema';
import { importLimits } from './limits';
import type { ImportPlan } from './plans/planTypes';
import { readRowValues } from './rowValidation';

export type ImportReport = {
  errors: ImportPlan['errors'];
  skipped: ImportPlan['skipped'];
  counts: ImportCounts;
  preview: ImportPreview;
};

/** What the screens show of a plan: counts, the first rows with their outcome, every problem. */
export function reportOf(
  plan: ImportPlan,
  rows: ImportRow[],
  mapping: Record<string, number | null>,
): ImportReport {
  const outcomes = [...plan.outcomes.values()];
  const count = (outcome: string) => outcomes.filter((value) => value === outcome).length;
  return {
    errors: plan.errors.slice(0, importLimits.maxStoredIssues),
    skipped: plan.skipped.slice(0, importLimits.maxStoredIssues),
    counts: {
      rows: plan.rowCount,
      valid: plan.rowCount - count('error') - count('skip'),
      errors: count('error'),
      skipped: count('skip'),
      new_classes: plan.newClasses.length,
    },
    preview: {
      rows: rows.slice(0, importLimits.previewRows).map((row) => ({
        line: row.line,
        values: readRowValues(row, mapping) as Record<string, string>,
        outcome: plan.outcomes.get(row.line) ?? 'error',
      })),
      new_classes: plan.newClasses,
    },
  };
}

/** Who an import type needs in the school first: teachers need classes, parents need students. */
export const prerequisiteOf: Record<ImportType, 'classes' | 'students' | null> = {
  students: null,
  teachers: 'classes',
  parents: 'students',
  staff: null,
};
