import type { TokenClaims } from '../auth/tokens';
import type { IdentityType } from '../db/schema';
import {
  canChangeStaffRecord,
  canSeeOrganization,
  organizationHoldsRosterGrant,
  type ScopedOrganization,
} from './organizationScope';

const adminTypes: IdentityType[] = ['school_admin', 'organization_admin', 'staff'];

/**
 * Permissions beyond an identity's defaults are given by those who change staff records (manage_admins):
 * a roster manager inviting a teacher must not hand out manage_admins or results access (to an address
 * of their own, say) that they could not set on the teacher's record.
 */
export function canGrantInvitedPermissions(
  claims: TokenClaims,
  organization: ScopedOrganization,
  type: IdentityType,
): boolean {
  return canChangeStaffRecord(claims, organization, type);
}

/** Admins are invited by those who manage admins; teachers, students and parents by those who manage users. */
export function canInvite(
  claims: TokenClaims,
  organization: ScopedOrganization,
  type: IdentityType,
): boolean {
  if (type === 'super_admin' || type === 'solo') return false;
  if (type === 'organization_admin') return claims.identityType === 'super_admin';
  if (adminTypes.includes(type)) return canChangeStaffRecord(claims, organization, type);
  if (!canSeeOrganization(claims, organization)) return false;
  if (claims.identityType === 'organization_admin') return organizationHoldsRosterGrant(claims, organization);
  return (
    claims.identityType === 'super_admin' ||
    claims.permissions.includes('manage_users') ||
    claims.permissions.includes('manage_respondents')
  );
}
