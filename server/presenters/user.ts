import type { PermissionMap } from '../../common/permissions';
import type { IdentityContext, OrganizationRow } from '../services/accounts/identityContext';

export function presentSchool(organization: OrganizationRow | null) {
  if (!organization) return null;
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    type: organization.type,
    city: organization.city,
    country: organization.country,
    languages: organization.languages,
    default_language: organization.defaultLanguage,
    parent_id: organization.parentId,
  };
}

/** Spec §3 user / identity fields; `id` is the identity, `user_id` the person. */
export function presentUser(
  context: IdentityContext,
  extra: { permissions: PermissionMap; hasAcceptedTerms: boolean; becameBy: number | null },
) {
  const { user, identity, organization } = context;
  return {
    id: identity.id,
    user_id: user.id,
    type: identity.type,
    name: user.name,
    surname: user.surname,
    username: user.username,
    email: user.email,
    language: user.language,
    extra_data: user.extraData,
    organization: organization
      ? { id: organization.id, name: organization.name, type: organization.type, slug: organization.slug }
      : null,
    school: organization
      ? { name: organization.name, city: organization.city, country: organization.country }
      : null,
    permissions: extra.permissions,
    teacher_access_to_results: identity.teacherAccessToResults,
    has_accepted_terms: extra.hasAcceptedTerms ? 1 : 0,
    // The became marker: who impersonates, and which person the session was made to stand for.
    became: extra.becameBy === null ? null : { by_user_id: extra.becameBy, user_id: user.id },
  };
}

export function presentIdentity(context: Pick<IdentityContext, 'identity' | 'organization'>) {
  const { identity, organization } = context;
  return {
    id: identity.id,
    user_id: identity.userId,
    type: identity.type,
    organization_id: identity.organizationId,
    organization: organization
      ? { id: organization.id, name: organization.name, type: organization.type, slug: organization.slug }
      : null,
    teacher_access_to_results: identity.teacherAccessToResults,
  };
}
