import type { TokenClaims } from '../auth/tokens';
import type { ScopedOrganization } from './organizationScope';

/** What a request for a class's live session gets: the session, a refusal (403) or nothing (404). */
export type ClassSessionAccess = 'allowed' | 'forbidden' | 'not_found';

const respondentTypes = new Set(['student', 'parent']);
const teachingTypes = new Set(['teacher', 'staff', 'school_admin']);

/**
 * A class's live session (the projector count) opens for the school's admins and for whoever teaches
 * or leads that class. Respondents and other staff of the school are refused; anyone outside the
 * school (organisation and super-admins included: it is a classroom view) finds nothing.
 */
export function classSessionAccess(
  claims: TokenClaims,
  school: ScopedOrganization,
  teachesClass: boolean,
): ClassSessionAccess {
  if (claims.organizationId !== school.id) return 'not_found';
  if (claims.identityType === 'school_admin' || claims.identityType === 'solo') return 'allowed';
  if (respondentTypes.has(claims.identityType)) return 'forbidden';
  return teachingTypes.has(claims.identityType) && teachesClass ? 'allowed' : 'forbidden';
}
