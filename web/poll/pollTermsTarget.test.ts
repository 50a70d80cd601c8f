import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, signedInUser, stubApi } from '../test/screenTestKit';
import { pollTermsTarget } from './pollTermsTarget';

afterEach(() => {
  vi.unstubAllGlobals();
});

const at = { pathname: '/student/poll/5/77', search: '?from=dashboard' };

describe("the light poll page's terms gate", () => {
  it('sends a respondent who has not accepted the terms to the terms page, coming back to the poll', async () => {
    stubApi({ 'GET user': ok({ ...signedInUser, type: 'student', has_accepted_terms: 0 }) });
    const target = await pollTermsTarget(at);
    expect(target).toBe('/short-terms?redirectPath=%2Fstudent%2Fpoll%2F5%2F77%3Ffrom%3Ddashboard');
    expect(new URL(target!, 'http://localhost').searchParams.get('redirectPath')).toBe(
      '/student/poll/5/77?from=dashboard',
    );
  });

  it('lets one who has accepted, or an impersonating super-admin, stay on the poll', async () => {
    stubApi({ 'GET user': ok(signedInUser) });
    expect(await pollTermsTarget(at)).toBeNull();
    stubApi({
      'GET user': ok({
        ...signedInUser,
        has_accepted_terms: 0,
        became: { by_user_id: 1, user_id: signedInUser.user_id },
      }),
    });
    expect(await pollTermsTarget(at)).toBeNull();
  });

  it('sends one whose user cannot be loaded to the login page, as the main app does', async () => {
    stubApi({ 'GET user': failure(403, 'forbidden', 'No user') });
    expect(await pollTermsTarget(at)).toBe('/users/login?error=login.general_error');
  });

  it('stays offline: the poll shows its own state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await pollTermsTarget(at)).toBeNull();
  });
});
