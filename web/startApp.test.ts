import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from './auth/tokenStore';
import { getUserState, resetUser } from './auth/userStore';
import { storeLanguage } from './i18n/languageStore';
import { startApp } from './startApp';
import { ok, type Reply, signedInUser } from './test/screenTestKit';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

/** The API answering `replies`, the translations only once released; every request's path in order. */
function stubStart(replies: Record<string, Reply>) {
  let releaseTexts = () => {};
  const texts = new Promise<void>((resolve) => {
    releaseTexts = resolve;
  });
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, '');
      asked.push(path);
      if (path.startsWith('translations/')) {
        await texts;
        return new Response(JSON.stringify({ status: 200, data: {} }));
      }
      const reply = replies[`GET ${path}`] ?? { status: 404, body: { status: 404 } };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return { asked, releaseTexts };
}

describe('startApp (spec §4 start-up)', () => {
  it('asks for the user as soon as the session is known, before the texts are in and the app renders', async () => {
    setToken('stored-token');
    storeLanguage('ru', false);
    const { asked, releaseTexts } = stubStart({
      'GET token': ok({ token: 'fresh-token' }),
      'GET user': ok(signedInUser),
    });
    let started = false;
    const starting = startApp({ pathname: '/v2/school/teacher/results/4', search: '' }, () => {}).then(
      (decision) => {
        started = true;
        return decision;
      },
    );
    await vi.waitFor(() => expect(getUserState().status).toBe('loaded'));
    expect(asked).toEqual(expect.arrayContaining(['translations/ru', 'user']));
    expect(getToken()).toBe('fresh-token');
    expect(started).toBe(false);
    releaseTexts();
    expect(await starting).toEqual({ redirect: null });
  });

  it('asks for no user where the address signs out, nor where the session sends elsewhere', async () => {
    setToken('stored-token');
    const { asked, releaseTexts } = stubStart({ 'GET token': ok({ token: 'fresh-token' }) });
    releaseTexts();
    await startApp({ pathname: '/logout', search: '' }, () => {});
    expect(asked).not.toContain('user');
    expect(getUserState().status).toBe('idle');

    await startApp({ pathname: '/', search: '?login_token=abcdef123' }, () => {});
    expect(asked).not.toContain('user');
    expect(getUserState().status).toBe('idle');
  });
});
