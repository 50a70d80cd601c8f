import { describe, expect, it } from 'vitest';
import {
  completePermissions,
  defaultPermissions,
  grantedNames,
  narrowPermissions,
  permissionNames,
  soloPermissions,
} from './permissions';

describe('permissions (PRODUCT.md §6)', () => {
  it('has one entry per permission, default manage_users only', () => {
    const map = defaultPermissions();
    expect(Object.keys(map).sort()).toEqual([...permissionNames].sort());
    expect(grantedNames(map)).toEqual(['manage_users']);
  });

  it('gives a solo account everything but forbid_results_access', () => {
    const map = soloPermissions();
    expect(map.forbid_results_access).toBe(false);
    expect(grantedNames(map)).toHaveLength(permissionNames.length - 1);
  });

  it('completes a stored map with the defaults and ignores unknown names', () => {
    const map = completePermissions({ view_survey_results: true, manage_users: false, bogus: true });
    expect(map.view_survey_results).toBe(true);
    expect(map.manage_users).toBe(false);
    expect('bogus' in map).toBe(false);
  });

  it("narrows to the token identity's permission list", () => {
    const map = soloPermissions();
    const narrowed = narrowPermissions(map, ['view_survey_results', 'forbid_results_access']);
    expect(grantedNames(narrowed)).toEqual(['view_survey_results']);
  });
});
