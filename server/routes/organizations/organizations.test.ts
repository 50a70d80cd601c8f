import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('GET /api/organizations/by-slug/:slug', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('shows an organisation with its schools, and a school with its parent', async () => {
    const { school, parent } = await buildSchool(ctx.deps.database.db);
    const top = await ctx.app.inject({ method: 'GET', url: `/api/organizations/by-slug/${parent.slug}` });
    expect(top.statusCode).toBe(200);
    expect(top.json().data).toMatchObject({
      name: parent.name,
      type: 'organization',
      parent: null,
      schools: [{ id: school.id, name: school.name, slug: school.slug, type: 'school' }],
    });
    const child = await ctx.app.inject({ method: 'GET', url: `/api/organizations/by-slug/${school.slug}` });
    expect(child.json().data).toMatchObject({
      name: school.name,
      parent: { slug: parent.slug },
      schools: [],
    });
    expect(Object.keys(child.json().data).sort()).toEqual(
      [
        'city',
        'country',
        'default_language',
        'id',
        'languages',
        'name',
        'parent',
        'schools',
        'slug',
        'sso_enabled',
        'type',
      ].sort(),
    );
  });

  it('has no public page for a solo account', async () => {
    const [solo] = await ctx.deps.database.db
      .insert(organizations)
      .values({ type: 'solo', name: 'Jane', slug: `solo-${Date.now()}` })
      .returning();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/organizations/by-slug/${solo.slug}` });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/organizations/by-slug/nobody-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, error: 'not_found', message: 'Organisation not found' });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/organizations/by-slug/..%2Fetc' });
    expect(malformed.statusCode).toBe(400);
  });
});
