import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';

const enFile = JSON.parse(readFileSync('locales/en.json', 'utf8'));
const lvFile = JSON.parse(readFileSync('locales/lv.json', 'utf8'));

describe('translations', () => {
  let ctx: TestApp;
  let devCtx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
    devCtx = await createTestApp({ config: { developerMode: true } });
  });
  afterAll(async () => {
    await ctx.close();
    await devCtx.close();
  });

  it('answers the whole dictionary of a language, seeded from locales/*.json', async () => {
    const en = await ctx.app.inject({ method: 'GET', url: '/api/translations/en' });
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toEqual(enFile);
    const lv = await ctx.app.inject({ method: 'GET', url: '/api/translations/lv' });
    expect(lv.json().data).toEqual(lvFile);
  });

  it('answers 404 for a language that is not offered, 400 for a malformed one', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/translations/de' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("'de'");
    const malformed = await ctx.app.inject({ method: 'GET', url: `/api/translations/${'x'.repeat(30)}` });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers the dictionary of a survey language that is not an interface one (its slips print in it)', async () => {
    const db = ctx.deps.database.db;
    await db.insert(languages).values({
      code: 'uk',
      name: 'Ukrainian',
      nativeName: 'Українська',
      enabled: false,
      surveyEnabled: false,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/translations/uk' })).statusCode).toBe(404);
    await db.update(languages).set({ surveyEnabled: true }).where(eq(languages.code, 'uk'));
    const uk = await ctx.app.inject({ method: 'GET', url: '/api/translations/uk' });
    expect(uk.statusCode).toBe(200);
    expect(uk.json().data).toEqual({});
  });

  it('language/get answers the requested keys in the Language header language', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/language/get?keys=common.ok,common.cancel,no.such.key',
      headers: { language: 'ru' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      data: { 'common.ok': 'ОК', 'common.cancel': 'Отмена', 'no.such.key': 'no.such.key' },
      meta: { language: 'ru' },
    });
  });

  it("treats a Language header of 'undefined' as en", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/language/get?keys[]=common.cancel',
      headers: { language: 'undefined' },
    });
    expect(response.json().data).toEqual({ 'common.cancel': 'Cancel' });
  });

  it('language/get needs keys', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/language/get' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.join()).toContain('keys');
  });

  it('register-key is refused outside developer mode', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/language/register-key',
      payload: { key: 'new.thing', value: 'New thing' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('developer_mode_off');
  });

  it('register-key in developer mode adds the key and its English text, once', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await devCtx.app.inject({
        method: 'POST',
        url: '/api/language/register-key',
        payload: { key: 'dev.fresh_key', value: 'Fresh' },
      });
      expect(response.statusCode).toBe(201);
    }
    const check = await devCtx.app.inject({
      method: 'GET',
      url: '/api/language/get?keys=dev.fresh_key&language=en',
    });
    expect(check.json().data).toEqual({ 'dev.fresh_key': 'Fresh' });
    const bad = await devCtx.app.inject({
      method: 'POST',
      url: '/api/language/register-key',
      payload: { key: '<script>' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
