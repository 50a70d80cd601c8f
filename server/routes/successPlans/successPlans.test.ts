import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildSchool } from '../../test/factories';
import { roleTokens } from '../../test/roleTokens';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('success-plan library', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  const entry = {
    focus_kind: 'pillar',
    focus_ref: 'belonging-test',
    title: { en: 'Mentoring', lv: 'Mentorēšana', ru: 'Наставничество' },
    why: { en: 'Because.' },
    steps: { en: '1. Start.' },
    time_needed: { en: 'One term' },
    sources: [
      {
        title: 'EEF Teaching and Learning Toolkit: Mentoring',
        url: 'https://educationendowmentfoundation.org.uk',
      },
    ],
  };

  it('is edited by super-admins only and read by results staff', async () => {
    const tokens = await roleTokens(ctx.deps, await buildSchool(ctx.deps.database.db), {
      view_survey_results: true,
    });
    expect((await send('GET', '/api/admin/success-plans')).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.teacher, tokens.schoolAdmin, tokens.organizationAdmin]) {
      expect((await send('POST', '/api/admin/success-plans', token, entry)).statusCode).toBe(403);
      expect((await send('GET', '/api/admin/success-plans', token)).statusCode).toBe(403);
    }
    const bad = await send('POST', '/api/admin/success-plans', tokens.superAdmin, { ...entry, title: {} });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.join()).toContain('title');

    const made = await send('POST', '/api/admin/success-plans', tokens.superAdmin, entry);
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id;
    const edited = await send('PATCH', `/api/admin/success-plans/${id}`, tokens.superAdmin, {
      time_needed: { en: 'Two terms' },
    });
    expect(edited.json().data.time_needed).toEqual({ en: 'Two terms' });
    expect((await send('GET', '/api/admin/success-plans/999999', tokens.superAdmin)).statusCode).toBe(404);

    const forSchool = await send(
      'GET',
      '/api/success-plans?focus_kind=pillar&focus_ref=belonging-test',
      tokens.schoolAdmin,
    );
    expect(forSchool.json().data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await send('GET', '/api/success-plans', tokens.student)).statusCode).toBe(403);

    await send('PATCH', `/api/admin/success-plans/${id}`, tokens.superAdmin, { archived: true });
    const after = await send('GET', '/api/success-plans?focus_ref=belonging-test', tokens.schoolAdmin);
    expect(after.json().data).toEqual([]);
  });
});
