import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { useJourney } from './support/journey';
import {
  respondentsShown,
  resultsPeriodNamed,
  screenshotTop,
  untranslatedKey,
  waitForDashboard,
} from './support/resultsJourney';
import { signInAndLand, waitForPath } from './support/signIn';

const parentName = 'Novada labbūtība — pavasaris 2026';
const notice = {
  en: "Your school's results",
  lv: 'Jūsu skolas rezultāti',
  ru: 'Результаты вашей школы',
} as const;

/** Signs the demo school admin in on a localized login page (the terms were accepted in English before). */
async function signInLocalized(page: Page): Promise<void> {
  await page.locator('input[autocomplete="username"], input[name="username"]').first().fill('admin');
  await page.locator('input[autocomplete="current-password"]').fill('demo12345');
  await page.locator('form button[type="submit"]').click();
  await waitForPath(page, (pathname) => pathname === '/school/admin/dashboard');
}

/**
 * Issue 13 finding 1 and 8 as a school sees them: its admin opening the municipality's parent period reads
 * its own school only (no heat map, no export or share of the whole), and decides on its people screen
 * whether the municipality may change its roster; in en, lv and ru.
 */
describe("a school's boundary inside its municipality", () => {
  const { visit, url } = useJourney();

  it("the school admin opening the municipality's parent period sees only its own school's answers", async () => {
    const org = await visit('/users/login');
    await signInAndLand(org, 'orgadmin', '/organization/dashboard');
    const parent = await resultsPeriodNamed(org, parentName);
    expect(parent.type).toBe('parent_period');
    const whole = await apiAs<{ info: { survey_info: { respondentOriginCount: number } } }>(
      org,
      'POST',
      'results/v2/summary',
      { period_identifiers: { type: 'parent_period', id: parent.id } },
    );
    const everyone = whole.info.survey_info.respondentOriginCount;
    const address = `/v2/organization/results/open/parent_period/${parent.id}`;

    const english = await visit('/users/login');
    await signInAndLand(english, 'admin', '/school/admin/dashboard');
    for (const language of ['en', 'lv', 'ru'] as const) {
      const page = language === 'en' ? english : await visit('/users/login', language);
      if (language !== 'en') await signInLocalized(page);
      await page.goto(`${url()}${address}`, { waitUntil: 'networkidle' });
      await waitForDashboard(page);
      await page.locator('[data-own-schools-notice]').getByText(notice[language]).waitFor();
      const own = await respondentsShown(page);
      expect(own).toBeGreaterThan(0);
      expect(own).toBeLessThan(everyone);
      // No school × theme table, and nothing to export or share the whole with.
      expect(await page.getByRole('table', { name: /school/i }).count()).toBe(0);
      if (language === 'en') {
        expect(await page.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /Excel/ }).count()).toBe(0);
      }
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(untranslatedKey);
      expect(text).not.toContain('Demo Primary School');
      await expectNoAxeViolations(page, `parent-period-own-school-${language}`);
      await screenshotTop(page, `parent-period-own-school-${language}`);
    }

    const phone = await visit('/users/login', 'en', { width: 390, height: 844 });
    await signInLocalized(phone);
    await phone.goto(`${url()}${address}`, { waitUntil: 'networkidle' });
    await waitForDashboard(phone);
    await phone.locator('[data-own-schools-notice]').waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(phone, 'parent-period-own-school-phone');
    await screenshotTop(phone, 'parent-period-own-school-phone');
  });

  it('the school decides on its people screen whether the municipality may change its roster, in Latvian and Russian', async () => {
    const english = await visit('/users/login');
    await signInAndLand(english, 'admin', '/school/admin/dashboard');
    const tab = { lv: 'Darbinieku atļaujas', ru: 'Права сотрудников' } as const;
    const grant = {
      lv: 'Ļaut organizācijai “Demo Municipality” mainīt arī',
      ru: 'Разрешить организации «Demo Municipality» также изменять',
    } as const;
    for (const language of ['lv', 'ru'] as const) {
      const page = await visit('/users/login', language);
      await signInLocalized(page);
      await page.goto(`${url()}/school/users`, { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: tab[language] }).click();
      const toggle = page.getByRole('switch', { name: new RegExp(`^${grant[language]}`) });
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(false);
      expect(await page.locator('body').innerText()).not.toMatch(/organization_access\./);
      await expectNoAxeViolations(page, `school-organization-access-${language}`);
      await screenshotTop(page, `school-organization-access-${language}`);
    }
  });
});
