import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surveyPeriods, surveyVersions } from '../../db/schema';
import { textQuestionIds } from '../results/textQuestions';

/** Published versions never change, so their free-text question ids are kept once read (a process has one database). */
const textKeysOfVersion = new Map<number, string[]>();

/** The free-text question ids of each period's survey version. */
export async function periodTextKeys(db: Db, periodIds: number[]): Promise<Map<number, string[]>> {
  if (periodIds.length === 0) return new Map();
  const periods = await db
    .select({ id: surveyPeriods.id, versionId: surveyPeriods.surveyVersionId })
    .from(surveyPeriods)
    .where(inArray(surveyPeriods.id, periodIds));
  const unread = [...new Set(periods.map((period) => period.versionId))].filter(
    (id) => !textKeysOfVersion.has(id),
  );
  if (unread.length) {
    const versions = await db
      .select({ id: surveyVersions.id, content: surveyVersions.content })
      .from(surveyVersions)
      .where(inArray(surveyVersions.id, unread));
    for (const version of versions) {
      textKeysOfVersion.set(version.id, textQuestionIds(version.content));
    }
  }
  return new Map(periods.map((period) => [period.id, textKeysOfVersion.get(period.versionId) ?? []]));
}
