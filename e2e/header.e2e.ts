import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { signInAndLand } from './support/signIn';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const languages = ['en', 'lv', 'ru'] as const;
const accountPages = ['/users/edit-profile', '/users/identity', '/logout'];
/** Text that looks like a translation key left in the header. */
const untranslatedKey = /\b(layout|work_areas|dashboard)\.[a-z_.]+/;

const people = [
  { username: 'super', home: '/admin/organizations' },
  { username: 'admin', home: '/school/admin/dashboard' },
  { username: 'orgadmin', home: '/organization/dashboard' },
  { username: 'teacher', home: '/school/teacher/dashboard' },
];

async function switchLanguage(page: Page, language: (typeof languages)[number]) {
  await page.evaluate((code) => {
    sessionStorage.setItem('language', code);
    sessionStorage.setItem('language_chosen', 'true');
  }, language);
  await page.reload({ waitUntil: 'networkidle' });
  await expect.poll(() => page.locator('html').getAttribute('lang'), patiently).toBe(language);
}

/** Menus and the drawer slide in; a screenshot waits until they stand still. */
const settle = (page: Page) => page.waitForTimeout(400);

/** The header never makes the page scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    header: document.querySelector('header')?.scrollWidth ?? 0,
    window: window.innerWidth,
  }));
  expect(widths.header).toBeLessThanOrEqual(widths.window);
}

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/** On a wide screen: the entries stand on one line, and those not inline are under More. */
async function desktopEntries(page: Page): Promise<string[]> {
  const nav = page.locator('header nav');
  const box = await nav.boundingBox();
  const header = await page.locator('header').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(65);
  expect(box?.height).toBeLessThan(48);
  await expectNoSidewaysScroll(page);
  const tops = await nav
    .locator(':scope > a, :scope > button')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  // Nothing runs under the language switch and the account button.
  const controls = await page.locator('header [role="radiogroup"]').boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(controls?.x ?? 0);

  const inline = await hrefs(page, 'header nav > a');
  const more = nav.locator(':scope > button');
  if ((await more.count()) === 0) return inline;
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const underMore = await hrefs(page, '[role="menu"] a[role="menuitem"]');
  return [...inline, ...underMore];
}

async function drawerEntries(page: Page): Promise<string[]> {
  await page.locator('header .mantine-Burger-root').click();
  const drawer = page.getByRole('dialog');
  await drawer.locator('a').first().waitFor();
  expect(await hrefs(page, '[role="dialog"] a')).toEqual(expect.arrayContaining(accountPages));
  return hrefs(page, '[role="dialog"] nav a');
}

describe('the site header at any width and language', () => {
  const { visit } = useJourney();

  for (const { username, home } of people) {
    it(`holds ${username}'s entries on one line or under More, and in the drawer on a phone`, async () => {
      const page = await visit('/users/login', undefined, desktop);
      await signInAndLand(page, username, home);
      for (const language of languages) {
        await switchLanguage(page, language);
        await page.setViewportSize(desktop);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('header').innerText()).not.toMatch(untranslatedKey);
        await expectNoAxeViolations(page, `header-${username}-${language}-desktop`);
        await screenshot(page, `header-${username}-${language}-desktop`);
        const onDesktop = await desktopEntries(page);
        if (onDesktop.length > (await hrefs(page, 'header nav > a')).length) {
          await settle(page);
          await expectNoAxeViolations(page, `header-${username}-${language}-desktop-more`);
          await screenshot(page, `header-${username}-${language}-desktop-more`);
        }
        await page.keyboard.press('Escape');

        await page.setViewportSize(phone);
        await expect.poll(() => page.locator('header nav').isVisible(), patiently).toBe(false);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page, `header-${username}-${language}-phone`);
        await screenshot(page, `header-${username}-${language}-phone`);
        const onPhone = await drawerEntries(page);
        await settle(page);
        await expectNoAxeViolations(page, `header-${username}-${language}-phone-menu`);
        await screenshot(page, `header-${username}-${language}-phone-menu`);
        expect(onDesktop).toEqual(onPhone);
        expect(onDesktop[0]).toBe('/dashboard');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      if (username === 'super') {
        // Just above the md breakpoint, in the longest language: most entries go under More.
        await switchLanguage(page, 'ru');
        await page.setViewportSize({ width: 1000, height: 800 });
        const entries = await desktopEntries(page);
        expect(entries).toContain('/survey/surveys');
        await settle(page);
        await expectNoAxeViolations(page, 'header-super-ru-1000-more');
        await screenshot(page, 'header-super-ru-1000-more');
      }
    });
  }
});
