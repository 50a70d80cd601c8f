import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../auth/tokens';
import { canEditResultsFilters, isResultsOrganizationInScope, resultsAccess } from './results';

const claims = (identityType: string, organizationId: number | null, permissions: string[] = []) =>
  ({ identityType, organizationId, permissions }) as unknown as TokenClaims;

describe('results policies', () => {
  it('refuses forbid_results_access whatever else the account holds', () => {
    for (const type of ['school_admin', 'organization_admin', 'super_admin', 'teacher']) {
      const access = resultsAccess(claims(type, 10, ['view_survey_results', 'forbid_results_access']), true);
      expect(access.kind).toBe('refused');
    }
  });

  it('never lets respondents read results', () => {
    expect(resultsAccess(claims('student', 10, ['view_survey_results']), false).kind).toBe('refused');
    expect(resultsAccess(claims('parent', 10, ['view_survey_results']), false).kind).toBe('refused');
  });

  it('gives staff with view_survey_results everything and teachers with results access their classes', () => {
    expect(resultsAccess(claims('school_admin', 10, ['view_survey_results']), false)).toEqual({
      kind: 'all',
    });
    expect(resultsAccess(claims('teacher', 10), true)).toEqual({ kind: 'own_classes' });
    expect(resultsAccess(claims('teacher', 10), false).kind).toBe('refused');
    expect(resultsAccess(claims('staff', 10), true).kind).toBe('refused');
    expect(resultsAccess(claims('organization_admin', 1), false)).toEqual({ kind: 'all' });
  });

  it('lets only full readers edit filters', () => {
    const admin = claims('school_admin', 10, ['view_survey_results']);
    expect(canEditResultsFilters(admin, { kind: 'all' })).toBe(true);
    expect(canEditResultsFilters(claims('teacher', 10), { kind: 'own_classes' })).toBe(false);
  });

  it('scopes organisations like the rest of the school area', () => {
    const school = { id: 10, parentId: 1 };
    expect(isResultsOrganizationInScope(claims('school_admin', 10), school)).toBe(true);
    expect(isResultsOrganizationInScope(claims('school_admin', 11), school)).toBe(false);
    expect(isResultsOrganizationInScope(claims('organization_admin', 1), school)).toBe(true);
    expect(isResultsOrganizationInScope(claims('super_admin', null), school)).toBe(true);
  });
});
