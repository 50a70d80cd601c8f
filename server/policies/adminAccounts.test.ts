import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../auth/tokens';
import {
  disableProblem,
  permissionFieldsProblem,
  placementProblem,
  superAdminRemovalProblem,
} from './adminAccounts';

const superAdmin: TokenClaims = {
  userId: 1,
  identityId: 11,
  identityType: 'super_admin',
  organizationId: null,
  permissions: [],
  sessionId: null,
  becameBy: null,
  tokenId: 't',
  expiresAt: 0,
};

describe('back-office account rules', () => {
  it('places school roles in schools, organisation admins in organisations, super-admins nowhere', () => {
    const school = { type: 'school' as const };
    const organization = { type: 'organization' as const };
    expect(placementProblem('teacher', school, 5)).toBeNull();
    expect(placementProblem('student', organization, 5)).toMatch(/^organization_id: /);
    expect(placementProblem('organization_admin', organization, 5)).toBeNull();
    expect(placementProblem('organization_admin', school, 5)).toMatch(/^organization_id: /);
    expect(placementProblem('school_admin', null, null)).toMatch(/^organization_id: is required/);
    expect(placementProblem('staff', null, 99)).toMatch(/^organization_id: no such/);
    expect(placementProblem('super_admin', null, null)).toBeNull();
    expect(placementProblem('super_admin', school, 5)).toMatch(/^organization_id: /);
    expect(placementProblem('solo', { type: 'solo' }, 5)).toBeNull();
  });

  it('keeps permissions on staff records only', () => {
    expect(permissionFieldsProblem('school_admin', { permissions: {} })).toBeNull();
    expect(permissionFieldsProblem('teacher', { teacher_access_to_results: true })).toBeNull();
    expect(permissionFieldsProblem('student', { permissions: {} })).toMatch(/^permissions: /);
    expect(permissionFieldsProblem('super_admin', { teacher_access_to_results: true })).toMatch(
      /^teacher_access_to_results: /,
    );
    expect(permissionFieldsProblem('parent', {})).toBeNull();
  });

  it('refuses disabling oneself only', () => {
    expect(disableProblem(superAdmin, 1, true)).toMatch(/^disabled: /);
    expect(disableProblem(superAdmin, 1, false)).toBeNull();
    expect(disableProblem(superAdmin, 2, true)).toBeNull();
  });

  it('refuses removing oneself or the last active super-admin', () => {
    const other = { userId: 2, type: 'super_admin' as const, archivedAt: null };
    expect(superAdminRemovalProblem(superAdmin, other, 2, 'id')).toBeNull();
    expect(superAdminRemovalProblem(superAdmin, other, 1, 'id')).toBe(
      'id: the last active super-admin cannot be removed',
    );
    expect(superAdminRemovalProblem(superAdmin, { ...other, userId: 1 }, 5, 'archived')).toBe(
      'archived: you cannot remove your own super-admin role',
    );
    expect(superAdminRemovalProblem(superAdmin, { ...other, type: 'teacher' }, 1, 'archived')).toBeNull();
    expect(superAdminRemovalProblem(superAdmin, { ...other, archivedAt: new Date() }, 1, 'id')).toBeNull();
  });
});
