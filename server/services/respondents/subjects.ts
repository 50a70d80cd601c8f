import { and, eq, isNull, or } from 'drizzle-orm';
import type { LanguageCode } from '../../../common/languages';
import type { Db } from '../../db/client';
import { subjects } from '../../db/schema';

/** A subject's name in the language asked for, falling back to Latvian, then English. */
export function subjectName(names: Record<string, string>, language: LanguageCode): string {
  return names[language] || names.lv || names.en || Object.values(names)[0] || '';
}

/** Platform subjects and the school's own, named in one language and sorted by that name. */
export async function availableSubjects(db: Db, schoolId: number, language: LanguageCode) {
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
    .map((row) => ({ id: row.id, name: subjectName(row.names, language), own: row.organizationId !== null }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
