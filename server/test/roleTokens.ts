import type { IdentityType, organizations } from '../db/schema';
import type { AppDeps } from '../deps';
import { buildIdentity, tokenFor } from './factories';

type Organization = typeof organizations.$inferSelect;

/** A token for a fresh identity of this type in this organisation. */
export async function tokenOf(
  deps: AppDeps,
  type: IdentityType,
  organizationId: number | null,
  permissions: Record<string, boolean> = {},
) {
  const { identity } = await buildIdentity(deps.database.db, { type, organizationId, permissions });
  return tokenFor(deps, identity);
}

/**
 * One token per role around a school from `buildSchool`: its student, teacher and school admin, the admin
 * of its organisation (each with `permissions`) and a super-admin. Anonymous is no token at all.
 */
export async function roleTokens(
  deps: AppDeps,
  { school, parent }: { school: Organization; parent: Organization },
  permissions: Record<string, boolean> = {},
) {
  const members = {
    student: await tokenOf(deps, 'student', school.id, permissions),
    teacher: await tokenOf(deps, 'teacher', school.id, permissions),
    schoolAdmin: await tokenOf(deps, 'school_admin', school.id, permissions),
    organizationAdmin: await tokenOf(deps, 'organization_admin', parent.id, permissions),
  };
  return { ...members, members, superAdmin: await tokenOf(deps, 'super_admin', null) };
}
