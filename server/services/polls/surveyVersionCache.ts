import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surveyVersions } from '../../db/schema/surveys';

export type SurveyVersion = typeof surveyVersions.$inferSelect;

/** Enough for every version running at once; the oldest read is dropped first. */
const maxVersions = 500;
const byDatabase = new WeakMap<Db, Map<number, SurveyVersion>>();

/**
 * A survey version by id, read once per server: versions never change once published, and every save
 * of a poll checks its answers against one (its content is the largest thing a save would read).
 */
export async function surveyVersionById(db: Db, id: number): Promise<SurveyVersion | null> {
  const versions = byDatabase.get(db) ?? new Map<number, SurveyVersion>();
  byDatabase.set(db, versions);
  const known = versions.get(id);
  if (known) {
    versions.delete(id);
    versions.set(id, known);
    return known;
  }
  const [row] = await db.select().from(surveyVersions).where(eq(surveyVersions.id, id));
  if (!row) return null;
  versions.set(id, row);
  if (versions.size > maxVersions) versions.delete(versions.keys().next().value as number);
  return row;
}
