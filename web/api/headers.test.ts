import { describe, expect, it } from 'vitest';
import { buildHeaders, disableInterceptorHeader, noCacheHeaders } from './headers';

describe('buildHeaders cache headers', () => {
  it('adds the cache-disabling headers to every request', () => {
    const headers = buildHeaders();
    expect(headers['Cache-Control']).toBe('no-cache, no-store, must-revalidate');
    expect(headers.Pragma).toBe('no-cache');
    expect(headers.Expires).toBe('0');
  });

  it('keeps custom headers next to the cache headers', () => {
    const headers = buildHeaders({ 'X-Custom': 'yes' });
    expect(headers['X-Custom']).toBe('yes');
    expect(headers).toMatchObject(noCacheHeaders);
  });

  it.each([
    disableInterceptorHeader,
    'x-disable-interceptor',
    'X-DISABLE-INTERCEPTOR',
    'x-Disable-Interceptor',
  ])('drops the cache headers and the %s header itself', (name) => {
    const headers = buildHeaders({ [name]: 'true', 'X-Other': 'kept' });
    expect(headers).not.toHaveProperty('Cache-Control');
    expect(headers).not.toHaveProperty('Pragma');
    expect(headers).not.toHaveProperty('Expires');
    expect(Object.keys(headers).map((key) => key.toLowerCase())).not.toContain('x-disable-interceptor');
    expect(headers['X-Other']).toBe('kept');
  });

  it('still sends Language, SessionType and the token when the interceptor is disabled', () => {
    localStorage.setItem('token', 'abcdef');
    sessionStorage.setItem('language', 'lv');
    const headers = buildHeaders({ 'X-Disable-Interceptor': '1' });
    expect(headers.Language).toBe('lv');
    expect(headers.SessionType).toBe('normal');
    expect(headers.Authorization).toBe('Bearer abcdef');
  });

  it('does not change the caller object', () => {
    const custom = { 'X-Disable-Interceptor': '1' };
    buildHeaders(custom);
    expect(custom).toEqual({ 'X-Disable-Interceptor': '1' });
  });
});

describe('buildHeaders Language', () => {
  it('is en when no language is stored', () => {
    expect(buildHeaders().Language).toBe('en');
  });

  it('is en when the stored value is the text undefined', () => {
    sessionStorage.setItem('language', 'undefined');
    expect(buildHeaders().Language).toBe('en');
  });

  it('is en when the stored value is empty', () => {
    sessionStorage.setItem('language', '');
    expect(buildHeaders().Language).toBe('en');
  });

  it.each(['lv', 'ru', 'en'])('is the session language %s', (language) => {
    sessionStorage.setItem('language', language);
    expect(buildHeaders().Language).toBe(language);
  });

  it('reads session storage, not local storage', () => {
    localStorage.setItem('language', 'ru');
    expect(buildHeaders().Language).toBe('en');
  });
});

describe('buildHeaders SessionType', () => {
  it('is normal by default', () => {
    expect(buildHeaders().SessionType).toBe('normal');
  });

  it('is tokenized when local storage tokenized is true', () => {
    localStorage.setItem('tokenized', 'true');
    expect(buildHeaders().SessionType).toBe('tokenized');
  });

  it.each(['false', '1', 'TRUE', ''])('is normal when tokenized is %j', (value) => {
    localStorage.setItem('tokenized', value);
    expect(buildHeaders().SessionType).toBe('normal');
  });
});

describe('buildHeaders Authorization', () => {
  it('is absent without a stored token', () => {
    expect(buildHeaders()).not.toHaveProperty('Authorization');
  });

  it('carries the stored token as a bearer token', () => {
    localStorage.setItem('token', 'eyJhbGciOi.payload.sig');
    expect(buildHeaders().Authorization).toBe('Bearer eyJhbGciOi.payload.sig');
  });

  it('accepts a token of exactly 4 characters', () => {
    localStorage.setItem('token', 'abcd');
    expect(buildHeaders().Authorization).toBe('Bearer abcd');
  });

  it.each(['', 'a', 'ab', 'abc'])('treats the short token %j as absent', (token) => {
    localStorage.setItem('token', token);
    expect(buildHeaders()).not.toHaveProperty('Authorization');
  });

  it('reads the token at call time', () => {
    expect(buildHeaders()).not.toHaveProperty('Authorization');
    localStorage.setItem('token', 'later-token');
    expect(buildHeaders().Authorization).toBe('Bearer later-token');
  });
});
