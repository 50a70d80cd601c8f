import { afterEach, describe, expect, it } from 'vitest';
import { apiBase, apiUrl } from './endpoint';

function setEndpoint(content: string) {
  const meta = document.createElement('meta');
  meta.setAttribute('name', 'balss-endpoint');
  meta.setAttribute('content', content);
  document.head.appendChild(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="balss-endpoint"]')) meta.remove();
});

describe('apiBase', () => {
  it('defaults to /api/ without the meta tag', () => {
    expect(apiBase()).toBe('/api/');
  });

  it('defaults to /api/ when the meta tag is empty', () => {
    setEndpoint('');
    expect(apiBase()).toBe('/api/');
  });

  it('reads the meta tag and ends it with a slash', () => {
    setEndpoint('https://backend.example.test/v2');
    expect(apiBase()).toBe('https://backend.example.test/v2/');
  });
});

describe('apiUrl', () => {
  it.each([
    ['user', '/api/user'],
    ['/user', '/api/user'],
    ['//user', '/api/user'],
    ['api/user', '/api/user'],
    ['/api/results/v2/filters', '/api/results/v2/filters'],
  ])('joins %s with the default base as %s', (path, url) => {
    expect(apiUrl(path)).toBe(url);
  });

  it('joins paths with the base from the meta tag', () => {
    setEndpoint('https://backend.example.test/v2/');
    expect(apiUrl('/user')).toBe('https://backend.example.test/v2/user');
    expect(apiUrl('user/identity')).toBe('https://backend.example.test/v2/user/identity');
  });

  it('leaves absolute URLs alone', () => {
    expect(apiUrl('https://pdf.example.test/render')).toBe('https://pdf.example.test/render');
    expect(apiUrl('http://localhost:8080/api/log')).toBe('http://localhost:8080/api/log');
  });
});
