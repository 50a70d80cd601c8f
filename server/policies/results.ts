import type { TokenClaims } from '../auth/tokens';
import type { ScopedOrganization } from './organizationScope';
import { isInSchoolScope } from './respondents';

/** How much of a period's results an identity may read, or why it may read none. */
export type ResultsAccess = { kind: 'all' } | { kind: 'own_classes' } | { kind: 'refused'; reason: string };

/** What the results policy reads of a token: a share link's maker gives the same from its record. */
type ResultsClaims = Pick<TokenClaims, 'identityType' | 'permissions'>;

const isAboveSchool = (claims: ResultsClaims) =>
  claims.identityType === 'super_admin' || claims.identityType === 'organization_admin';

/**
 * Spec §6: forbid_results_access always wins; students and parents never read results; school staff
 * need view_survey_results, or, being a teacher, teacher_access_to_results (then only their classes).
 */
export function resultsAccess(claims: ResultsClaims, teacherAccessToResults: boolean): ResultsAccess {
  if (claims.permissions.includes('forbid_results_access')) {
    return { kind: 'refused', reason: 'Results access is forbidden for this account' };
  }
  if (isAboveSchool(claims)) return { kind: 'all' };
  if (claims.identityType === 'student' || claims.identityType === 'parent') {
    return { kind: 'refused', reason: 'Respondents cannot see results' };
  }
  if (claims.permissions.includes('view_survey_results')) return { kind: 'all' };
  if (claims.identityType === 'teacher' && teacherAccessToResults) return { kind: 'own_classes' };
  return { kind: 'refused', reason: 'You need the view_survey_results permission' };
}

/** Whose organisations bound a results read: the signed-in identity, or the identity that made a share link. */
export type ResultsReach = Pick<TokenClaims, 'identityType' | 'organizationId'>;

/**
 * Whether a period's organisation is one the reader works in or above: outside all of a period's
 * organisations it does not exist (404); a parent period shows only the schools inside (resultsScope).
 */
export function isResultsOrganizationInScope(reach: ResultsReach, organization: ScopedOrganization): boolean {
  // isInSchoolScope reads only the identity type and organisation of the claims.
  return isInSchoolScope(reach as TokenClaims, organization);
}

/** Filters are built and edited by those who see all of a period's results: never teachers on their classes. */
export function canEditResultsFilters(claims: TokenClaims, access: ResultsAccess): boolean {
  if (access.kind !== 'all') return false;
  return isAboveSchool(claims) || claims.permissions.includes('view_survey_results');
}
