import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test/screenTestKit';
import { termsGateTarget } from './guards';

const at = (pathname: string, overrides: Partial<Parameters<typeof termsGateTarget>[0]> = {}) =>
  termsGateTarget({
    hasToken: true,
    status: 'loaded',
    failure: null,
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

  it('does not send a new member back to the invitation they just used up (issue 41, finding 6)', () => {
    const fresh = { ...signedInUser, has_accepted_terms: 0 };
    expect(at('/auth/invite/a-one-time-secret', { user: fresh })).toBe('/short-terms');
  });

  it('lets an impersonating super-admin through only when the became marker names this user', () => {
    const fresh = { ...signedInUser, has_accepted_terms: 0 };
    const marker = { by_user_id: 1, user_id: signedInUser.user_id };
    expect(at('/school/classes', { user: { ...fresh, became: marker } })).toBeNull();
    expect(at('/school/classes', { user: { ...fresh, became: { ...marker, user_id: 999_999 } } })).toBe(
      '/short-terms?redirectPath=%2Fschool%2Fclasses',
    );
  });

  it('sends an unauthorised user to the login screen with the general error, except on the allowed pages', () => {
    const refused = { status: 'failed', failure: 'unauthorised', user: null } as const;
    expect(at('/school/classes', refused)).toBe('/users/login?error=login.general_error');
    expect(at('/users/login', refused)).toBeNull();
    expect(at('/school/classes', { ...refused, hasToken: false })).toBeNull();
  });

  it('keeps a person on the page when their data could not be read (PRODUCT.md §8: a notice instead)', () => {
    expect(at('/school/classes', { status: 'failed', failure: 'unavailable', user: null })).toBeNull();
  });
});
