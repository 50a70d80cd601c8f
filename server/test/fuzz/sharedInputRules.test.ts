import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../factories';
import { createTestApp, type TestApp } from '../testApp';

/** Issue 13 finding 5: inputs that reached PostgreSQL and answered 500 now answer 4xx naming the field. */
describe('shared input rules', () => {
  let ctx: TestApp;
  let superAdmin: Record<string, string>;
  let schoolId: number;
  const tooBig = 2 ** 31;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.deps.database.db;
    schoolId = (await buildSchool(db)).school.id;
    const { identity } = await buildIdentity(db, { type: 'super_admin', organizationId: null });
    superAdmin = bearer(await tokenFor(ctx.deps, identity));
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers = {}) =>
    ctx.app.inject({ method, url, payload, headers });

  it('refuses a NUL character in a body, a query string or a path, naming the field', async () => {
    const login = await send('POST', '/api/auth/login', { username: 'a\u0000b', password: 'x' });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors).toEqual(['username: must not contain a NUL character']);

    const slug = await send('GET', '/api/preview/surveys/a%00b');
    expect(slug.statusCode).toBe(400);
    expect(slug.json().errors).toEqual(['params.slug: must not contain a NUL character']);

    const search = await send('GET', `/api/school/${schoolId}/users?q=a%00b`, undefined, superAdmin);
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual(['query.q: must not contain a NUL character']);

    const nested = await send(
      'POST',
      '/api/admin/organizations',
      { name: 'x', tags: [{ a: 'b\u0000' }] },
      superAdmin,
    );
    expect(nested.json().errors).toEqual(['tags.0.a: must not contain a NUL character']);
  });

  it('answers JSON nested thousands deep with a 400 naming the limit, anonymous or not, on any route', async () => {
    const deep = `${'{"name":'.repeat(5000)}"x"${'}'.repeat(5000)}`;
    const post = (url: string, headers = {}) =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload: deep,
        headers: { 'content-type': 'application/json', ...headers },
      });
    for (const answer of [
      await post('/api/auth/login'),
      await post('/api/results/demo/summary'),
      await post('/api/no/such/route'),
      await post('/api/admin/organizations', superAdmin),
      await post('/api/batch', superAdmin),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        error: 'bad_request',
        message: 'body: nested deeper than 100 levels',
      });
    }
    // Brackets inside a string are text, not nesting; 100 levels are still read (and then validated).
    const inText = await send('POST', '/api/auth/login', {
      username: `["\\${'['.repeat(150)}`,
      password: 'x',
    });
    expect(inText.statusCode).toBe(401);
    const hundred = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `${'['.repeat(100)}${']'.repeat(100)}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(hundred.statusCode).toBe(422);
  });

  it('refuses an id beyond the integer column in a path or a body, anonymous demo results included', async () => {
    const path = await send('GET', `/api/admin/organizations/${tooBig}`, undefined, superAdmin);
    expect(path.statusCode).toBe(400);
    expect(path.json().errors).toEqual(['id: is not a known id']);

    const demo = await send('POST', '/api/results/demo/summary', {
      period_identifiers: { type: 'period', id: tooBig },
    });
    expect(demo.statusCode).toBe(422);
    expect(demo.json().errors).toEqual(['period_identifiers.id: is not a known id']);

    const filterKey = await send('POST', '/api/results/demo/summary', {
      period_identifiers: { type: 'period', id: 1 },
      filters: { question: { [String(tooBig)]: ['x'] } },
    });
    expect(filterKey.statusCode).toBe(422);
    expect(filterKey.json().errors[0]).toMatch(new RegExp(`^filters\\.question\\.${tooBig}: `));

    const school = await send('GET', `/api/school/${tooBig}/classes`, undefined, superAdmin);
    expect(school.statusCode).toBe(400);

    // A draft's revision past its integer column was a 500 from the autosave's statement.
    const made = await send(
      'POST',
      '/api/surveys',
      { audience: 'student', title: 'Revision', organization_id: null },
      superAdmin,
    );
    expect(made.statusCode, made.body).toBe(201);
    const revision = await send(
      'PUT',
      `/api/surveys/${made.json().data.uuid}/draft`,
      { content: sampleSurvey(), revision: tooBig },
      superAdmin,
    );
    expect(revision.statusCode).toBe(422);
    expect(revision.json().errors).toEqual(['revision: is not a revision of this survey']);

    // A benchmark id past the column was a 500 from the summary's statement (and a failed export).
    for (const url of ['/api/results/demo/summary', '/api/results/v2/summary', '/api/results/v2/exports']) {
      const request = { period_identifiers: { type: 'period', id: 1 }, benchmarkId: tooBig };
      const benchmark = await send(
        'POST',
        url,
        url.endsWith('exports') ? { kind: 'pdf', request } : request,
        superAdmin,
      );
      expect(benchmark.statusCode, url).toBe(422);
      expect(benchmark.json().errors, url).toEqual([
        `${url.endsWith('exports') ? 'request.' : ''}benchmarkId: is not a known id`,
      ]);
    }
  });

  it('refuses an empty PATCH body on the profile and on an organisation', async () => {
    const profile = await send('PATCH', '/api/user/profile', {}, superAdmin);
    expect(profile.statusCode).toBe(422);
    expect(profile.json().errors[0]).toMatch(/^body: give at least one of: name, surname, language/);

    const organization = await send('PATCH', `/api/admin/organizations/${schoolId}`, {}, superAdmin);
    expect(organization.statusCode).toBe(422);
    expect(organization.json().errors[0]).toMatch(/^body: give at least one of: name, slug/);
  });
});
