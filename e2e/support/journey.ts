import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, openPage, type WatchedPage } from './browser';
import { type RunningServer, startServer } from './server';

/**
 * One server and one browser per journey file; each visit gets a fresh browser context, and any
 * console error or uncaught exception on a page fails its test.
 */
export function useJourney() {
  const state: {
    server: RunningServer | null;
    browser: Browser | null;
    current: WatchedPage | null;
    allowed: RegExp[];
  } = { server: null, browser: null, current: null, allowed: [] };
  beforeAll(async () => {
    state.server = await startServer();
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  afterEach(async () => {
    const errors = (state.current?.consoleErrors ?? []).filter(
      (error) => !state.allowed.some((pattern) => pattern.test(error)),
    );
    await state.current?.page.context().close();
    state.current = null;
    state.allowed = [];
    expect(errors).toEqual([]);
  });

  async function visit(
    path: string,
    language?: 'en' | 'lv' | 'ru',
    viewport?: { width: number; height: number },
    locale?: string,
  ): Promise<Page> {
    await state.current?.page.context().close();
    state.current = await openPage(state.browser!, { language, viewport, locale });
    await state.current.page.goto(`${state.server!.url}${path}`, { waitUntil: 'networkidle' });
    return state.current.page;
  }

  /** For this test only: a console error the journey expects (the browser logs every failed request). */
  function allowConsoleError(pattern: RegExp): void {
    state.allowed.push(pattern);
  }

  return { visit, allowConsoleError, url: () => state.server!.url };
}
