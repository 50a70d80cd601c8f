import { and, eq, isNull, or } from 'drizzle-orm';
import { intlLocale } from '../../../common/languages';
import type { Db } from '../../db/client';
import { subjects } from '../../db/schema';

/**
 * A subject's name in the language asked for (names are written in any survey language, an added one at
 * /admin/manage-languages too), else in `fallback` (the school's default language), else Latvian, then
 * English, then any name it has.
 */
export function subjectName(names: Record<string, string>, language: string, fallback?: string): string {
  return (
    names[language] || (fallback && names[fallback]) || names.lv || names.en || Object.values(names)[0] || ''
  );
}

/**
 * Platform subjects and the school's own, named in one language (any code: a reader's added language reads
 * the school's default language's names) and sorted by that name.
 */
export async function availableSubjects(
  db: Db,
  school: { id: number; defaultLanguage: string },
  language: string,
) {
  const schoolId = school.id;
  const rows = await db
    .select()
    .from(subjects)
    .where(
      and(
        isNull(subjects.archivedAt),
        or(isNull(subjects.organizationId), eq(subjects.organizationId, schoolId)),
      ),
    );
  return rows
    .map((row) => ({
      id: row.id,
      name: subjectName(row.names, language, school.defaultLanguage),
      own: row.organizationId !== null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, intlLocale(language)));
}
