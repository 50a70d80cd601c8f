import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { surveyTagLinks } from '../../db/schema/surveys';
import { buildSchool } from '../../test/factories';
import { roleTokens } from '../../test/roleTokens';
import { superAdminTestApp } from '../../test/superAdminTestApp';
import { buildPublishedSurvey } from '../../test/surveyFactories';

describe('back office: survey tags', () => {
  const { db, deps, send } = superAdminTestApp();
  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const name = (en: string) => ({ en, lv: `${en} (lv)`, ru: `${en} (ru)` });

  it('answers 401 without a token and 403 to everyone but a super-admin', async () => {
    const world = await buildSchool(db());
    const tag = (await send('POST', '/api/admin/survey-tags', { name: name('Guarded') })).json().data;
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/survey-tags'],
      ['POST', '/api/admin/survey-tags', { name: name('Nope') }],
      ['PUT', `/api/admin/survey-tags/${tag.id}`, { name: name('Nope') }],
      ['DELETE', `/api/admin/survey-tags/${tag.id}`],
    ];
    const { members } = await roleTokens(deps(), world, { survey_management: true });
    for (const [role, token] of Object.entries(members))
      for (const [method, url, payload] of calls)
        expect((await send(method, url, payload, token)).statusCode, `${role} ${method} ${url}`).toBe(403);
    for (const [method, url, payload] of calls)
      expect((await send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    const list = (await send('GET', '/api/admin/survey-tags')).json().data;
    expect(list).toContainEqual({ id: tag.id, name: name('Guarded'), survey_count: 0 });
  });

  it('creates and renames a tag; English is required, other languages only once switched on for surveys', async () => {
    const made = await send('POST', '/api/admin/survey-tags', { name: name('Wellbeing') });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ name: name('Wellbeing'), survey_count: 0 });
    const renamed = await send('PUT', `/api/admin/survey-tags/${made.json().data.id}`, {
      name: name('Climate'),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toEqual(name('Climate'));
    const twice = await send('POST', '/api/admin/survey-tags', { name: { en: 'CLIMATE' } });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual(['name: a tag named "CLIMATE" already exists']);
    expect(twice.json().details).toEqual([
      { field: 'name', code: 'tag_name_taken', params: { name: 'CLIMATE' } },
    ]);

    const englishOnly = await send('POST', '/api/admin/survey-tags', {
      name: { en: 'Only English', lv: '  ' },
    });
    expect(englishOnly.statusCode, englishOnly.body).toBe(201);
    expect(englishOnly.json().data.name).toEqual({ en: 'Only English' });
    const noEnglish = await send('POST', '/api/admin/survey-tags', { name: { lv: 'Tikai latviski' } });
    expect(noEnglish.statusCode).toBe(422);
    expect(noEnglish.json().errors).toEqual([expect.stringMatching(/^name\.en: is required/)]);
    const extra = await send('POST', '/api/admin/survey-tags', { name: { ...name('X'), de: 'X' } });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().message).toContain('name: de is not a language switched on for surveys');
    expect((await send('PUT', '/api/admin/survey-tags/99999999', { name: name('Ghost') })).statusCode).toBe(
      404,
    );
  });

  it('deletes a tag and takes it off every survey, leaving the surveys', async () => {
    const tag = (await send('POST', '/api/admin/survey-tags', { name: name('Doomed') })).json().data;
    const one = await buildPublishedSurvey(db(), null);
    const two = await buildPublishedSurvey(db(), null);
    for (const { survey } of [one, two])
      expect(
        (await send('PUT', `/api/admin/surveys/${survey.id}/tags`, { tag_ids: [tag.id] })).statusCode,
      ).toBe(200);
    const counted = (await send('GET', '/api/admin/survey-tags')).json().data;
    expect(counted.find((row: { id: number }) => row.id === tag.id).survey_count).toBe(2);

    const removed = await send('DELETE', `/api/admin/survey-tags/${tag.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ id: tag.id, unlinked_surveys: 2 });
    expect(await db().select().from(surveyTagLinks).where(eq(surveyTagLinks.tagId, tag.id))).toEqual([]);
    expect((await send('GET', `/api/admin/surveys/${one.survey.id}`)).json().data.tags).toEqual([]);
    expect((await send('DELETE', `/api/admin/survey-tags/${tag.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/survey-tags/x')).statusCode).toBe(400);
  });
});
