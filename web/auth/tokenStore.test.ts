import { describe, expect, it } from 'vitest';
import {
  clearToken,
  getOrgPage,
  getToken,
  isTokenized,
  mustLogout,
  setMustLogout,
  setOrgPage,
  setToken,
  setTokenized,
} from './tokenStore';

describe('token', () => {
  it('is null when nothing is stored', () => {
    expect(getToken()).toBeNull();
  });

  it('returns a stored token of 4 characters or more', () => {
    setToken('abcd');
    expect(getToken()).toBe('abcd');
    setToken('eyJhbGciOiJIUzI1NiJ9.e30.sig');
    expect(getToken()).toBe('eyJhbGciOiJIUzI1NiJ9.e30.sig');
  });

  it.each(['', 'a', 'ab', 'abc'])('treats the short token %j as absent', (token) => {
    localStorage.setItem('token', token);
    expect(getToken()).toBeNull();
  });

  it('is kept in local storage under token and cleared by clearToken', () => {
    setToken('token-1234');
    expect(localStorage.getItem('token')).toBe('token-1234');
    clearToken();
    expect(localStorage.getItem('token')).toBeNull();
    expect(getToken()).toBeNull();
  });
});

describe('tokenized and must_logout flags', () => {
  it('are true only for the text true', () => {
    expect(isTokenized()).toBe(false);
    localStorage.setItem('tokenized', 'false');
    expect(isTokenized()).toBe(false);
    localStorage.setItem('tokenized', 'true');
    expect(isTokenized()).toBe(true);
    localStorage.setItem('must_logout', '1');
    expect(mustLogout()).toBe(false);
  });

  it('are set and removed by their setters', () => {
    setTokenized(true);
    setMustLogout(true);
    expect(localStorage.getItem('tokenized')).toBe('true');
    expect(localStorage.getItem('must_logout')).toBe('true');
    expect(isTokenized()).toBe(true);
    expect(mustLogout()).toBe(true);
    setTokenized(false);
    setMustLogout(false);
    expect(localStorage.getItem('tokenized')).toBeNull();
    expect(localStorage.getItem('must_logout')).toBeNull();
  });
});

describe('orgpage', () => {
  it('is stored as JSON {value: slug}', () => {
    setOrgPage('riga-school-1');
    expect(JSON.parse(localStorage.getItem('orgpage') ?? '')).toEqual({ value: 'riga-school-1' });
    expect(getOrgPage()).toBe('riga-school-1');
  });

  it('reads a value stored by someone else in the same shape', () => {
    localStorage.setItem('orgpage', '{"value":"valmiera"}');
    expect(getOrgPage()).toBe('valmiera');
  });

  it('is null when nothing is stored', () => {
    expect(getOrgPage()).toBeNull();
  });

  it.each(['{not json', '{"value":', 'undefined'])('is null for the broken JSON %j', (raw) => {
    localStorage.setItem('orgpage', raw);
    expect(getOrgPage()).toBeNull();
  });

  it.each(['"slug"', '{"value":""}', '{"value":5}', 'null', '{}'])(
    'is null for JSON without a slug value: %s',
    (raw) => {
      localStorage.setItem('orgpage', raw);
      expect(getOrgPage()).toBeNull();
    },
  );

  it('is removed by setOrgPage(null) or an empty slug', () => {
    setOrgPage('a');
    setOrgPage(null);
    expect(localStorage.getItem('orgpage')).toBeNull();
    setOrgPage('b');
    setOrgPage('');
    expect(localStorage.getItem('orgpage')).toBeNull();
  });
});
