import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identities, users } from '../../db/schema';
import { surveyVersions } from '../../db/schema/surveys';
import { notFound } from '../../http/errors';
import { presentVersion } from '../../presenters/survey';
import { loadAdminSurvey, personName } from './surveyOverview';

const versionColumns = { version: surveyVersions, publishedBy: personName };

const versionsOf = (db: Db, surveyId: number) =>
  db
    .select(versionColumns)
    .from(surveyVersions)
    .leftJoin(identities, eq(identities.id, surveyVersions.publishedBy))
    .leftJoin(users, eq(users.id, identities.userId))
    .where(eq(surveyVersions.surveyId, surveyId))
    .orderBy(desc(surveyVersions.number))
    .$dynamic();

/** Every published version of a survey, newest first, with who published it. */
export async function listAdminSurveyVersions(db: Db, surveyId: number) {
  await loadAdminSurvey(db, surveyId);
  const rows = await versionsOf(db, surveyId);
  return rows.map((row) => ({ ...presentVersion(row.version), published_by: row.publishedBy }));
}

/** One version with its content, for the read-only document; `latest` is the newest. */
export async function readAdminSurveyVersion(db: Db, surveyId: number, number: number | 'latest') {
  const { survey, organization } = await loadAdminSurvey(db, surveyId);
  const query = versionsOf(db, surveyId);
  const [row] = await (number === 'latest'
    ? query.limit(1)
    : query.where(and(eq(surveyVersions.surveyId, surveyId), eq(surveyVersions.number, number))));
  if (!row) throw notFound(number === 'latest' ? 'Published version' : `Version ${number}`);
  return {
    survey: {
      id: survey.id,
      title: survey.draft.title,
      audience: survey.audience,
      owner: organization ? { id: organization.id, name: organization.name } : null,
    },
    version: { ...presentVersion(row.version), published_by: row.publishedBy, content: row.version.content },
  };
}
