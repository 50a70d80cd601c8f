import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test/screenTestKit';
import { termsGateTarget } from './guards';

const at = (pathname: string, overrides: Partial<Parameters<typeof termsGateTarget>[0]> = {}) =>
  termsGateTarget({
    hasToken: true,
    status: 'loaded',
    user: signedInUser,
    pathname,
    search: '',
    ...overrides,
  });

describe('terms gate', () => {
  it('sends a user who has not accepted the terms to /short-terms with redirectPath', () => {
    const fresh = { ...signedInUser, has_accepted_terms: 0 };
    expect(at('/school/classes', { user: fresh, search: '?x=1' })).toBe(
      '/short-terms?redirectPath=%2Fschool%2Fclasses%3Fx%3D1',
    );
    expect(at('/terms/lv', { user: fresh })).toBeNull();
    expect(at('/school/classes')).toBeNull();
  });

  it('sends an unauthorised user to the login screen with the general error, except on the allowed pages', () => {
    expect(at('/school/classes', { status: 'failed', user: null })).toBe(
      '/users/login?error=login.general_error',
    );
    expect(at('/users/login', { status: 'failed', user: null })).toBeNull();
    expect(at('/school/classes', { hasToken: false, status: 'failed', user: null })).toBeNull();
  });
});
