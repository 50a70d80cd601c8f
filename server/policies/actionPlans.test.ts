import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../auth/tokens';
import { actionPlanAccess, canEditPlan, canSeePlan } from './actionPlans';

const claims = (identityType: string): TokenClaims => ({
  userId: 1,
  identityId: 1,
  identityType,
  organizationId: 1,
  permissions: [],
  sessionId: null,
  becameBy: null,
  tokenId: 't',
  expiresAt: 0,
});

describe('action plan policy', () => {
  it('lets full results readers manage, organisation admins read, and refuses the rest', () => {
    expect(actionPlanAccess(claims('school_admin'), { kind: 'all' }, []).kind).toBe('manage');
    expect(actionPlanAccess(claims('organization_admin'), { kind: 'all' }, []).kind).toBe('read');
    expect(actionPlanAccess(claims('student'), { kind: 'refused', reason: 'no' }, []).kind).toBe('refused');
  });

  it('keeps a teacher on their own classes to plans on those classes', () => {
    const access = actionPlanAccess(claims('teacher'), { kind: 'own_classes' }, [3, 4]);
    expect(canSeePlan(access, [3])).toBe(true);
    expect(canEditPlan(access, [3, 4])).toBe(true);
    expect(canSeePlan(access, [3, 5])).toBe(false);
    expect(canSeePlan(access, null)).toBe(false);
  });

  it('never lets an organisation admin edit', () => {
    const access = actionPlanAccess(claims('organization_admin'), { kind: 'all' }, []);
    expect(canSeePlan(access, null)).toBe(true);
    expect(canEditPlan(access, null)).toBe(false);
  });
});
