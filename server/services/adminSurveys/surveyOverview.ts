import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { identities, organizations, users } from '../../db/schema';
import { surveys } from '../../db/schema/surveys';
import { AppError, notFound } from '../../http/errors';
import { presentAdminSurvey } from '../../presenters/adminSurvey';
import { recordEvent } from '../events/recordEvent';
import { surveyFacts } from './surveyFacts';

/** A person's name as the back office shows it: full name, else username. */
export const personName = sql<string>`coalesce(nullif(trim(${users.name} || ' ' || ${users.surname}), ''), ${users.username})`;

/** Any survey by id (the back office sees every organisation's); 404 when there is none. */
export async function loadAdminSurvey(db: Db, id: number) {
  const [row] = await db
    .select({ survey: surveys, organization: organizations })
    .from(surveys)
    .leftJoin(organizations, eq(organizations.id, surveys.organizationId))
    .where(eq(surveys.id, id));
  if (!row) throw notFound('Survey');
  return row;
}

export async function adminSurveyOverview(db: Db, id: number) {
  const { survey, organization } = await loadAdminSurvey(db, id);
  const [facts, [copiedFrom], [creator]] = await Promise.all([
    surveyFacts(db, [survey.id]),
    survey.copiedFromId
      ? db
          .select({ id: surveys.id, draft: surveys.draft })
          .from(surveys)
          .where(eq(surveys.id, survey.copiedFromId))
      : [],
    survey.createdBy
      ? db
          .select({ name: personName })
          .from(identities)
          .innerJoin(users, eq(users.id, identities.userId))
          .where(eq(identities.id, survey.createdBy))
      : [],
  ]);
  return presentAdminSurvey(survey, organization, {
    tags: facts.tagsOf(survey.id),
    latestVersion: facts.latestOf(survey.id),
    periodCount: facts.periodsOf(survey.id),
    copiedFrom: copiedFrom ?? null,
    createdBy: creator?.name ?? null,
  });
}

/** Archiving hides a survey from the library pickers and lists; its versions and periods stay. */
export async function setSurveyArchived(db: Db, claims: TokenClaims, id: number, archived: boolean) {
  await loadAdminSurvey(db, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [changed] = await t
      .update(surveys)
      .set({ archivedAt: archived ? new Date() : null })
      .where(and(eq(surveys.id, id), archived ? isNull(surveys.archivedAt) : isNotNull(surveys.archivedAt)))
      .returning({ id: surveys.id });
    if (!changed)
      throw new AppError(
        'conflict',
        archived ? 'The survey is already archived' : 'The survey is not archived',
      );
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: archived ? 'Archived survey' : 'Unarchived survey',
      details: { survey_id: id },
    });
  });
  return adminSurveyOverview(db, id);
}
