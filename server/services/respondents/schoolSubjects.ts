import { and, eq, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { intlLocale, orderLanguages } from '../../../common/languages';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { subjects } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { localizedField } from '../../http/fields';
import { recordEvent } from '../events/recordEvent';
import { refusedSurveyLanguages } from '../translations/surveyLanguages';
import { parseRows, rowProblem, rowsRefused, sameName } from './rowReport';
import { subjectName } from './subjects';

type SubjectRow = typeof subjects.$inferSelect;

/**
 * One new subject's names (a row of the body is `{ en: …, uk: … }`), checked as `names` so a refusal names
 * the language: `row 2: names.uk: …`. Any survey language, at least one written; whether an added code is
 * switched on for surveys is data, checked with refusedSurveyLanguages.
 */
const subjectRow = z.object({ names: localizedField(100, 'one') });

/** The names written, in the languages' order (en, lv, ru, then added ones), blanks left out. */
const writtenNames = (names: Record<string, string>) =>
  Object.fromEntries(
    orderLanguages(Object.keys(names).filter((code) => names[code])).map((code) => [code, names[code]]),
  );

/** A school whose subjects are named: its default language names them for a reader of an added language. */
type NamingSchool = { id: number; defaultLanguage: string };

export function presentSubject(row: SubjectRow, language: string, fallback?: string) {
  return {
    id: row.id,
    name: subjectName(row.names, language, fallback),
    names: writtenNames(row.names),
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
    const wrapped = rows.map((names) => ({ names }));
    const { values, problems } = parseRows(subjectRow, wrapped);
    const parsed = wrapped.map((row) => subjectRow.safeParse(row).data?.names);
    const refused = new Set(
      await refusedSurveyLanguages(
        t,
        parsed.flatMap((names) => Object.keys(names ?? {})),
      ),
    );
    const known = new Map<string, string>();
    for (const row of await t.select().from(subjects).where(usable(schoolId))) {
      for (const [code, name] of Object.entries(row.names)) {
        if (name) known.set(`${code}:${sameName(name)}`, 'exists');
      }
    }
    parsed.forEach((names, index) => {
      for (const [code, name] of Object.entries(names ?? {})) {
        if (!name) continue;
        const field = `names.${code}`;
        if (refused.has(code)) {
          problems.push(
            rowProblem(
              index + 1,
              `${field}: ${code} is not a language switched on for surveys (/admin/manage-languages)`,
            ),
          );
          continue;
        }
        const key = `${code}:${sameName(name)}`;
        const seen = known.get(key);
        if (seen === 'exists')
          problems.push(rowProblem(index + 1, `${field}: a subject named "${name}" already exists`));
        else if (seen) problems.push(rowProblem(index + 1, `${field}: "${name}" is also on ${seen}`));
        else known.set(key, `row ${index + 1}`);
      }
    });
    if (problems.length) throw rowsRefused('subjects', problems);
    const made = await t
      .insert(subjects)
      .values(values.map((row) => ({ organizationId: schoolId, names: writtenNames(row.names) })))
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
