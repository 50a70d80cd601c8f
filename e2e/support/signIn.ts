import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const path = (page: Page) => new URL(page.url()).pathname;

/**
 * Client-side navigations have no load event to wait for, so poll the address, and wait out the app's
 * mark on <html> while the next page's screen is still loading (the old page shows until then).
 */
export async function waitForPath(page: Page, accept: (pathname: string) => boolean, timeout = 15_000) {
  await expect
    .poll(async () => accept(path(page)) && !(await navigating(page)), { timeout, interval: 100 })
    .toBe(true);
}

const navigating = (page: Page) =>
  page.evaluate(() => 'navigating' in document.documentElement.dataset).catch(() => true);

export async function signIn(page: Page, username: string, password = 'demo12345') {
  await page.getByLabel('Username or e-mail').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
}

/** Signs in; when the terms gate stops the user, accepts; then waits for the user's home. */
export async function signInAndLand(page: Page, username: string, home: string) {
  await signIn(page, username);
  await waitForPath(page, (pathname) => pathname === home || pathname === '/short-terms');
  if (path(page) === '/short-terms') {
    await page.getByRole('button', { name: 'I accept the terms' }).click();
  }
  await waitForPath(page, (pathname) => pathname === home);
  await page.waitForLoadState('networkidle');
}
