import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { signInAndLand, waitForPath } from './support/signIn';

type Period = { id: number; name: string; organization: { name: string } };

describe('recently closed survey periods in the back office', () => {
  const { visit, url } = useJourney();

  it('a period super closes shows in the list, from the menu, in en, lv and ru, and opens its results', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    const open = await apiAs<Period[]>(page, 'GET', 'admin/survey-periods?status=open');
    const winter = open.find((period) => period.name === 'Ziema 2026');
    expect(winter, 'the demo data has Ziema 2026 open').toBeDefined();
    await apiAs(page, 'POST', 'admin/survey-periods/close', { period_ids: [winter?.id] });

    const entry = page.locator('header nav').getByRole('link', { name: 'Recently closed' });
    if (!(await entry.isVisible()))
      await page.locator('header nav').getByRole('button', { name: 'More' }).click();
    await page
      .getByRole('link', { name: 'Recently closed' })
      .or(page.getByRole('menuitem', { name: 'Recently closed' }))
      .first()
      .click();
    await waitForPath(page, (pathname) => pathname === '/admin/recently-closed-periods');
    const row = page.getByRole('row').filter({ hasText: 'Ziema 2026' });
    await expect.poll(() => row.count(), patiently).toBe(1);
    await expect.poll(() => row.innerText()).toContain(winter?.organization.name);

    for (const language of ['en', 'lv', 'ru'] as const) {
      await page.evaluate((code) => {
        sessionStorage.setItem('language', code);
        sessionStorage.setItem('language_chosen', 'true');
      }, language);
      await page.goto(`${url()}/admin/recently-closed-periods`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('html').getAttribute('lang'), patiently).toBe(language);
      await row.waitFor();
      await expectNoAxeViolations(page, `recently closed periods in ${language}`);
      await screenshot(page, `admin-recently-closed-${language}`);
    }

    await page.evaluate(() => sessionStorage.setItem('language', 'en'));
    await page.goto(`${url()}/admin/recently-closed-periods`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Open results: Ziema 2026' }).click();
    await waitForPath(page, (pathname) => pathname === `/v2/school/teacher/results/${winter?.id}`);
    await page.locator('main h1').first().waitFor();
  }, 180_000);
});
