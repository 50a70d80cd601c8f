import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../auth/tokens';
import {
  canArchiveSchoolIdentity,
  canListSchoolUsers,
  canManageRespondents,
  canViewRespondents,
  isInSchoolScope,
} from './respondents';

const school = { id: 10, parentId: 1 };
const granting = { ...school, organizationManagesRoster: true };
const claims = (identityType: string, organizationId: number | null, permissions: string[] = []) =>
  ({ identityType, organizationId, permissions }) as unknown as TokenClaims;

describe('respondent policies', () => {
  it('lets staff of the school view with either respondent permission, and manage only with manage_respondents', () => {
    const viewer = claims('school_admin', 10, ['view_respondents']);
    const manager = claims('teacher', 10, ['manage_respondents']);
    expect(canViewRespondents(viewer, school)).toBe(true);
    expect(canManageRespondents(viewer, school)).toBe(false);
    expect(canViewRespondents(manager, school)).toBe(true);
    expect(canManageRespondents(manager, school)).toBe(true);
  });

  it('keeps people without the permission, students and other schools out', () => {
    expect(canViewRespondents(claims('teacher', 10, ['view_survey_results']), school)).toBe(false);
    expect(isInSchoolScope(claims('teacher', 10), school)).toBe(true);
    expect(isInSchoolScope(claims('student', 10, ['manage_respondents']), school)).toBe(false);
    expect(isInSchoolScope(claims('school_admin', 11, ['manage_respondents']), school)).toBe(false);
    expect(canManageRespondents(claims('school_admin', 11, ['manage_respondents']), school)).toBe(false);
  });

  it("lets the school's organisation admins view and change the roster only with the school's grant (docs/ROLES.md)", () => {
    expect(canViewRespondents(claims('organization_admin', 1), school)).toBe(true);
    expect(canManageRespondents(claims('organization_admin', 1), school)).toBe(false);
    expect(canManageRespondents(claims('organization_admin', 1), granting)).toBe(true);
    expect(canManageRespondents(claims('super_admin', null), school)).toBe(true);
    expect(canViewRespondents(claims('organization_admin', 2), school)).toBe(false);
    expect(canManageRespondents(claims('organization_admin', 2), { ...granting, parentId: 1 })).toBe(false);
  });

  it('lets the organisation archive a school admin, other staff and students only with the grant', () => {
    const organizationAdmin = claims('organization_admin', 1);
    expect(canArchiveSchoolIdentity(organizationAdmin, school, 'school_admin')).toBe(true);
    expect(canArchiveSchoolIdentity(organizationAdmin, school, 'teacher')).toBe(false);
    expect(canArchiveSchoolIdentity(organizationAdmin, school, 'student')).toBe(false);
    expect(canArchiveSchoolIdentity(organizationAdmin, granting, 'teacher')).toBe(true);
    expect(canArchiveSchoolIdentity(organizationAdmin, granting, 'student')).toBe(true);
  });
});

describe('school user policies', () => {
  it('lists users for respondent viewers and admin managers only', () => {
    expect(canListSchoolUsers(claims('school_admin', 10, ['manage_admins']), school)).toBe(true);
    expect(canListSchoolUsers(claims('school_admin', 10, ['view_respondents']), school)).toBe(true);
    expect(canListSchoolUsers(claims('teacher', 10, ['view_survey_results']), school)).toBe(false);
  });

  it('removes students with manage_respondents and staff with manage_admins', () => {
    const respondentsOnly = claims('school_admin', 10, ['manage_respondents']);
    expect(canArchiveSchoolIdentity(respondentsOnly, school, 'student')).toBe(true);
    expect(canArchiveSchoolIdentity(respondentsOnly, school, 'teacher')).toBe(false);
    expect(canArchiveSchoolIdentity(claims('school_admin', 10, ['manage_admins']), school, 'teacher')).toBe(
      true,
    );
    expect(canArchiveSchoolIdentity(claims('school_admin', 11, ['manage_admins']), school, 'teacher')).toBe(
      false,
    );
  });
});
