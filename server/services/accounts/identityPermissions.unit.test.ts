import { describe, expect, it } from 'vitest';
import type { identities } from '../../db/schema';
import { identityPermissions } from './identityContext';

const identity = (type: string, permissions: Record<string, boolean> = {}) =>
  ({ type, permissions }) as unknown as typeof identities.$inferSelect;

describe('identityPermissions', () => {
  it('gives super-admins and solo accounts everything but forbid_results_access', () => {
    for (const type of ['super_admin', 'solo']) {
      const map = identityPermissions(identity(type));
      expect(map.manage_survey_design).toBe(true);
      expect(map.forbid_results_access).toBe(false);
    }
  });

  it('completes a stored map with the defaults for everyone else', () => {
    const map = identityPermissions(identity('teacher', { view_survey_results: true }));
    expect(map).toMatchObject({ view_survey_results: true, manage_users: true, manage_survey_design: false });
  });
});
