import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import lv from '../locales/lv.json';
import ru from '../locales/ru.json';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { signInAndLand, waitForPath } from './support/signIn';

const locales = { lv, ru } as const;
type Survey = { uuid: string; title: Record<string, string>; audience: string; latest_version: unknown };

async function speak(page: Page, language: 'lv' | 'ru') {
  await page.evaluate((code) => {
    sessionStorage.setItem('language', code);
    sessionStorage.setItem('language_chosen', 'true');
  }, language);
}

describe('a region’s home and a parent period’s launch summary (in Latvian)', () => {
  const { visit, url } = useJourney();

  it('the regional officer’s home shows Kurzeme’s schools, each score named by its period', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'officer', '/organization/dashboard');
    for (const language of ['lv', 'ru'] as const) {
      const t = locales[language];
      await speak(page, language);
      await page.goto(`${url()}/organization/dashboard`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: t.dashboard.region_title }).waitFor();
      await page.getByRole('heading', { name: /Kurzeme|Курземе/ }).waitFor();
      const card = page.locator('[data-region-school="Demo Basic School"]');
      await card.waitFor();
      // Only Kurzeme's school; the office's own (none) is not announced under "your schools".
      expect(await page.locator('[data-region-school]').count()).toBe(1);
      expect(await page.getByText(t.dashboards.schools.none_own).count()).toBe(0);
      await card.locator('[data-school-period]').waitFor();
      for (const area of ['organization_schools', 'action_plans'] as const)
        expect(
          await page
            .getByRole('main')
            .getByRole('link', { name: t.work_areas[area].label, exact: true })
            .count(),
        ).toBe(0);
      await expectNoAxeViolations(page, `region-home-${language}`);
      await screenshot(page, `region-home-${language}`);
    }
    // The period's name opens its results, read only.
    await page.locator('[data-region-school="Demo Basic School"] a').first().click();
    await waitForPath(page, (pathname) => pathname.startsWith('/v2/organization/results/open/period/'));
    await page.getByText('Demo Basic School').first().waitFor();
  });

  it('a parent period over the schools shows its launch summary before it starts', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'orgadmin', '/organization/dashboard');
    const surveys = await apiAs<Survey[]>(page, 'GET', 'surveys?scope=all');
    const parentSurvey = surveys.find((survey) => survey.audience === 'parent' && survey.latest_version);
    expect(parentSurvey).toBeDefined();
    for (const language of ['ru', 'lv'] as const) {
      const t = locales[language];
      await speak(page, language);
      await page.goto(`${url()}/organization/surveys`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: t.parent_periods.run.open }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: t.parent_periods.run.survey }).click();
      const title = parentSurvey?.title[language] || parentSurvey?.title.en || '';
      await page
        .getByRole('option', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
        .click();
      // A parent survey asks parents: no grades of students to fill in.
      await dialog.getByRole('checkbox', { name: t.parent_periods.run.parents }).waitFor();
      expect(await dialog.getByText(t.parent_periods.run.grades).count()).toBe(0);
      await dialog
        .getByRole('textbox', { name: t.parent_periods.run.name })
        .fill(`Vecāku aptauja ${language}`);
      await dialog.getByRole('button', { name: t.parent_periods.run.submit }).click();
      await page.getByText(t.parent_periods.summary.title).first().waitFor();
      const rows = dialog.locator('[data-summary-school]');
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThan(1);
      await expectNoAxeViolations(page, `parent-period-summary-${language}`);
      await screenshot(page, `parent-period-summary-${language}`);
      if (language === 'ru') {
        await dialog.getByRole('button', { name: t.parent_periods.summary.back }).click();
        await dialog.getByRole('textbox', { name: t.parent_periods.run.name }).waitFor();
        await page.keyboard.press('Escape');
        continue;
      }
      const launch = dialog.getByRole('button', { name: /^Sākt \d+ skol/ });
      await launch.click();
      await dialog.waitFor({ state: 'detached' });
      await page.locator('[data-parent-period]', { hasText: 'Vecāku aptauja lv' }).waitFor();
    }
  });
});
