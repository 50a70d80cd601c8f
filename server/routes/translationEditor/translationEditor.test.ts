import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appMeta, translationKeys, translations } from '../../db/schema';
import { syncTranslations } from '../../db/seed/translations';
import { buildSchool } from '../../test/factories';
import { roleTokens } from '../../test/roleTokens';
import { addLanguage, superAdminTestApp, ukrainian } from '../../test/superAdminTestApp';

type Text = {
  key: string;
  english: string;
  value: string | null;
  source: string | null;
  plural_form: string | null;
};

describe('translation editor', () => {
  const { send, db, deps } = superAdminTestApp();
  const texts = async (query: string, language = 'lv') => {
    const response = await send('GET', `/api/admin/translations/${language}?${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json() as { data: Text[]; meta: { total: number } };
  };

  it('searches a language’s texts, edits one in place with history, and keeps it through a re-sync of the files', async () => {
    const found = await texts('search=Sign%20in&limit=200');
    expect(found.data.length).toBeGreaterThan(0);
    expect(
      found.data.every((row) =>
        [row.key, row.english, row.value ?? ''].some((text) => /sign in/i.test(text)),
      ),
    ).toBe(true);
    const target = found.data.find((row) => row.key === 'common.sign_in') ?? found.data[0];

    const saved = await send('PUT', '/api/admin/translations/lv', {
      key: target.key,
      value: 'Ienākt sistēmā',
    });
    expect(saved.statusCode).toBe(200);
    await send('PUT', '/api/admin/translations/lv', { key: target.key, value: 'Pieteikties' });
    const history = (await send('GET', `/api/admin/translations/lv/history?key=${target.key}`)).json().data;
    expect(history.map((row: { previous: string; value: string }) => [row.previous, row.value])).toEqual([
      ['Ienākt sistēmā', 'Pieteikties'],
      [target.value, 'Ienākt sistēmā'],
    ]);
    expect((await send('GET', '/api/translations/lv', undefined, null)).json().data).toBeTruthy();

    // A new release (changed locale files) re-syncs the file texts and leaves the edited one alone; a key it
    // no longer ships goes with its shipped texts, unless a text was edited in the product.
    const retired = await db()
      .insert(translationKeys)
      .values([{ key: 'retired.shipped' }, { key: 'retired.edited' }])
      .returning();
    await db()
      .insert(translations)
      .values([
        { keyId: retired[0].id, languageCode: 'en', value: 'Old', source: 'file' },
        { keyId: retired[1].id, languageCode: 'en', value: 'Old too', source: 'file' },
        { keyId: retired[1].id, languageCode: 'lv', value: 'Vecs, labots', source: 'admin' },
      ]);
    await db().delete(appMeta).where(eq(appMeta.key, 'locales_hash'));
    await syncTranslations(db());
    const left = await db()
      .select({ key: translationKeys.key, language: translations.languageCode })
      .from(translationKeys)
      .leftJoin(translations, eq(translations.keyId, translationKeys.id))
      .where(inArray(translationKeys.key, ['retired.shipped', 'retired.edited']));
    expect(left).toEqual([{ key: 'retired.edited', language: 'lv' }]);
    const after = await texts(`search=${encodeURIComponent(target.key)}`);
    expect(after.data.find((row) => row.key === target.key)).toMatchObject({
      value: 'Pieteikties',
      source: 'admin',
    });
  });

  it('counts a new language’s missing texts and fills one in', async () => {
    await send('POST', '/api/admin/languages', { code: 'lt', name: 'Lithuanian', native_name: 'Lietuvių' });
    const missing = await texts('filter=missing&limit=1', 'lt');
    const all = await texts('limit=1', 'lt');
    expect(missing.meta.total).toBe(all.meta.total);
    await send('PUT', '/api/admin/translations/lt', { key: missing.data[0].key, value: 'Labas' });
    expect((await texts('filter=missing&limit=1', 'lt')).meta.total).toBe(all.meta.total - 1);
    expect((await texts('filter=same&limit=1', 'lt')).meta.total).toBe(0);
  });

  it('lists the plural forms a language needs beyond English beside the English "other" text, and saves them', async () => {
    await addLanguage(send, ukrainian);
    const counted = await texts('search=respondents.users.count&limit=200', 'uk');
    const byKey = new Map(counted.data.map((row) => [row.key, row]));
    const other = byKey.get('respondents.users.count_other');
    expect(other).toMatchObject({ english: '{{count}} people', plural_form: null });
    for (const form of ['few', 'many'])
      expect(byKey.get(`respondents.users.count_${form}`)).toMatchObject({
        english: '{{count}} people',
        value: null,
        plural_form: form,
      });
    expect(byKey.has('respondents.users.count_zero')).toBe(false);

    const saved = await send('PUT', '/api/admin/translations/uk', {
      key: 'respondents.users.count_few',
      value: '{{count}} особи',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await texts('search=respondents.users.count_few', 'uk');
    expect(after.data).toEqual([
      {
        key: 'respondents.users.count_few',
        english: '{{count}} people',
        value: '{{count}} особи',
        source: 'admin',
        plural_form: 'few',
      },
    ]);
    await send('PATCH', '/api/admin/languages/uk', { enabled: true });
    const dictionary = await send(
      'GET',
      '/api/language/get?language=uk&keys=respondents.users.count_few',
      undefined,
      null,
    );
    expect(dictionary.json().data).toEqual({ 'respondents.users.count_few': '{{count}} особи' });

    // English has no "few", and a form of a text that is not counted is no text at all.
    for (const [language, key] of [
      ['lv', 'respondents.users.count_few'],
      ['uk', 'respondents.users.class_few'],
      ['uk', 'respondents.users.count_two'],
    ]) {
      const refused = await send('PUT', `/api/admin/translations/${language}`, { key, value: 'X' });
      expect(refused.statusCode, `${language} ${key}`).toBe(422);
      expect(refused.json().errors).toEqual(['key: is not a text of the interface']);
    }
  });

  it('counts as many texts of a language as the languages screen does, plural forms included', async () => {
    const listed = (await send('GET', '/api/admin/languages')).json().data as {
      code: string;
      total: number;
      missing: number;
    }[];
    for (const code of ['lv', 'ru']) {
      const counted = listed.find((language) => language.code === code);
      expect(counted?.total, code).toBe((await texts('limit=1', code)).meta.total);
      expect(counted?.missing, code).toBe((await texts('filter=missing&limit=1', code)).meta.total);
    }
  });

  it('refuses unknown languages and keys, empty texts and bad filters, naming the field', async () => {
    expect((await send('GET', '/api/admin/translations/xx')).statusCode).toBe(404);
    expect(
      (await send('PUT', '/api/admin/translations/xx', { key: 'common.save', value: 'X' })).statusCode,
    ).toBe(404);
    const unknownKey = await send('PUT', '/api/admin/translations/lv', { key: 'no.such.text', value: 'X' });
    expect(unknownKey.statusCode).toBe(422);
    expect(unknownKey.json().errors).toEqual(['key: is not a text of the interface']);
    const empty = await send('PUT', '/api/admin/translations/lv', { key: 'common.save', value: '  ' });
    expect(empty.json().errors.join()).toContain('value');
    const badFilter = await send('GET', '/api/admin/translations/lv?filter=odd');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors.join()).toContain('filter');
    expect((await send('GET', '/api/admin/translations/..%2f..')).statusCode).toBe(400);
  });

  it('answers super-admins only: anonymous 401, every other role 403', async () => {
    const tokens = await roleTokens(deps(), await buildSchool(db()));
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/translations/lv'],
      ['PUT', '/api/admin/translations/lv', { key: 'common.save', value: 'Hacked' }],
      ['GET', '/api/admin/translations/lv/history?key=common.save'],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(method as 'GET', url, body, null)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of Object.values(tokens.members)) {
        expect((await send(method as 'GET', url, body, token)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await texts('search=common.save')).data.find((row) => row.key === 'common.save')?.value).not.toBe(
      'Hacked',
    );
  });
});
