import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshotDir } from './support/browser';
import { useJourney } from './support/journey';
import { cutBadges } from './support/layout';
import { patiently } from './support/patiently';
import { signInAndLand, waitForPath } from './support/signIn';

const narrow = { width: 320, height: 800 };

async function signInIn(page: Page, username: string) {
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill('demo12345');
  await page.locator('form button[type="submit"]').click();
}

/** Issue 41, finding 5: at 320 px in Latvian and Russian the parent period's results cut no badge. */
describe('the parent-period results at 320 px in lv and ru', () => {
  const { visit, url } = useJourney();

  it('shows every theme-change badge whole', async () => {
    // The terms gate is passed once in English, so that the localized sign-ins land on the home.
    const english = await visit('/users/login');
    await signInAndLand(english, 'orgadmin', '/organization/dashboard');
    for (const language of ['lv', 'ru'] as const) {
      const page = await visit('/users/login', language, narrow);
      await signInIn(page, 'orgadmin');
      await waitForPath(page, (pathname) => pathname === '/organization/dashboard');
      await page.goto(`${url()}/organization/results`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Novada labbūtība — pavasaris 2026' }).click();
      await waitForPath(page, (pathname) =>
        /^\/v2\/organization\/results\/open\/parent_period\/\d+$/.test(pathname),
      );
      // The strengths and areas to work on, each theme with its change against the others in a badge.
      const standings = page.locator('[data-standing-list]');
      await standings.first().waitFor({ timeout: 90_000 });
      await expect
        .poll(() => standings.locator('.mantine-Badge-label').count(), patiently)
        .toBeGreaterThan(2);
      await standings.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${screenshotDir}/parent-period-standings-320-${language}.png` });
      expect(await cutBadges(page), language).toEqual([]);
      await expectNoAxeViolations(page, `parent-period results at 320 px in ${language}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, language).toBeLessThanOrEqual(0);
    }
  }, 180_000);
});
