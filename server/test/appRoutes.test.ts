import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAppRoutes } from './appRoutes';
import { createTestApp, type TestApp } from './testApp';

describe('listAppRoutes', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists nested and parameterised routes by method, without the HEAD twins', () => {
    const routes = listAppRoutes(ctx.app);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/batch' });
    expect(routes).toContainEqual({ method: 'PATCH', url: '/api/admin/users/:id/identities/:identityId' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/survey-periods/:periodId/children' });
    expect(routes.some((route) => route.method === 'HEAD')).toBe(false);
    expect(new Set(routes.map((route) => `${route.method} ${route.url}`)).size).toBe(routes.length);
    expect(routes.length).toBeGreaterThan(150);
  });
});
