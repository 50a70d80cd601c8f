import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../auth/tokens';
import { canManageAdmins, canSeeOrganization } from './organizationScope';

const claims = (
  identityType: string,
  organizationId: number | null,
  permissions: string[] = [],
): TokenClaims => ({
  userId: 1,
  identityId: 1,
  identityType,
  organizationId,
  permissions,
  sessionId: null,
  becameBy: null,
  tokenId: 't',
  expiresAt: 0,
});

const school = { id: 10, parentId: 1 };
const otherSchool = { id: 20, parentId: 2 };

describe('organisation scope', () => {
  it('lets a super-admin see everything', () => {
    expect(canSeeOrganization(claims('super_admin', null), otherSchool)).toBe(true);
  });

  it('lets an organisation admin see its own schools only', () => {
    expect(canSeeOrganization(claims('organization_admin', 1), school)).toBe(true);
    expect(canSeeOrganization(claims('organization_admin', 1), { id: 1, parentId: null })).toBe(true);
    expect(canSeeOrganization(claims('organization_admin', 1), otherSchool)).toBe(false);
  });

  it('keeps school staff in their school and students out', () => {
    expect(canSeeOrganization(claims('school_admin', 10), school)).toBe(true);
    expect(canSeeOrganization(claims('school_admin', 10), otherSchool)).toBe(false);
    expect(canSeeOrganization(claims('teacher', 10), school)).toBe(true);
    expect(canSeeOrganization(claims('student', 10), school)).toBe(false);
    expect(canSeeOrganization(claims('parent', 10), school)).toBe(false);
  });

  it('needs manage_admins for a school admin to manage admins', () => {
    expect(canManageAdmins(claims('school_admin', 10), school)).toBe(false);
    expect(canManageAdmins(claims('school_admin', 10, ['manage_admins']), school)).toBe(true);
    expect(canManageAdmins(claims('school_admin', 10, ['manage_admins']), otherSchool)).toBe(false);
    expect(canManageAdmins(claims('teacher', 10, ['manage_admins']), school)).toBe(true);
  });
});
