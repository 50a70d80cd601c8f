import { eq } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { canManageRespondents, canViewRespondents, isInSchoolScope } from '../../policies/respondents';

export type RespondentAccess = 'view' | 'manage';

/**
 * The school named in a URL, once the caller is known to work in or above it: 404 outside it,
 * 403 inside it without the respondent permission the call needs.
 */
export async function loadRespondentSchool(
  db: Db,
  claims: TokenClaims,
  requestedSchoolId: number,
  access: RespondentAccess,
) {
  const [school] = await db.select().from(organizations).where(eq(organizations.id, requestedSchoolId));
  if (!school || school.type === 'organization' || !isInSchoolScope(claims, school)) throw notFound('School');
  const allowed =
    access === 'view' ? canViewRespondents(claims, school) : canManageRespondents(claims, school);
  if (!allowed) {
    throw new AppError(
      'forbidden',
      access === 'view'
        ? 'You need the view_respondents or manage_respondents permission'
        : 'You need the manage_respondents permission',
    );
  }
  return school;
}
