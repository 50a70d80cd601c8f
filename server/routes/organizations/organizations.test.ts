import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPlans, organizations } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { buildPublishedSurvey } from '../../test/surveyFactories';
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
        'plans',
        'schools',
        'slug',
        'sso_enabled',
        'type',
      ].sort(),
    );
  });

  it("lists a school's published plans as what it is doing, never a draft or a withdrawn one", async () => {
    const db = ctx.deps.database.db;
    const { school } = await buildSchool(db);
    const { version } = await buildPublishedSurvey(db, null);
    const period = await buildResultsPeriod(db, { organizationId: school.id, surveyVersionId: version.id });
    const plan = (title: string, publishedAt: Date | null) => ({
      organizationId: school.id,
      periodId: period.id,
      title,
      publicToken: publishedAt ? `token-${title.length}-${school.id}` : null,
      publishedAt,
    });
    await db
      .insert(actionPlans)
      .values([
        plan('Feedback that helps', new Date('2026-10-01T08:00:00Z')),
        plan('Calmer breaks', new Date('2026-11-01T08:00:00Z')),
        plan('Still a draft', null),
      ]);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/organizations/by-slug/${school.slug}` });
    expect(page.json().data.plans).toEqual([
      { token: `token-13-${school.id}`, title: 'Calmer breaks', published_at: '2026-11-01T08:00:00.000Z' },
      {
        token: `token-19-${school.id}`,
        title: 'Feedback that helps',
        published_at: '2026-10-01T08:00:00.000Z',
      },
    ]);
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
