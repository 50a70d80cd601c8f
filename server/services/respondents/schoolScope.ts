import { eq } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { ScopedOrganization } from '../../policies/organizationScope';
import {
  canListSchoolUsers,
  canManageRespondents,
  canReadSchoolSettings,
  canViewRespondents,
  isInSchoolScope,
} from '../../policies/respondents';
import { canManagePeriods, canReadPeriods } from '../../policies/surveys';

const accessRules = {
  view: {
    allows: canViewRespondents,
    refusal: 'You need the view_respondents or manage_respondents permission',
  },
  manage: { allows: canManageRespondents, refusal: 'You need the manage_respondents permission' },
  readSettings: {
    allows: canReadSchoolSettings,
    refusal: 'You need the manage_respondents permission',
  },
  listUsers: {
    allows: canListSchoolUsers,
    refusal: 'You need the manage_respondents, view_respondents or manage_admins permission',
  },
  readPeriods: { allows: canReadPeriods, refusal: 'You need the view_survey_periods permission' },
  managePeriods: { allows: canManagePeriods, refusal: 'You need the manage_survey_periods permission' },
} satisfies Record<
  string,
  { allows: (claims: TokenClaims, school: ScopedOrganization) => boolean; refusal: string }
>;

export type SchoolAccess = keyof typeof accessRules;

/**
 * The school named in a URL, once the caller is known to work in or above it: 404 outside it,
 * 403 inside it without the permission the call needs (respondents, people or survey periods). An
 * organisation admin reads everything of its schools and changes the roster only with the school's
 * grant (docs/ROLES.md); `organizationManagesRoster` comes with the row.
 */
export async function loadSchoolFor(
  db: Db,
  claims: TokenClaims,
  requestedSchoolId: number,
  access: SchoolAccess,
) {
  const [school] = await db.select().from(organizations).where(eq(organizations.id, requestedSchoolId));
  if (!school || school.type === 'organization' || !isInSchoolScope(claims, school)) throw notFound('School');
  const rule = accessRules[access];
  if (!rule.allows(claims, school)) throw new AppError('forbidden', rule.refusal);
  return school;
}
