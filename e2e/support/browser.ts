import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const screenshotDir = 'e2e/screenshots';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export type WatchedPage = { page: Page; consoleErrors: string[] };

/** A page that records every console error and uncaught exception, so a journey can fail on them. */
export async function openPage(
  browser: Browser,
  options: {
    language?: 'en' | 'lv' | 'ru';
    viewport?: { width: number; height: number };
    /** The browser's own language (navigator.language, Accept-Language), e.g. 'en-US' on a phone set to English. */
    locale?: string;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.locale ? { locale: options.locale } : {}),
  });
  if (options.language) {
    await context.addInitScript((language) => {
      sessionStorage.setItem('language', language);
      sessionStorage.setItem('language_chosen', 'true');
    }, options.language);
  }
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  // The browser's own 'Failed to load resource' line names no address; this one does.
  page.on('response', (response) => {
    if (response.status() >= 400)
      consoleErrors.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return { page, consoleErrors };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = `${screenshotDir}/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
