import type { TokenClaims } from '../auth/tokens';

/** An organisation as policies see it; `organizationManagesRoster` is a school's grant to its organisation. */
export type ScopedOrganization = { id: number; parentId: number | null; organizationManagesRoster?: boolean };

const schoolStaffTypes = new Set(['school_admin', 'teacher', 'staff']);

export function isSuperAdmin(claims: TokenClaims): boolean {
  return claims.identityType === 'super_admin';
}

/**
 * Who may look at an organisation's staff records: super-admins everywhere, organisation admins in
 * their organisation and its schools, school staff in their own school.
 */
export function canSeeOrganization(claims: TokenClaims, organization: ScopedOrganization): boolean {
  if (isSuperAdmin(claims)) return true;
  if (claims.organizationId === null) return false;
  if (claims.identityType === 'organization_admin') {
    return organization.id === claims.organizationId || organization.parentId === claims.organizationId;
  }
  return schoolStaffTypes.has(claims.identityType) && organization.id === claims.organizationId;
}

/**
 * docs/ROLES.md: an organisation admin changes a member school's roster (classes, students, groups,
 * teachers, imports, SSO, staff other than school admins) only while that school grants it.
 */
export function organizationHoldsRosterGrant(claims: TokenClaims, school: ScopedOrganization): boolean {
  return (
    claims.identityType === 'organization_admin' &&
    claims.organizationId !== null &&
    school.parentId === claims.organizationId &&
    school.organizationManagesRoster === true
  );
}

/** Managing other people's admin records needs manage_admins (or being above the school). */
export function canManageAdmins(claims: TokenClaims, organization: ScopedOrganization): boolean {
  if (!canSeeOrganization(claims, organization)) return false;
  if (isSuperAdmin(claims) || claims.identityType === 'organization_admin') return true;
  return claims.permissions.includes('manage_admins');
}

/**
 * Changing one staff record (permissions, archiving): school admins' records by whoever manages admins;
 * other staff's by the school's own admins with manage_admins, and by its organisation only with the grant.
 */
export function canChangeStaffRecord(
  claims: TokenClaims,
  organization: ScopedOrganization,
  staffType: string,
): boolean {
  if (!canManageAdmins(claims, organization)) return false;
  if (claims.identityType !== 'organization_admin' || staffType === 'school_admin') return true;
  return organizationHoldsRosterGrant(claims, organization);
}

/** The roster grant is the school's to give: its own admins with manage_admins (or a super-admin), never the organisation. */
export function canSetRosterGrant(claims: TokenClaims, school: ScopedOrganization): boolean {
  if (isSuperAdmin(claims)) return true;
  return (
    schoolStaffTypes.has(claims.identityType) &&
    school.id === claims.organizationId &&
    claims.permissions.includes('manage_admins')
  );
}
