import { describe, expect, it } from 'vitest';
import { loadWordCloud } from '../../services/results/wordcloud';
import { buildSchool } from '../../test/factories';
import { roleTokens } from '../../test/roleTokens';
import { addLanguage, superAdminTestApp } from '../../test/superAdminTestApp';

describe('back office: word-cloud words', () => {
  const { db, deps, send } = superAdminTestApp();
  type Method = 'GET' | 'POST' | 'DELETE';

  it('answers 401 without a token and 403 to school admins, organisation admins, teachers and students', async () => {
    const world = await buildSchool(db());
    const added = await send('POST', '/api/admin/wordcloud-words', {
      language: 'en',
      word: 'guarded',
      kind: 'stop',
    });
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/wordcloud-words?language=lv'],
      ['POST', '/api/admin/wordcloud-words', { language: 'lv', word: 'vārds', kind: 'hidden' }],
      ['DELETE', `/api/admin/wordcloud-words/${added.json().data.id}`],
    ];
    const { members } = await roleTokens(deps(), world, { manage_admins: true });
    for (const [role, token] of Object.entries(members)) {
      for (const [method, url, payload] of calls) {
        expect((await send(method, url, payload, token)).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    const list = await send('GET', '/api/admin/wordcloud-words?language=en');
    expect(list.json().data.stop).toContain('guarded');
  });

  it('lists built-in and added stop words per language and hidden words of every language', async () => {
    const stop = await send('POST', '/api/admin/wordcloud-words', {
      language: 'lv',
      word: 'Skola',
      kind: 'stop',
    });
    expect(stop.statusCode).toBe(201);
    expect(stop.json().data).toMatchObject({ word: 'skola', kind: 'stop', language: 'lv' });
    const hidden = await send('POST', '/api/admin/wordcloud-words', {
      language: 'ru',
      word: 'Иванов',
      kind: 'hidden',
    });
    expect(hidden.statusCode).toBe(201);

    const lv = (await send('GET', '/api/admin/wordcloud-words?language=lv')).json().data;
    expect(lv.stop).toEqual(expect.arrayContaining(['skola', 'tāpēc', 'viņš']));
    expect(lv.hidden).toContain('иванов');
    expect(lv.added).toEqual(
      expect.arrayContaining([
        { id: stop.json().data.id, word: 'skola', kind: 'stop', language: 'lv' },
        { id: hidden.json().data.id, word: 'иванов', kind: 'hidden', language: 'ru' },
      ]),
    );
    const en = (await send('GET', '/api/admin/wordcloud-words?language=en')).json().data;
    expect(en.stop).not.toContain('skola');
    expect(en.stop).toContain('because');
    expect(en.hidden).toContain('иванов');
    // A well-formed code that is not a language of the platform: 422 naming it; a malformed one: 400.
    const unknown = await send('GET', '/api/admin/wordcloud-words?language=de');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('language: de is not a language of this platform');
    expect((await send('GET', '/api/admin/wordcloud-words?language=German')).statusCode).toBe(400);
  });

  it('keeps stop words of a language added for surveys, which has no built-in ones', async () => {
    await addLanguage(send, { code: 'lt', name: 'Lithuanian', native_name: 'Lietuvių' });
    const add = (word: string) =>
      send('POST', '/api/admin/wordcloud-words', { language: 'lt', word, kind: 'stop' });
    const early = await add('Mokykla');
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      'language: lt is not a language switched on for surveys (/admin/manage-languages)',
    );
    expect((await send('GET', '/api/admin/wordcloud-words?language=lt')).json().data).toEqual({
      stop: [],
      hidden: expect.any(Array),
      added: expect.any(Array),
    });
    expect((await send('PATCH', '/api/admin/languages/lt', { survey_enabled: true })).statusCode).toBe(200);
    const added = await add('Mokykla');
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ word: 'mokykla', language: 'lt', kind: 'stop' });
    const lt = (await send('GET', '/api/admin/wordcloud-words?language=lt')).json().data;
    expect(lt.stop).toEqual(['mokykla']);
    expect(await loadWordCloud(db(), ['Mokykla gera, mokykla gera'], 'en')).toEqual([
      { word: 'gera', count: 2 },
    ]);
  });

  it('refuses empty, too long, non-word and duplicate words with 422 naming the field', async () => {
    const post = (word: string, kind = 'stop') =>
      send('POST', '/api/admin/wordcloud-words', { language: 'en', word, kind });
    for (const word of ['  ', 'x'.repeat(51), 'two words', '42']) {
      const refused = await post(word);
      expect(refused.statusCode, word).toBe(422);
      expect(refused.json().errors.join(), word).toContain('word');
    }
    expect((await post('pizza')).statusCode).toBe(201);
    const again = await post('Pizza');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual(['word: is already in the stop words']);
    expect((await post('pizza', 'hidden')).statusCode).toBe(201);
    const builtIn = await post('because');
    expect(builtIn.json().errors).toEqual(['word: is already a built-in stop word']);
    expect((await post('pizza', 'rude')).statusCode).toBe(422);
  });

  it('removes an added word, and the word cloud uses the lists', async () => {
    const texts = ['Pasta un pica, pasta', 'pica Kalniņš kalniņš'];
    expect(await loadWordCloud(db(), texts, 'lv')).toEqual(
      expect.arrayContaining([{ word: 'kalniņš', count: 2 }]),
    );
    const hidden = await send('POST', '/api/admin/wordcloud-words', {
      language: 'en',
      word: 'kalniņš',
      kind: 'hidden',
    });
    await send('POST', '/api/admin/wordcloud-words', { language: 'lv', word: 'pasta', kind: 'stop' });
    const words = (await loadWordCloud(db(), texts, 'lv')).map((entry) => entry.word);
    // Answers come in each respondent's language: an English reader's cloud drops Latvian stop words too.
    const readInEnglish = (await loadWordCloud(db(), texts, 'en')).map((entry) => entry.word);
    expect(readInEnglish).not.toContain('pasta');
    expect(await loadWordCloud(db(), ['lai mācītos, lai', 'чтобы чтобы'], 'en')).toEqual([]);
    expect(words).not.toContain('kalniņš');
    expect(words).not.toContain('pasta');
    expect(words).toContain('pica');

    const removed = await send('DELETE', `/api/admin/wordcloud-words/${hidden.json().data.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.word).toBe('kalniņš');
    expect((await loadWordCloud(db(), texts, 'lv')).map((entry) => entry.word)).toContain('kalniņš');
    expect((await send('DELETE', `/api/admin/wordcloud-words/${hidden.json().data.id}`)).statusCode).toBe(
      404,
    );
  });
});
