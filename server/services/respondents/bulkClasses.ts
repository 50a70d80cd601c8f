import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { gradeFromName } from '../../../common/classNames';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { AppError } from '../../http/errors';
import { presentClass } from '../../presenters/class';
import { recordEvent } from '../events/recordEvent';
import { parseRows, rowProblem, rowsRefused, sameName } from './rowReport';

/** One line of a bulk class list: the same rules as a class made one by one. */
export const bulkClassRow = z.object({
  name: z.string('is required').trim().min(1, 'is required').max(50, 'at most 50 characters'),
  num_students: z
    .number('must be a whole number')
    .int('must be a whole number')
    .min(0, 'cannot be negative')
    .max(1000, 'at most 1000')
    .optional(),
});

/**
 * Creates every class of the list, or none: each bad row, each name given twice and each name the
 * school already uses is reported with its row number.
 */
export async function createClassesInBulk(db: Db, claims: TokenClaims, schoolId: number, rows: unknown[]) {
  return insertClasses(db, claims, schoolId, rows).catch((error: unknown) => {
    // Two lists with the same name saved at once: the later one loses the race at the unique index.
    if (isUniqueViolation(error)) throw new AppError('conflict', raceMessage);
    throw error;
  });
}

const raceMessage =
  'classes: a class with one of these names was created at the same moment; nothing was saved. Reload the list and try again.';

async function insertClasses(db: Db, claims: TokenClaims, schoolId: number, rows: unknown[]) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { values, problems } = parseRows(bulkClassRow, rows);
    const existing = await t
      .select({ name: classes.name })
      .from(classes)
      .where(and(eq(classes.organizationId, schoolId), isNull(classes.archivedAt)));
    const taken = new Set(existing.map((row) => sameName(row.name)));
    const firstRow = new Map<string, number>();
    rows.forEach((row, index) => {
      const parsed = bulkClassRow.safeParse(row);
      if (!parsed.success) return;
      const key = sameName(parsed.data.name);
      const number = index + 1;
      if (taken.has(key)) {
        problems.push(rowProblem(number, `name: a class named "${parsed.data.name}" already exists`));
      } else if (firstRow.has(key)) {
        problems.push(rowProblem(number, `name: "${parsed.data.name}" is also on row ${firstRow.get(key)}`));
      } else firstRow.set(key, number);
    });
    if (problems.length) throw rowsRefused('classes', problems);
    const made = await t
      .insert(classes)
      .values(
        values.map((row) => ({
          organizationId: schoolId,
          name: row.name,
          grade: gradeFromName(row.name),
          numStudents: row.num_students ?? 0,
        })),
      )
      .returning();
    await recordEvent(t, claims, {
      category: 'Classes',
      action: 'Created classes',
      details: { school_id: schoolId, class_ids: made.map((row) => row.id) },
    });
    return made.map((row) => presentClass(row, { studentsRegistered: 0 }));
  });
}
