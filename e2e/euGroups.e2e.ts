import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { signInAndLand, waitForPath } from './support/signIn';

/** Switches a signed-in page to another language, as the header's switch does. */
async function switchTo(page: Page, language: 'lv' | 'ru') {
  await page.evaluate((code) => sessionStorage.setItem('language', code), language);
  await page.reload({ waitUntil: 'networkidle' });
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * Issue 17 / PRODUCT.md §6: an organisation that calls its classes groups (list.eu_change_name_class_to_groups)
 * reads "groups" in its menu, its classes screen (/school/eu-groups) and the wizard's audience step.
 */
describe('EU groups in the browser', () => {
  const { visit } = useJourney();

  it('a super-admin switches the school to groups; its admin manages groups and picks them in the wizard, in en, lv and ru', async () => {
    // The super-admin ticks "Call classes groups" for the demo school's admin, from the schools list.
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'super', '/admin/organizations');
    await mainNavigation(admin).getByRole('link', { name: 'Schools' }).click();
    await waitForPath(admin, (pathname) => pathname === '/admin/schools');
    await admin
      .getByRole('row')
      .filter({ hasText: 'Demo Secondary School' })
      .getByRole('link', { name: 'Staff' })
      .click();
    await waitForPath(admin, (pathname) => /^\/admin\/school\/\d+$/.test(pathname));
    const anna = admin.getByRole('group', { name: 'Anna Kalniņa' });
    // Each tick is saved at once; the box shows the saved state.
    await anna.getByRole('checkbox', { name: 'Call classes “groups”' }).click();
    await expect
      .poll(() => anna.getByRole('checkbox', { name: 'Call classes “groups”' }).isChecked())
      .toBe(true);
    await admin.getByText(/saved/i).first().waitFor();
    await screenshot(admin, 'eu-groups-permission');

    // The school admin: Groups in the menu instead of Classes, the groups screen, the wizard's audience.
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    const menu = mainNavigation(page);
    await expect
      .poll(() => menu.getByRole('link', { name: 'Classes', exact: true }).count(), patiently)
      .toBe(0);
    await menu.getByRole('link', { name: 'Groups', exact: true }).click();
    await waitForPath(page, (pathname) => pathname === '/school/eu-groups');
    await page.getByRole('heading', { name: 'Groups', level: 1 }).waitFor();
    await page.getByRole('columnheader', { name: 'Group', exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Group leader' }).waitFor();
    await page.getByRole('link', { name: '7.a', exact: true }).waitFor();
    await screenshot(page, 'eu-groups-en');
    await expectNoAxeViolations(page, 'EU groups');
    await page.getByRole('button', { name: 'New group' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'New group' }).waitFor();
    await screenshot(page, 'eu-groups-new-en');
    await page.keyboard.press('Escape');

    await page.goto(`${new URL(page.url()).origin}/survey/wizard`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main
      .getByRole('radio', { name: /Student wellbeing/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Next' }).click();
    await main.getByRole('checkbox', { name: '7.a', exact: true }).waitFor();
    await main.getByRole('heading', { name: 'Groups', exact: true }).waitFor();
    // The groups across classes are the respondent groups here, as in the menu.
    await main.getByRole('heading', { name: 'Respondent groups' }).waitFor();
    await main.getByText('No group chosen yet.').waitFor();
    expect(await main.getByText(/\bclass(es)?\b/i).count()).toBe(0);
    await screenshot(page, 'eu-groups-wizard-audience-en');

    for (const [language, title] of [
      ['lv', 'Grupas'],
      ['ru', 'Группы'],
    ] as const) {
      await page.goto(`${new URL(page.url()).origin}/school/eu-groups`, { waitUntil: 'networkidle' });
      await switchTo(page, language);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      // The menu says it too (the navigation is named in the language on screen).
      await page.getByRole('navigation').getByRole('link', { name: title, exact: true }).first().waitFor();
      await screenshot(page, `eu-groups-${language}`);
    }
  });
});
