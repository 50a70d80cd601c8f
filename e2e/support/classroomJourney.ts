import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import enTexts from '../../locales/en.json';
import lvTexts from '../../locales/lv.json';
import ruTexts from '../../locales/ru.json';
import { screenshotDir } from './browser';
import { waitForPath } from './signIn';

export type ClassroomLanguage = 'lv' | 'ru';

/** The shipped words of a language, so a journey clicks what the reader of that language reads. */
export const wordsOf = { en: enTexts, lv: lvTexts, ru: ruTexts } as const;

export const phone = { width: 390, height: 844 };

/**
 * Signs in on the login page in any language (by the fields' roles, not their words) and, the first time,
 * accepts the terms in that language.
 */
export async function signInAs(page: Page, username: string, home: string, language: ClassroomLanguage) {
  await page.locator('input[autocomplete="current-password"]').fill('demo12345');
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('form button[type="submit"]').click();
  await waitForPath(page, (pathname) => pathname === home || pathname === '/short-terms');
  if (new URL(page.url()).pathname === '/short-terms')
    await page.getByRole('button', { name: wordsOf[language].terms.accept }).click();
  await waitForPath(page, (pathname) => pathname === home);
}

/**
 * Answers a poll page by page as a pupil would in a hurry: in every scale and grid row the fourth choice
 * ("agree": no follow-up about feeling unsafe), optional texts left empty, then Submit.
 */
export async function answerEveryPage(page: Page, language: ClassroomLanguage) {
  const poll = wordsOf[language].poll;
  await page.getByRole('button', { name: poll.start, exact: true }).click();
  for (let pageNumber = 1; pageNumber < 20; pageNumber++) {
    const heading = page.locator('main h2').first();
    await heading.waitFor();
    const title = await heading.textContent();
    const groups = page.locator('main .poll-field [role="radiogroup"]');
    const count = await groups.count();
    for (let index = 0; index < count; index++) {
      const choices = groups.nth(index).getByRole('radio');
      await choices.nth(Math.min(3, (await choices.count()) - 1)).check();
    }
    const submit = page.getByRole('button', { name: poll.submit, exact: true });
    if (await submit.count()) {
      await submit.click();
      return;
    }
    await page.getByRole('button', { name: poll.next, exact: true }).click();
    await expect.poll(() => heading.textContent(), { timeout: 10_000 }).not.toBe(title);
  }
  throw new Error('the poll never reached its last page');
}

/** What the browser keeps of polls: any answer copy or pass a pupil left behind. */
export const pollTraces = (page: Page) =>
  page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
      key.startsWith('balss.poll'),
    ),
  );

/** A dialog or the projector as the screen shows it: the viewport, once its opening transition is over. */
export async function viewportShot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}/${name}.png` });
}
