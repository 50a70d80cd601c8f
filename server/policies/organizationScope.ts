import type { TokenClaims } from '../auth/tokens';

export type ScopedOrganization = { id: number; parentId: number | null };

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

/** Managing other people's admin records needs manage_admins (or being above the school). */
export function canManageAdmins(claims: TokenClaims, organization: ScopedOrganization): boolean {
  if (!canSeeOrganization(claims, organization)) return false;
  if (isSuperAdmin(claims) || claims.identityType === 'organization_admin') return true;
  return claims.permissions.includes('manage_admins');
}
