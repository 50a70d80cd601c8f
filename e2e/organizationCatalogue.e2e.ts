import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { openFromMore } from './support/navigation';
import { patiently } from './support/patiently';
import { signInAndLand, waitForPath } from './support/signIn';

async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

describe('organisation catalogue in the browser', () => {
  const { visit, url, allowConsoleError } = useJourney();

  it('a super-admin keeps properties and tags and defines a benchmark over a property value', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');

    // A new tag: the catalogue stands under More in the main navigation, no address to know.
    await openFromMore(page, 'Organisation tags');
    await page.getByRole('heading', { name: 'Organisation tags', level: 1 }).waitFor();
    await waitForPath(page, (pathname) => pathname === '/admin/organization-tags/all');
    await page.getByRole('link', { name: 'New tag' }).first().click();
    await page.getByLabel('Name (English)').fill('Benchmark network');
    await page.getByLabel('Name (Latviešu)').fill('Salīdzinājumu tīkls');
    await page.getByLabel('Name (Русский)').fill('Сеть сравнения');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Benchmark network' }).waitFor();
    await expectNoAxeViolations(page, 'catalogue-tags');
    await screenshot(page, 'catalogue-tags');

    // The organisations narrowed to the seeded "Pilot 2026" tag and a property value, then one opened.
    await page.goto(`${url()}/admin/organizations`, { waitUntil: 'networkidle' });
    await choose(page, 'Tag', /^Pilot 2026$/);
    await page.getByRole('link', { name: 'Demo Gymnasium' }).waitFor();
    await page.getByRole('link', { name: 'Demo Primary School' }).waitFor({ state: 'detached' });
    await choose(page, 'Property value', /^Secondary school$/);
    await page.getByRole('link', { name: 'Demo Gymnasium' }).waitFor({ state: 'detached' });
    await page.waitForURL(/tag_id=\d+&value_id=\d+/);
    await expectNoAxeViolations(page, 'catalogue-organizations-filtered');
    await screenshot(page, 'catalogue-organizations-filtered');
    await page.getByRole('link', { name: 'Demo Secondary School' }).click();
    await page.getByRole('link', { name: 'School years' }).waitFor();
    await expectNoAxeViolations(page, 'catalogue-organization-page');
    await screenshot(page, 'catalogue-organization-page');
    await page.getByRole('link', { name: 'Properties and tags' }).click();
    await waitForPath(page, (pathname) => /^\/admin\/organization-property-values\/\d+$/.test(pathname));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'catalogue-organization-values');
    await screenshot(page, 'catalogue-organization-values');
    await page.goBack();
    await page.getByRole('link', { name: 'School years' }).click();
    await waitForPath(page, (pathname) => /^\/admin\/fiscal-years\/\d+$/.test(pathname));
    await page.getByText('2025/26').first().waitFor();
    await expectNoAxeViolations(page, 'catalogue-organization-school-years');
    await screenshot(page, 'catalogue-organization-school-years');

    // The seeded properties and a value's users.
    await page.goto(`${url()}/admin/organization-properties/all`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Language of instruction' }).click();
    await page.getByRole('heading', { name: 'Allowed values' }).waitFor();
    await expectNoAxeViolations(page, 'catalogue-property');
    await screenshot(page, 'catalogue-property');

    // A benchmark over Latvian-language schools of 2025/26.
    await page.goto(`${url()}/admin/benchmark/new`, { waitUntil: 'networkidle' });
    await page.getByLabel('Name (English)').fill('Latvian-language schools 2025/26');
    await choose(page, 'Survey versions', /library.*Student wellbeing and learning/);
    await choose(page, 'School years', /^2025\/26$/);
    await choose(page, 'Organisation properties', /^Language of instruction: Latvian$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, (pathname) => /^\/admin\/benchmark\/\d+$/.test(pathname));
    await page.getByRole('button', { name: 'Compute now' }).click();
    await page.getByText(/Computed from \d+ schools and \d+ respondents/).waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'catalogue-benchmark-computed');
    await screenshot(page, 'catalogue-benchmark-computed');

    // Opened to the pilot schools by their tag.
    await page.goto(`${page.url()}/access`, { waitUntil: 'networkidle' });
    await choose(page, 'Organisation tags that may use it', /^Pilot 2026$/);
    await expectNoAxeViolations(page, 'catalogue-benchmark-access');
    await screenshot(page, 'catalogue-benchmark-access');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, (pathname) => /^\/admin\/benchmark\/\d+$/.test(pathname));

    // A period's page leads to the properties and tags its schools' periods took.
    await page.goto(`${url()}/survey/survey-period-search`, { waitUntil: 'networkidle' });
    await page.locator('a[href^="/admin/period-props/"]').first().click();
    await page.getByRole('link', { name: 'Properties and tags this period took' }).click();
    await waitForPath(page, (pathname) => /^\/admin\/properties-generation\/\d+$/.test(pathname));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'catalogue-period-generation');
    await screenshot(page, 'catalogue-period-generation');

    for (const language of ['lv', 'ru'] as const) {
      await page.evaluate((chosen) => sessionStorage.setItem('language', chosen), language);
      await page.goto(`${url()}/admin/organization-properties/all`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page, `catalogue-properties-${language}`);
      await screenshot(page, `catalogue-properties-${language}`);
    }
  });

  it("a regional officer reads the results of her region's school and not another region's", async () => {
    // The super-admin narrows the schools to the Kurzeme region by clicking its value.
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'super', '/admin/organizations');
    await admin.goto(`${url()}/admin/schools`, { waitUntil: 'networkidle' });
    await admin.getByRole('link', { name: 'Demo Secondary School' }).first().waitFor();
    await choose(admin, 'Property value', /^Kurzeme$/);
    await admin.waitForURL(/value_id=\d+/);
    const schoolRow = (name: string) => admin.getByRole('row').filter({ hasText: name });
    await schoolRow('Demo Basic School').waitFor();
    await expect.poll(() => schoolRow('Demo Secondary School').count(), patiently).toBe(0);
    await expect.poll(() => schoolRow('Demo Gymnasium').count(), patiently).toBe(0);
    await expectNoAxeViolations(admin, 'catalogue-schools-by-region');
    await screenshot(admin, 'catalogue-schools-by-region');
    // A Riga school's period, to be refused to the officer below.
    const [riga] = await apiAs<{ id: number }[]>(
      admin,
      'GET',
      `admin/survey-periods?organization=${encodeURIComponent('Demo Gymnasium')}&status=closed`,
    );
    expect(riga?.id).toBeGreaterThan(0);

    // The period search narrows to one school year, each period's own shown beside its dates.
    await admin.goto(`${url()}/survey/survey-period-search`, { waitUntil: 'networkidle' });
    await admin.getByRole('textbox', { name: 'Organisation or school name' }).fill('Demo Basic');
    await choose(admin, 'School year', /^2025\/26$/);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('link', { name: 'Pavasaris 2026' }).waitFor();
    await admin.getByRole('link', { name: 'Rudens 2026' }).waitFor({ state: 'detached' });
    await admin.getByRole('cell', { name: '2025/26' }).first().waitFor();
    await expectNoAxeViolations(admin, 'period-search-school-year');
    await screenshot(admin, 'period-search-school-year');

    // The officer finds Results in her menu: Demo Basic School's periods, and nothing of Riga's.
    const page = await visit('/users/login');
    await signInAndLand(page, 'officer', '/organization/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Results', exact: true }).first().click();
    await waitForPath(page, (pathname) => pathname === '/organization/results');
    const rows = page.locator('[data-period]');
    await rows.first().waitFor();
    const schools = await rows.getByText(/^Demo /).allTextContents();
    expect(new Set(schools)).toEqual(new Set(['Demo Basic School']));
    await expectNoAxeViolations(page, 'officer-results-list');
    await screenshot(page, 'officer-results-list');
    await rows.first().getByRole('link').first().click();
    await waitForPath(page, (pathname) => pathname.startsWith('/v2/organization/results/open/period/'));
    await page.locator('[data-fact="respondents"]').waitFor({ timeout: 30_000 });
    await page.getByText('Demo Basic School').first().waitFor();
    await expectNoAxeViolations(page, 'officer-results-dashboard');
    await screenshot(page, 'officer-results-dashboard');

    // Another region's school: the address alone does not open it.
    allowConsoleError(/404|Not Found/);
    await page.goto(`${url()}/v2/organization/results/open/period/${riga.id}`, { waitUntil: 'networkidle' });
    await page.getByText('These results were not found').waitFor();
    await expectNoAxeViolations(page, 'officer-results-refused');
    await screenshot(page, 'officer-results-refused');
  });
});
