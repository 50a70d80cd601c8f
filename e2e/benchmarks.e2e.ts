import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { pickOption, waitForDashboard } from './support/resultsJourney';
import { path, signInAndLand, waitForPath } from './support/signIn';

const name = 'Municipality benchmark 2025/26';
const detailPath = /^\/admin\/benchmark\/\d+$/;

/** Opens a multi-select by its label and picks the option whose text matches. */
async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

describe('benchmarks in the browser', () => {
  const { visit, url } = useJourney();

  it('a super-admin defines, computes, publishes and shares a benchmark; the school admin compares with it', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/benchmark`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Benchmarks', level: 1 }).waitFor();
    // The benchmarks the platform computed by itself are listed as such, below the defined ones.
    const builtIn = page.getByRole('table', { name: 'Built in' });
    await builtIn.waitFor();
    await builtIn.getByText('All schools').first().waitFor();
    await expectNoAxeViolations(page, 'benchmark-list');
    await screenshot(page, 'benchmark-list');
    await page.getByRole('link', { name: 'New benchmark' }).first().click();
    await page.getByLabel('Name (English)').fill(name);
    await page.getByLabel('Name (Latviešu)').fill('Pašvaldības salīdzinājums 2025/26');
    await page.getByLabel('Name (Русский)').fill('Показатель муниципалитета 2025/26');
    await choose(page, 'Survey versions', /library.*Student wellbeing and learning/);
    await choose(page, 'School years', /^2025\/26$/);
    await choose(page, 'Schools of these organisations', /^Demo Municipality$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, (pathname) => detailPath.test(pathname));
    const benchmarkId = path(page).split('/').pop();

    await page.getByRole('button', { name: 'Compute now' }).click();
    await page.getByText(/Computed from \d+ schools and \d+ respondents/).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'benchmark-computed');
    await screenshot(page, 'benchmark-computed');

    await page.getByRole('link', { name: 'Access' }).click();
    await waitForPath(page, (pathname) => pathname.endsWith('/access'));
    await choose(page, 'Organisations and schools that may use it', /^Demo Municipality$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, (pathname) => detailPath.test(pathname));

    for (const language of ['lv', 'ru'] as const) {
      await page.evaluate((chosen) => sessionStorage.setItem('language', chosen), language);
      await page.goto(`${url()}/admin/benchmark/${benchmarkId}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page, `benchmark-${language}`);
      await screenshot(page, `benchmark-${language}`);
      await page.goto(`${url()}/admin/benchmark`, { waitUntil: 'networkidle' });
      await page.locator('#built-in-benchmarks').waitFor();
      await expectNoAxeViolations(page, `benchmark-list-${language}`);
      await screenshot(page, `benchmark-list-${language}`);
    }

    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    await admin.goto(`${url()}/school/results`, { waitUntil: 'networkidle' });
    await admin.getByRole('link', { name: 'Pavasaris 2026', exact: true }).click();
    await waitForDashboard(admin);
    await admin.getByRole('textbox', { name: 'Benchmark' }).click();
    await pickOption(admin, name);
    await expect
      .poll(() => new URL(admin.url()).searchParams.get('benchmarkId'), { timeout: 15_000 })
      .toBe(benchmarkId);
    await waitForDashboard(admin);
    await expect
      .poll(() => admin.getByRole('textbox', { name: 'Benchmark' }).inputValue(), { timeout: 15_000 })
      .toContain(name);
    await expect
      .poll(() => admin.getByText(/benchmark \d+\.\d/).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expectNoAxeViolations(admin, 'benchmark-results');
    await screenshot(admin, 'benchmark-results');
  });
});
