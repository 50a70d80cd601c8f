import {
  type IdentityRow,
  identityPermissions,
  type OrganizationRow,
  type UserRow,
} from '../services/accounts/identityContext';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** One identity as the back office sees it, archived ones included. */
export function presentAdminIdentity(identity: IdentityRow, organization: OrganizationRow | null) {
  return {
    id: identity.id,
    user_id: identity.userId,
    type: identity.type,
    organization_id: identity.organizationId,
    organization: organization
      ? { id: organization.id, name: organization.name, type: organization.type, slug: organization.slug }
      : null,
    permissions: identityPermissions(identity),
    teacher_access_to_results: identity.teacherAccessToResults,
    archived: identity.archivedAt !== null,
    archived_at: iso(identity.archivedAt),
    created_at: identity.createdAt.toISOString(),
  };
}

/** A user's own fields; never the password hash. */
export function presentAdminUserFields(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    surname: user.surname,
    language: user.language,
    disabled: user.disabledAt !== null,
    disabled_at: iso(user.disabledAt),
    created_at: user.createdAt.toISOString(),
  };
}

export function presentAdminUser(
  user: UserRow,
  identities: { identity: IdentityRow; organization: OrganizationRow | null }[],
) {
  return {
    ...presentAdminUserFields(user),
    identities: identities.map((row) => presentAdminIdentity(row.identity, row.organization)),
  };
}

/** A super-admin role: the identity (its id is the one in /admin/super-admin/{id}) and its person. */
export function presentSuperAdmin(identity: IdentityRow, user: UserRow) {
  return {
    id: identity.id,
    user_id: user.id,
    archived: identity.archivedAt !== null,
    archived_at: iso(identity.archivedAt),
    created_at: identity.createdAt.toISOString(),
    user: presentAdminUserFields(user),
  };
}
