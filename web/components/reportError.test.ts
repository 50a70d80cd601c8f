import { afterEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => ({ errors: [] as string[] }));
vi.mock('./notices', () => ({ notice: { error: (message: string) => shown.errors.push(message) } }));
vi.mock('../i18n/i18n', async () => {
  const { createTranslator } = await import('../i18n/translator');
  const { default: en } = await import('../../locales/en.json');
  const i18n = createTranslator();
  i18n.addResourceBundle('en', 'translation', en);
  return { i18n };
});

import { reportError, reportUncaughtErrors } from './reportError';

describe('the log helper', () => {
  afterEach(() => {
    shown.errors.length = 0;
    vi.unstubAllGlobals();
  });

  it('logs to the server and tells the person that something went wrong (PRODUCT.md §8)', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError('Saving failed', new Error('boom'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('log');
    expect(shown.errors).toEqual(['Sorry, something went wrong.']);
  });

  it('reports a promise nobody awaited', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const target = new EventTarget() as unknown as Window;
    reportUncaughtErrors(target);
    const event = new Event('unhandledrejection') as Event & { reason?: unknown };
    event.reason = new Error('lost');
    target.dispatchEvent(event);
    expect(shown.errors).toEqual(['Sorry, something went wrong.']);
  });
});
