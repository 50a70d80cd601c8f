import { and, eq, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { intlLocale, type LanguageCode, supportedLanguages } from '../../../common/languages';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { subjects } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { parseRows, rowProblem, rowsRefused, sameName } from './rowReport';
import { subjectName } from './subjects';

type SubjectRow = typeof subjects.$inferSelect;

const subjectNameField = z.string('must be text').trim().max(100, 'at most 100 characters').optional();

/** One new subject: a name in at least one of en, lv and ru. */
export const subjectRow = z
  .object({ en: subjectNameField, lv: subjectNameField, ru: subjectNameField })
  .refine((row) => supportedLanguages.some((code) => row[code]), {
    message: 'give a name in at least one language',
    path: ['names'],
  });

/** A school whose subjects are named: its default language names them for a reader of an added language. */
type NamingSchool = { id: number; defaultLanguage: string };

export function presentSubject(row: SubjectRow, language: string, fallback?: string) {
  return {
    id: row.id,
    name: subjectName(row.names, language, fallback),
    names: Object.fromEntries(supportedLanguages.map((code) => [code, row.names[code] || null])) as Record<
      LanguageCode,
      string | null
    >,
    own: row.organizationId !== null,
  };
}

const usable = (schoolId: number) =>
  and(
    isNull(subjects.archivedAt),
    or(isNull(subjects.organizationId), eq(subjects.organizationId, schoolId)),
  );

/**
 * The subjects a school can use, the platform's and its own, with every name; `name` in the reader's
 * language (any code: an added one reads the school's default language's names).
 */
export async function listSchoolSubjects(db: Db, school: NamingSchool, language: string) {
  const rows = await db.select().from(subjects).where(usable(school.id));
  const locale = intlLocale(language);
  return rows
    .map((row) => presentSubject(row, language, school.defaultLanguage))
    .sort((a, b) => Number(b.own) - Number(a.own) || a.name.localeCompare(b.name, locale));
}

/** Adds the school's own subjects, all or none; a name the school can already use is refused. */
export async function createSchoolSubjects(
  db: Db,
  claims: TokenClaims,
  school: NamingSchool,
  rows: unknown[],
  language: string,
) {
  const schoolId = school.id;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { values, problems } = parseRows(subjectRow, rows);
    const known = new Map<string, string>();
    for (const row of await t.select().from(subjects).where(usable(schoolId))) {
      for (const code of supportedLanguages) {
        if (row.names[code]) known.set(`${code}:${sameName(row.names[code])}`, 'exists');
      }
    }
    rows.forEach((row, index) => {
      const parsed = subjectRow.safeParse(row);
      if (!parsed.success) return;
      for (const code of supportedLanguages) {
        const name = parsed.data[code];
        if (!name) continue;
        const key = `${code}:${sameName(name)}`;
        const seen = known.get(key);
        if (seen === 'exists')
          problems.push(rowProblem(index + 1, `${code}: a subject named "${name}" already exists`));
        else if (seen) problems.push(rowProblem(index + 1, `${code}: "${name}" is also on ${seen}`));
        else known.set(key, `row ${index + 1}`);
      }
    });
    if (problems.length) throw rowsRefused('subjects', problems);
    const made = await t
      .insert(subjects)
      .values(
        values.map((row) => ({
          organizationId: schoolId,
          names: Object.fromEntries(
            supportedLanguages.flatMap((code) => (row[code] ? [[code, row[code]]] : [])),
          ),
        })),
      )
      .returning();
    await recordEvent(t, claims, {
      category: 'Subjects',
      action: 'Created subjects',
      details: { school_id: schoolId, subject_ids: made.map((row) => row.id) },
    });
    return made.map((row) => presentSubject(row, language, school.defaultLanguage));
  });
}

/** Archives one of the school's own subjects; classes linked to it keep the link for their history. */
export async function archiveSchoolSubject(db: Db, claims: TokenClaims, schoolId: number, subjectId: number) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .select()
      .from(subjects)
      .where(and(usable(schoolId), eq(subjects.id, subjectId)));
    if (!row) throw notFound('Subject');
    if (row.organizationId === null) {
      throw new AppError('forbidden', 'Platform subjects belong to every school and cannot be deleted here');
    }
    await t.update(subjects).set({ archivedAt: new Date() }).where(eq(subjects.id, subjectId));
    await recordEvent(t, claims, {
      category: 'Subjects',
      action: 'Deleted subject',
      details: { school_id: schoolId, subject_id: subjectId },
    });
  });
}
