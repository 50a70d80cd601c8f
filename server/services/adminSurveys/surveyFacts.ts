import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surveyPeriods, surveyTagLinks, surveyTags, surveyVersions } from '../../db/schema/surveys';

export type TagRow = typeof surveyTags.$inferSelect;
type VersionRow = typeof surveyVersions.$inferSelect;

/** What the back office shows beside each survey: its tags, latest version and how many periods ran it. */
export async function surveyFacts(db: Db, surveyIds: number[]) {
  if (!surveyIds.length)
    return { tagsOf: () => [] as TagRow[], latestOf: () => null, periodsOf: () => 0 } as const;
  const [tagRows, versionRows, periodRows] = await Promise.all([
    db
      .select({ surveyId: surveyTagLinks.surveyId, tag: surveyTags })
      .from(surveyTagLinks)
      .innerJoin(surveyTags, eq(surveyTags.id, surveyTagLinks.tagId))
      .where(inArray(surveyTagLinks.surveyId, surveyIds))
      .orderBy(surveyTags.id),
    db
      .selectDistinctOn([surveyVersions.surveyId])
      .from(surveyVersions)
      .where(inArray(surveyVersions.surveyId, surveyIds))
      .orderBy(surveyVersions.surveyId, desc(surveyVersions.number)),
    db
      .select({ surveyId: surveyVersions.surveyId, count: sql<number>`count(*)::int` })
      .from(surveyPeriods)
      .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
      .where(inArray(surveyVersions.surveyId, surveyIds))
      .groupBy(surveyVersions.surveyId),
  ]);
  return {
    tagsOf: (surveyId: number) => tagRows.filter((row) => row.surveyId === surveyId).map((row) => row.tag),
    latestOf: (surveyId: number): VersionRow | null =>
      versionRows.find((row) => row.surveyId === surveyId) ?? null,
    periodsOf: (surveyId: number) => periodRows.find((row) => row.surveyId === surveyId)?.count ?? 0,
  };
}
