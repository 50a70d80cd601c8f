import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from './startSession';
import { getToken, isTokenized, setMustLogout, setOrgPage, setToken, setTokenized } from './tokenStore';

function answerToken(status: number, token?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(token ? { status, data: { token } } : { status }), { status }),
    ),
  );
}

describe('startSession (PRODUCT.md §4 start)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores a login token from the address and opens the dashboard', async () => {
    const decision = await startSession({ pathname: '/', search: '?login_token=abcdef123' });
    expect(decision.redirect).toBe('/dashboard');
    expect(getToken()).toBe('abcdef123');
  });

  it('follows redirectPath only within the site (issue 36.5: a tab in it led off the site)', async () => {
    const decision = (search: string) => startSession({ pathname: '/student/poll/1/1', search });
    expect((await decision('?login_token=abcdef&redirectPath=%2Fschool%2Fresults')).redirect).toBe(
      '/school/results',
    );
    expect((await decision('?login_token=abcdef&redirectPath=%2F%09%2Fevil.example%2Fphish')).redirect).toBe(
      '/dashboard',
    );
    expect((await decision('?login_token=abcdef&redirectPath=%2F%0A%2Fevil.example')).redirect).toBe(
      '/dashboard',
    );
  });

  it('finishes a forced logout', async () => {
    setToken('stale-token');
    setMustLogout(true);
    expect((await startSession({ pathname: '/school/classes', search: '' })).redirect).toBe('/logout');
    expect(getToken()).toBeNull();
  });

  it('refreshes a stored token from the session', async () => {
    setToken('old-token');
    answerToken(200, 'fresh-token');
    expect((await startSession({ pathname: '/dashboard', search: '' })).redirect).toBeNull();
    expect(getToken()).toBe('fresh-token');
  });

  it('ends an expired session at logout with the organisation page or the expiry message', async () => {
    setToken('old-token');
    answerToken(401);
    expect((await startSession({ pathname: '/dashboard', search: '' })).redirect).toBe(
      `/users/logout?redirect=${encodeURIComponent('/users/login?error=login.session_expired_error')}`,
    );
    expect(getToken()).toBeNull();

    setToken('old-token');
    setOrgPage('demo-school');
    expect((await startSession({ pathname: '/dashboard', search: '' })).redirect).toBe(
      '/users/logout?redirect=%2Fdemo-school',
    );
  });

  it('clears the token quietly when already on the login screen', async () => {
    setToken('old-token');
    answerToken(401);
    expect((await startSession({ pathname: '/users/login', search: '' })).redirect).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('sends a tokenized respondent whose session ended to /tokenized, without the dead token', async () => {
    setToken('old-token');
    setTokenized(true);
    answerToken(401);
    expect((await startSession({ pathname: '/student/poll/1/2', search: '' })).redirect).toBe('/tokenized');
    expect(getToken()).toBeNull();
    expect(isTokenized()).toBe(false);
  });
});
