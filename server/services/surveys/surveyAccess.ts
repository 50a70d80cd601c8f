import { eq } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveys } from '../../db/schema/surveys';
import { AppError, notFound } from '../../http/errors';
import { canEditSurvey, canReadSurvey } from '../../policies/surveys';

export type SurveyRow = typeof surveys.$inferSelect;

/** A survey by its uuid, once the caller may read it (404 otherwise), or edit it (403 when only reading). */
export async function loadSurveyFor(db: Db, claims: TokenClaims, uuid: string, access: 'read' | 'edit') {
  const [row] = await db
    .select({ survey: surveys, organization: organizations })
    .from(surveys)
    .leftJoin(organizations, eq(organizations.id, surveys.organizationId))
    .where(eq(surveys.uuid, uuid));
  if (!row || row.survey.archivedAt || !canReadSurvey(claims, row)) throw notFound('Survey');
  const editable = canEditSurvey(claims, row);
  if (access === 'edit' && !editable) throw new AppError('forbidden', 'You cannot change this survey');
  return { ...row, editable };
}
