import type { TokenClaims } from '../auth/tokens';
import {
  canChangeStaffRecord,
  organizationHoldsRosterGrant,
  type ScopedOrganization,
} from './organizationScope';

/** Identity types that work inside one school and act on its respondents when permitted. */
const schoolStaffTypes = new Set(['school_admin', 'teacher', 'staff', 'solo']);

/**
 * Whether the caller works in or above this school at all: super-admins everywhere, organisation
 * admins in their organisation's schools, staff in their own school. Outside it the school does not
 * exist for them (404); inside it a missing permission is a 403.
 */
export function isInSchoolScope(claims: TokenClaims, school: ScopedOrganization): boolean {
  if (claims.identityType === 'super_admin') return true;
  if (claims.organizationId === null) return false;
  if (claims.identityType === 'organization_admin') {
    return school.id === claims.organizationId || school.parentId === claims.organizationId;
  }
  return schoolStaffTypes.has(claims.identityType) && school.id === claims.organizationId;
}

const isAboveSchool = (claims: TokenClaims) =>
  claims.identityType === 'super_admin' || claims.identityType === 'organization_admin';

/** Spec §2: classes, groups and users are seen with view_respondents or manage_respondents. */
export function canViewRespondents(claims: TokenClaims, school: ScopedOrganization): boolean {
  if (!isInSchoolScope(claims, school)) return false;
  return (
    isAboveSchool(claims) ||
    claims.permissions.includes('view_respondents') ||
    claims.permissions.includes('manage_respondents')
  );
}

/** The roster (classes, students, groups, teachers, imports, SSO): an organisation admin only with the school's grant. */
export function canManageRespondents(claims: TokenClaims, school: ScopedOrganization): boolean {
  if (!isInSchoolScope(claims, school)) return false;
  if (claims.identityType === 'super_admin') return true;
  if (claims.identityType === 'organization_admin') return organizationHoldsRosterGrant(claims, school);
  return claims.permissions.includes('manage_respondents');
}

/** A school's settings (SSO) are read by those who may change them and by everyone above the school. */
export function canReadSchoolSettings(claims: TokenClaims, school: ScopedOrganization): boolean {
  return canManageRespondents(claims, school) || (isInSchoolScope(claims, school) && isAboveSchool(claims));
}

/** Spec §2 /school/users: open to respondent viewers and managers, and to those who manage admins. */
export function canListSchoolUsers(claims: TokenClaims, school: ScopedOrganization): boolean {
  return (
    canViewRespondents(claims, school) ||
    (isInSchoolScope(claims, school) && claims.permissions.includes('manage_admins'))
  );
}

const staffTypes = new Set(['teacher', 'staff', 'school_admin']);

/** Removing a respondent is a roster change; removing staff is a staff-record change. */
export function canArchiveSchoolIdentity(
  claims: TokenClaims,
  school: ScopedOrganization,
  identityType: string,
): boolean {
  if (!isInSchoolScope(claims, school)) return false;
  return staffTypes.has(identityType)
    ? canChangeStaffRecord(claims, school, identityType)
    : canManageRespondents(claims, school);
}
