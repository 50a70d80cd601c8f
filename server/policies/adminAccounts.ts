import type { TokenClaims } from '../auth/tokens';
import type { IdentityType, OrganizationType } from '../db/schema';

/**
 * Back-office rules about accounts. Each answers null when the change is allowed, else the
 * `field: reason` line the API sends back (422).
 */

/** The kind of organisation each identity type belongs to; null: none (super-admins stand above all). */
export const organizationTypeFor: Record<IdentityType, OrganizationType | null> = {
  student: 'school',
  teacher: 'school',
  parent: 'school',
  staff: 'school',
  school_admin: 'school',
  organization_admin: 'organization',
  super_admin: null,
  solo: 'solo',
};

/** Identity types whose records carry admin permissions and the teacher results flag. */
const permissionHolders = new Set<IdentityType>(['school_admin', 'staff', 'teacher', 'organization_admin']);

export function holdsPermissions(type: IdentityType): boolean {
  return permissionHolders.has(type);
}

export function placementProblem(
  type: IdentityType,
  organization: { type: OrganizationType } | null,
  requestedOrganizationId: number | null,
): string | null {
  const needed = organizationTypeFor[type];
  if (needed === null) {
    return requestedOrganizationId === null
      ? null
      : 'organization_id: a super-admin belongs to no organisation';
  }
  if (requestedOrganizationId === null) return `organization_id: is required for this role`;
  if (!organization) return 'organization_id: no such organisation';
  if (organization.type !== needed) return `organization_id: must be of type ${needed} for this role`;
  return null;
}

/** Permissions and teacher results access only mean something on staff records. */
export function permissionFieldsProblem(
  type: IdentityType,
  changes: { permissions?: unknown; teacher_access_to_results?: unknown },
): string | null {
  if (holdsPermissions(type)) return null;
  if (changes.permissions !== undefined) return 'permissions: this role has no permissions';
  if (changes.teacher_access_to_results !== undefined)
    return 'teacher_access_to_results: only for staff roles';
  return null;
}

/** Nobody disables their own account. */
export function disableProblem(
  claims: TokenClaims,
  userId: number,
  disabled: boolean | undefined,
): string | null {
  return disabled === true && userId === claims.userId
    ? 'disabled: you cannot disable your own account'
    : null;
}

/**
 * Taking a super-admin role away (archiving it): never one's own, never the last active one.
 * `field` names what the request called it (archived in an identity change, id in a removal).
 */
export function superAdminRemovalProblem(
  claims: TokenClaims,
  target: { userId: number; type: IdentityType; archivedAt: Date | null },
  activeSuperAdmins: number,
  field: string,
): string | null {
  if (target.type !== 'super_admin' || target.archivedAt) return null;
  if (target.userId === claims.userId) return `${field}: you cannot remove your own super-admin role`;
  if (activeSuperAdmins <= 1) return `${field}: the last active super-admin cannot be removed`;
  return null;
}
