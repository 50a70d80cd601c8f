import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

describe('API conventions and SPA serving', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      status: 404,
      error: 'not_found',
      message: 'No API route for GET /api/no/such/thing',
    });
  });

  it('answers malformed JSON with a JSON 400, never a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"category": "Login",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'malformed_json' });
  });

  it('sends cache-disabling headers on API responses', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/translations/en' });
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers.pragma).toBe('no-cache');
  });

  it('sends the security headers on every answer, the same on each request', async () => {
    for (const url of ['/api/translations/en', '/api/no/such/thing', '/', '/api/translations/lv']) {
      const { headers } = await ctx.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).toContain("img-src 'self' data: blob:");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('asks for https (HSTS, upgrade-insecure-requests, Secure cookies) only when APP_URL is https', async () => {
    // The test app's APP_URL is http://localhost:3000: a trial over plain http on a school's LAN.
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'x', password: 'y' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(plain.cookies.find((cookie) => cookie.name === 'balss_device')?.secure).toBeFalsy();
    const behindTls = await createTestApp({ config: { appUrl: 'https://balss.example.lv', tls: true } });
    try {
      const secure = await behindTls.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'x', password: 'y' },
      });
      expect(secure.headers['strict-transport-security']).toContain('max-age=');
      expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(secure.cookies.find((cookie) => cookie.name === 'balss_device')?.secure).toBe(true);
    } finally {
      await behindTls.close();
    }
  });

  it('serves index.html for history-mode paths, including unknown ones', async () => {
    for (const url of ['/', '/demo-school', '/school/classes/12', '/a/b/c/d?x=1']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets under /vue/ with long-lived caching, and 404 for missing ones', async () => {
    for (const url of ['/vue/assets/main-AbCdEf12.js', '/vue/assets/0RejB4w_.js']) {
      const asset = await ctx.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['cache-control'], url).toContain('immutable');
    }
    const page = await ctx.app.inject({ method: 'GET', url: '/vue/index.html' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const missing = await ctx.app.inject({ method: 'GET', url: '/vue/assets/missing-12345678.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the bare asset folder, /vue and /vue/, to the home page', async () => {
    for (const url of ['/vue', '/vue/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/');
    }
  });

  it('refuses path traversal out of the asset folder', async () => {
    for (const url of [
      '/vue/../package.json',
      '/vue/%2e%2e%2fpackage.json',
      '/vue/assets/..%2f..%2f..%2fpackage.json',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('"name": "balss"');
      if (response.statusCode === 200) expect(response.body).toContain('<div id="root">');
    }
  });
});
