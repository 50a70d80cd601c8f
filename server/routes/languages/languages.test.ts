import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, translations } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { roleTokens } from '../../test/roleTokens';
import { superAdminTestApp } from '../../test/superAdminTestApp';

type AdminLanguage = {
  code: string;
  enabled: boolean;
  survey_enabled: boolean;
  total: number;
  missing: number;
  same_as_english: number;
  in_switcher: boolean;
};

describe('languages', () => {
  const { send, db, deps } = superAdminTestApp();
  const adminList = async () => (await send('GET', '/api/admin/languages')).json().data as AdminLanguage[];
  const switcher = async () =>
    ((await send('GET', '/api/languages', undefined, null)).json().data as { code: string }[]).map(
      (row) => row.code,
    );

  it('adds Ukrainian off, counts its missing texts, and shows it in the switcher only once complete enough', async () => {
    const added = await send('POST', '/api/admin/languages', {
      code: 'UK',
      name: 'Ukrainian',
      native_name: 'Українська',
    });
    expect(added.statusCode).toBe(201);
    const english = (await adminList()).find((row) => row.code === 'en')!;
    // Ukrainian needs the few and many forms of each counted text beside the English ones, as its editor lists.
    const ukrainianTexts = (await send('GET', '/api/admin/translations/uk?limit=1')).json().meta.total;
    expect(ukrainianTexts).toBeGreaterThan(english.total);
    expect(added.json().data).toMatchObject({
      code: 'uk',
      enabled: false,
      survey_enabled: false,
      total: ukrainianTexts,
      missing: ukrainianTexts,
      in_switcher: false,
    });
    expect(english).toMatchObject({ missing: 0, same_as_english: 0, in_switcher: true });
    expect((await adminList()).find((row) => row.code === 'lv')?.in_switcher).toBe(true);
    expect(await switcher()).toEqual(['en', 'lv', 'ru']);

    const enabled = await send('PATCH', '/api/admin/languages/uk', { enabled: true });
    expect(enabled.json().data).toMatchObject({ enabled: true, survey_enabled: false, in_switcher: false });
    expect(await switcher()).not.toContain('uk');

    // Translate 95 % of its texts (here: copy English ones, which also counts them as same as English).
    const englishRows = await db()
      .select({ keyId: translations.keyId, value: translations.value })
      .from(translations)
      .where(eq(translations.languageCode, 'en'));
    const enough = englishRows.slice(0, Math.ceil(ukrainianTexts * 0.95));
    for (let start = 0; start < enough.length; start += 500) {
      await db()
        .insert(translations)
        .values(
          enough
            .slice(start, start + 500)
            .map((row) => ({ ...row, languageCode: 'uk', source: 'admin' as const })),
        );
    }
    const counted = (await adminList()).find((row) => row.code === 'uk')!;
    expect(counted).toMatchObject({
      missing: ukrainianTexts - enough.length,
      same_as_english: enough.length,
      in_switcher: true,
    });
    expect(await switcher()).toEqual(['en', 'lv', 'ru', 'uk']);

    const trail = await db()
      .select()
      .from(events)
      .where(and(eq(events.category, 'Superadmin'), eq(events.action, 'Added language')));
    expect(trail.map((row) => row.details)).toEqual([{ code: 'uk' }]);
  });

  it('refuses a taken or malformed code, empty names, an empty change and switching English off, naming the field', async () => {
    const taken = await send('POST', '/api/admin/languages', {
      code: 'lv',
      name: 'Latvian',
      native_name: 'Latviešu',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual(['code: already a language']);
    expect(taken.json().details).toEqual([{ field: 'code', code: 'already_language' }]);
    const malformed = await send('POST', '/api/admin/languages', {
      code: '../x',
      name: 'X',
      native_name: 'X',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.join()).toContain('code');
    const unnamed = await send('POST', '/api/admin/languages', {
      code: 'lt',
      name: ' ',
      native_name: 'Lietuvių',
    });
    expect(unnamed.json().errors.join()).toContain('name');
    expect((await send('PATCH', '/api/admin/languages/lv', {})).statusCode).toBe(422);
    const englishOff = await send('PATCH', '/api/admin/languages/en', { enabled: false });
    expect(englishOff.statusCode).toBe(422);
    expect(englishOff.json().errors[0]).toMatch(/^enabled: /);
    expect((await send('PATCH', '/api/admin/languages/xx', { enabled: true })).statusCode).toBe(404);
  });

  it('lists the survey languages (survey_enabled) for the builder and the wizard, an added one too', async () => {
    const surveyList = async () =>
      (
        (await send('GET', '/api/languages?for=survey', undefined, null)).json().data as { code: string }[]
      ).map((row) => row.code);
    expect(await surveyList()).toEqual(['en', 'lv', 'ru']);
    expect((await send('PATCH', '/api/admin/languages/ru', { survey_enabled: false })).statusCode).toBe(200);
    expect(await surveyList()).toEqual(['en', 'lv']);
    // The interface still offers Russian.
    expect(await switcher()).toContain('ru');
    await send('PATCH', '/api/admin/languages/ru', { survey_enabled: true });
    expect(await surveyList()).toEqual(['en', 'lv', 'ru']);

    await send('POST', '/api/admin/languages', { code: 'pl', name: 'Polish', native_name: 'Polski' });
    // A language added in the product carries surveys too: its fixed words are translation keys.
    const polish = await send('PATCH', '/api/admin/languages/pl', { survey_enabled: true });
    expect(polish.statusCode).toBe(200);
    expect(polish.json().data).toMatchObject({ code: 'pl', enabled: false, survey_enabled: true });
    expect(await surveyList()).toEqual(['en', 'lv', 'ru', 'pl']);
    // Not an interface language yet, but its poll words can be read (the poll page asks for them).
    expect(await switcher()).not.toContain('pl');
    const words = await send('GET', '/api/language/get?language=pl&keys=poll.next', undefined, null);
    expect(words.statusCode).toBe(200);
    expect(words.json().data).toEqual({ 'poll.next': 'poll.next' });
    await send('PATCH', '/api/admin/languages/pl', { survey_enabled: false });
    expect(await surveyList()).toEqual(['en', 'lv', 'ru']);
    expect(
      (await send('GET', '/api/language/get?language=pl&keys=poll.next', undefined, null)).statusCode,
    ).toBe(404);
    expect((await send('GET', '/api/languages?for=everything', undefined, null)).statusCode).toBe(400);
  });

  it('answers the admin routes to super-admins only: anonymous 401, every other role 403', async () => {
    const tokens = await roleTokens(deps(), await buildSchool(db()));
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/languages'],
      ['POST', '/api/admin/languages', { code: 'lt', name: 'Lithuanian', native_name: 'Lietuvių' }],
      ['PATCH', '/api/admin/languages/lv', { survey_enabled: false }],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(method as 'GET', url, body, null)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of Object.values(tokens.members)) {
        expect((await send(method as 'GET', url, body, token)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await adminList()).find((row) => row.code === 'lv')?.survey_enabled).toBe(true);
    expect((await adminList()).some((row) => row.code === 'lt')).toBe(false);
    expect((await send('GET', '/api/languages', undefined, tokens.student)).statusCode).toBe(200);
  });
});
