import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, termsDrafts } from '../../db/schema';
import { buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { roleTokens } from '../../test/roleTokens';
import { superAdminTestApp } from '../../test/superAdminTestApp';

describe('terms editor', () => {
  const { send, db, deps } = superAdminTestApp();
  const draft = (language: string, title: string, body = `${title}: the text.`) =>
    send('PUT', `/api/admin/terms/drafts/${language}`, { title, body });

  it('saves drafts per language, publishes them as the next version, and asks everyone to accept again', async () => {
    const { school } = await buildSchool(db());
    const { identity } = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    const teacher = await tokenFor(deps(), identity);
    const current = (await send('GET', '/api/terms/current?language=en', undefined, null)).json().data;
    expect((await send('POST', '/api/terms/accept', { version: current.version }, teacher)).statusCode).toBe(
      200,
    );
    expect((await send('GET', '/api/user', undefined, teacher)).json().data.has_accepted_terms).toBe(1);

    expect((await draft('en', 'Terms of use 2027')).statusCode).toBe(200);
    expect((await draft('lv', 'Lietošanas noteikumi')).statusCode).toBe(200);
    const replaced = await draft('lv', 'Lietošanas noteikumi 2027', 'Jaunais teksts.');
    expect(replaced.json().data).toMatchObject({ language: 'lv', title: 'Lietošanas noteikumi 2027' });
    const editor = (await send('GET', '/api/admin/terms')).json().data;
    expect(editor.drafts.map((row: { language: string }) => row.language)).toEqual(['en', 'lv']);
    expect(editor.versions[0].version).toBe(current.version);
    expect(editor.languages.map((row: { code: string }) => row.code)).toEqual(
      expect.arrayContaining(['en', 'lv', 'ru']),
    );
    // A draft changes nothing readers see.
    expect((await send('GET', '/api/terms/current?language=lv', undefined, null)).json().data.version).toBe(
      current.version,
    );

    // Russian has no draft yet: nothing is published, and the refusal names the missing language.
    const partial = await send('POST', '/api/admin/terms/publish');
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toEqual([
      'drafts: a version needs a text in every interface language; missing: ru',
    ]);
    expect((await send('GET', '/api/terms/current?language=en', undefined, null)).json().data.version).toBe(
      current.version,
    );

    expect((await draft('ru', 'Условия использования 2027')).statusCode).toBe(200);
    const published = await send('POST', '/api/admin/terms/publish');
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({
      version: current.version + 1,
      languages: ['en', 'lv', 'ru'],
    });
    const lv = (await send('GET', '/api/terms/current?language=lv', undefined, null)).json().data;
    expect(lv).toMatchObject({
      version: current.version + 1,
      language: 'lv',
      title: 'Lietošanas noteikumi 2027',
      body: 'Jaunais teksts.',
    });
    const ru = (await send('GET', '/api/terms/current?language=ru', undefined, null)).json().data;
    expect(ru).toMatchObject({
      version: current.version + 1,
      language: 'ru',
      title: 'Условия использования 2027',
    });
    expect(await db().select().from(termsDrafts)).toEqual([]);
    expect((await send('GET', '/api/user', undefined, teacher)).json().data.has_accepted_terms).toBe(0);
    const trail = await db().select().from(events).where(eq(events.action, 'Published terms'));
    expect(trail.at(-1)?.details).toEqual({ version: current.version + 1, languages: ['en', 'lv', 'ru'] });
  });

  it('refuses a version missing an interface language, bad texts and unknown languages, naming the field', async () => {
    expect((await draft('lv', 'Tikai latviski')).statusCode).toBe(200);
    const withoutEnglish = await send('POST', '/api/admin/terms/publish');
    expect(withoutEnglish.statusCode).toBe(422);
    expect(withoutEnglish.json().errors).toEqual([
      'drafts: a version needs a text in every interface language; missing: en, ru',
    ]);

    const empty = await send('PUT', '/api/admin/terms/drafts/en', { title: ' ', body: 'x' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.join()).toContain('title');
    const long = await send('PUT', '/api/admin/terms/drafts/en', { title: 'T', body: 'x'.repeat(100_001) });
    expect(long.json().errors.join()).toContain('body');
    const unknown = await draft('xx', 'Nothing');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual(['language: is not a language of the platform']);
    const malformed = await draft('..%2f..', 'Nothing');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.join()).toContain('language');

    expect((await send('DELETE', '/api/admin/terms/drafts/lv')).statusCode).toBe(200);
    expect((await send('DELETE', '/api/admin/terms/drafts/lv')).statusCode).toBe(404);
  });

  it('answers super-admins only: anonymous 401, every other role 403', async () => {
    const tokens = await roleTokens(deps(), await buildSchool(db()));
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/terms'],
      ['PUT', '/api/admin/terms/drafts/en', { title: 'T', body: 'B' }],
      ['DELETE', '/api/admin/terms/drafts/en'],
      ['POST', '/api/admin/terms/publish'],
    ];
    for (const [method, url, body] of calls) {
      const anonymous = await send(method as 'GET', url, body, null);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      for (const token of Object.values(tokens.members)) {
        expect((await send(method as 'GET', url, body, token)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await db().select().from(termsDrafts)).toEqual([]);
  });
});
