import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveys, surveyVersions } from '../../db/schema/surveys';
import { presentAdminSurveyRow } from '../../presenters/adminSurvey';
import { surveyFacts } from './surveyFacts';
import { type TextMatch, textMatches } from './surveyTextMatches';

/** The text as an ILIKE pattern that means itself: `%`, `_` and the escape character lose their meaning. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Surveys whose name or questions contain the text in any language, in the draft or in any published
 * version, with where it matched. The database narrows by ILIKE over the jsonb; the matches are then
 * read from the texts themselves, so ids and keys of the content never count as a hit.
 */
export async function searchAdminSurveys(db: Db, search: string, limit: number) {
  const pattern = containsPattern(search);
  const inVersions = db
    .select({ surveyId: surveyVersions.surveyId })
    .from(surveyVersions)
    .where(sql`${surveyVersions.content}::text ilike ${pattern}`);
  const candidates = await db
    .select({ survey: surveys, organization: organizations })
    .from(surveys)
    .leftJoin(organizations, eq(organizations.id, surveys.organizationId))
    .where(or(sql`${surveys.draft}::text ilike ${pattern}`, inArray(surveys.id, inVersions)))
    .orderBy(desc(surveys.updatedAt), desc(surveys.id))
    .limit(500);
  const ids = candidates.map((row) => row.survey.id);
  const versions = ids.length
    ? await db
        .select()
        .from(surveyVersions)
        .where(inArray(surveyVersions.surveyId, ids))
        .orderBy(desc(surveyVersions.number))
    : [];
  const hits = candidates
    .map((row) => {
      const matches: (TextMatch & { version: number | null })[] = [];
      const seen = new Set<string>();
      const sources = [
        { version: null, content: row.survey.draft },
        ...versions
          .filter((version) => version.surveyId === row.survey.id)
          .map((version) => ({ version: version.number, content: version.content })),
      ];
      for (const source of sources) {
        for (const match of textMatches(source.content, search)) {
          const key = `${match.where}|${match.question_id}|${match.language}|${match.text}`;
          if (seen.has(key) || matches.length >= 10) continue;
          seen.add(key);
          matches.push({ ...match, version: source.version });
        }
      }
      return { row, matches };
    })
    .filter((hit) => hit.matches.length)
    .slice(0, limit);
  const facts = await surveyFacts(
    db,
    hits.map((hit) => hit.row.survey.id),
  );
  return hits.map(({ row, matches }) => ({
    ...presentAdminSurveyRow(row.survey, row.organization, {
      tags: facts.tagsOf(row.survey.id),
      latestVersion: facts.latestOf(row.survey.id),
      periodCount: facts.periodsOf(row.survey.id),
    }),
    matches,
  }));
}
