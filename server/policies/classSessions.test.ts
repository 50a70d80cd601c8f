import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../auth/tokens';
import { classSessionAccess } from './classSessions';

const claims = (identityType: string, organizationId: number | null) =>
  ({ identityType, organizationId, permissions: [] }) as unknown as TokenClaims;
const school = { id: 10, parentId: 1 };

describe('class session policy', () => {
  it('opens for the school admin and the teacher of the class', () => {
    expect(classSessionAccess(claims('school_admin', 10), school, false)).toBe('allowed');
    expect(classSessionAccess(claims('teacher', 10), school, true)).toBe('allowed');
  });

  it('refuses other teachers and respondents of the school', () => {
    expect(classSessionAccess(claims('teacher', 10), school, false)).toBe('forbidden');
    expect(classSessionAccess(claims('student', 10), school, false)).toBe('forbidden');
    expect(classSessionAccess(claims('parent', 10), school, false)).toBe('forbidden');
  });

  it('finds nothing for anyone outside the school', () => {
    expect(classSessionAccess(claims('school_admin', 11), school, false)).toBe('not_found');
    expect(classSessionAccess(claims('organization_admin', 1), school, false)).toBe('not_found');
    expect(classSessionAccess(claims('super_admin', null), school, false)).toBe('not_found');
  });
});
