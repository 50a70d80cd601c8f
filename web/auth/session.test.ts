import { describe, expect, it } from 'vitest';
import { logoutRedirectTarget, safeRedirectPath } from './session';
import { setOrgPage } from './tokenStore';

describe('same-site redirects', () => {
  it('accepts a path of this site', () => {
    expect(safeRedirectPath('/school/results?benchmarkId=3')).toBe('/school/results?benchmarkId=3');
  });

  it('refuses other sites and scripts, falling back', () => {
    for (const value of [
      'javascript:alert(1)',
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      // Issue 36.5: the browser drops a tab or newline, and /\t/evil.example becomes //evil.example.
      '/\t/evil.example/phish',
      '/\n/evil.example',
      '/\r/evil.example',
      'dashboard',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBe('/dashboard');
    }
    expect(safeRedirectPath('javascript:alert(1)', '/users/login')).toBe('/users/login');
  });

  it('sends an ended session to the organisation page, else to login with the expiry message', () => {
    expect(logoutRedirectTarget()).toBe('/users/login?error=login.session_expired_error');
    setOrgPage('demo-school');
    expect(logoutRedirectTarget()).toBe('/demo-school');
  });
});
