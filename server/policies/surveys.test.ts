import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../auth/tokens';
import { canEditSurvey, canManagePeriods, canReadPeriods, canReadSurvey } from './surveys';

const school = { id: 10, parentId: 1 };
const claims = (identityType: string, organizationId: number | null, permissions: string[] = []) =>
  ({ identityType, organizationId, permissions }) as unknown as TokenClaims;
const library = { organization: null };
const own = { organization: school };

describe('survey policies', () => {
  it('lets designers of the school read the library and read and edit their own surveys', () => {
    const designer = claims('school_admin', 10, ['manage_survey_design']);
    expect(canReadSurvey(designer, library)).toBe(true);
    expect(canEditSurvey(designer, library)).toBe(false);
    expect(canEditSurvey(designer, own)).toBe(true);
    const viewer = claims('teacher', 10, ['view_survey_design']);
    expect(canReadSurvey(viewer, own)).toBe(true);
    expect(canEditSurvey(viewer, own)).toBe(false);
  });

  it('keeps other schools, students and staff without design permissions out', () => {
    expect(canReadSurvey(claims('school_admin', 11, ['manage_survey_design']), own)).toBe(false);
    expect(canReadSurvey(claims('student', 10, ['manage_survey_design']), own)).toBe(false);
    expect(canReadSurvey(claims('teacher', 10, ['view_survey_results']), library)).toBe(false);
  });

  it("gives super-admins the library and organisation admins their own surveys; a member school's they read", () => {
    expect(canEditSurvey(claims('super_admin', null), library)).toBe(true);
    expect(canEditSurvey(claims('organization_admin', 1), { organization: { id: 1, parentId: null } })).toBe(
      true,
    );
    expect(canReadSurvey(claims('organization_admin', 1), own)).toBe(true);
    expect(canEditSurvey(claims('organization_admin', 1), own)).toBe(false);
    expect(canEditSurvey(claims('organization_admin', 2), own)).toBe(false);
  });

  it("lets the organisation read a member school's periods and run none of them (it runs parent periods)", () => {
    expect(canReadPeriods(claims('organization_admin', 1), school)).toBe(true);
    expect(canManagePeriods(claims('organization_admin', 1), school)).toBe(false);
  });

  it('separates seeing periods from running them', () => {
    const viewer = claims('school_admin', 10, ['view_survey_periods']);
    expect(canReadPeriods(viewer, school)).toBe(true);
    expect(canManagePeriods(viewer, school)).toBe(false);
    expect(canManagePeriods(claims('school_admin', 10, ['manage_survey_periods']), school)).toBe(true);
    expect(canReadPeriods(claims('school_admin', 11, ['manage_survey_periods']), school)).toBe(false);
  });
});
