import { and, desc, eq, exists, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveys, surveyTagLinks } from '../../db/schema/surveys';
import { presentAdminSurveyRow } from '../../presenters/adminSurvey';
import type { AdminSurveysQuery } from '../../routes/adminSurveys/schema';
import { surveyFacts } from './surveyFacts';

/** The library and every organisation's surveys, filtered by tag, audience and owner, newest change first. */
export async function listAdminSurveys(db: Db, query: AdminSurveysQuery) {
  const conditions: (SQL | undefined)[] = [
    query.archived === 'exclude'
      ? isNull(surveys.archivedAt)
      : query.archived === 'only'
        ? isNotNull(surveys.archivedAt)
        : undefined,
    query.audience ? eq(surveys.audience, query.audience) : undefined,
    query.owner === 'library'
      ? isNull(surveys.organizationId)
      : query.owner
        ? eq(surveys.organizationId, query.owner)
        : undefined,
    query.tag_id
      ? exists(
          db
            .select({ one: sql`1` })
            .from(surveyTagLinks)
            .where(and(eq(surveyTagLinks.surveyId, surveys.id), eq(surveyTagLinks.tagId, query.tag_id))),
        )
      : undefined,
  ];
  const rows = await db
    .select({ survey: surveys, organization: organizations, total: sql<number>`count(*) over ()::int` })
    .from(surveys)
    .leftJoin(organizations, eq(organizations.id, surveys.organizationId))
    .where(and(...conditions))
    .orderBy(desc(surveys.updatedAt), desc(surveys.id))
    .limit(query.limit)
    .offset(query.offset);
  const facts = await surveyFacts(
    db,
    rows.map((row) => row.survey.id),
  );
  return {
    total: rows[0]?.total ?? 0,
    surveys: rows.map((row) =>
      presentAdminSurveyRow(row.survey, row.organization, {
        tags: facts.tagsOf(row.survey.id),
        latestVersion: facts.latestOf(row.survey.id),
        periodCount: facts.periodsOf(row.survey.id),
      }),
    ),
  };
}
