import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Metrics } from '../common/metrics/types';
import en from '../locales/en.json';
import lv from '../locales/lv.json';
import ru from '../locales/ru.json';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { openFromMore } from './support/navigation';
import { patiently } from './support/patiently';
import { signInAndLand } from './support/signIn';

const untranslated = /\b(metrics|results_usage)\.[a-z_]+(\.[a-z_]+)*/;

async function switchLanguage(page: Page, language: 'en' | 'lv' | 'ru') {
  await page.evaluate((code) => {
    sessionStorage.setItem('language', code);
    sessionStorage.setItem('language_chosen', 'true');
  }, language);
  await page.reload({ waitUntil: 'networkidle' });
  await expect.poll(() => page.locator('html').getAttribute('lang'), patiently).toBe(language);
}

/** The figure under a label on the page, as its text. */
const figure = (page: Page, label: string) =>
  page.locator(`[data-figure="${label}"] [data-figure-value]`).textContent();

const plain = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The charts drew (recharts renders an SVG surface per chart). */
async function chartsDrawn(page: Page, count: number) {
  await expect
    .poll(() => page.locator('svg.recharts-surface').count(), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
}

/** Issue 16: /metrics for the platform and for an organisation, and an organisation's results usage. */
describe('metrics', () => {
  const { visit, url, allowConsoleError } = useJourney();

  it("shows a super-admin the platform's figures as the API counts them, with charts", async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await openFromMore(page, en.work_areas.metrics.label);
    await page.getByRole('heading', { name: en.metrics.title, level: 1 }).waitFor();
    await page.getByRole('radiogroup').getByText('Last 90 days').click();
    await page.waitForURL(/days=90/);
    await page.getByText(/^The whole platform, /).waitFor();
    await chartsDrawn(page, 2);
    // The same 90 whole UTC days the screen asked for.
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const data = await apiAs<Metrics>(page, 'GET', `metrics?from=${day(89)}&to=${day(0)}`);
    expect(data.scope).toEqual({ kind: 'platform' });
    expect(plain(await figure(page, en.metrics.totals.responses))).toBe(data.totals.responses);
    expect(plain(await figure(page, en.metrics.totals.periods_running))).toBe(data.totals.periods_running);
    expect(plain(await figure(page, en.metrics.totals.opened))).toBe(data.totals.opened);
    expect(data.totals.responses).toBeGreaterThan(0);
    await screenshot(page, 'metrics-super-admin');
    await expectNoAxeViolations(page, '/metrics (super-admin)');
  });

  it('shows an organisation admin their schools only, in Latvian and Russian', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'orgadmin', '/organization/dashboard');
    await page.goto(`${url()}/metrics`, { waitUntil: 'networkidle' });
    await page.getByText(/^Demo Municipality and its schools, /).waitFor();
    const data = await apiAs<Metrics>(page, 'GET', 'metrics');
    expect(data.scope).toMatchObject({ kind: 'organization', name: 'Demo Municipality' });
    expect(plain(await figure(page, en.metrics.totals.schools))).toBe(data.totals.schools);
    expect(await page.locator(`[data-figure="${en.metrics.totals.organizations}"]`).count()).toBe(0);

    await switchLanguage(page, 'lv');
    await page.getByRole('heading', { name: lv.metrics.title, level: 1 }).waitFor();
    await page.getByText(/^Demo Municipality un tās skolas, /).waitFor();
    await chartsDrawn(page, 2);
    expect(await page.locator('body').innerText()).not.toMatch(untranslated);
    await screenshot(page, 'metrics-orgadmin-lv');

    await switchLanguage(page, 'ru');
    await page.getByRole('heading', { name: ru.metrics.title, level: 1 }).waitFor();
    await page.getByText(/^Demo Municipality и её школы, /).waitFor();
    await chartsDrawn(page, 2);
    await page.getByRole('button', { name: ru.metrics.days.show }).click();
    expect(await page.locator('body').innerText()).not.toMatch(untranslated);
    await screenshot(page, 'metrics-orgadmin-ru');
  });

  it('tells a teacher the metrics are not for them', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'teacher', '/school/teacher/dashboard');
    allowConsoleError(/HTTP 403 GET .*\/api\/metrics|status of 403/);
    await page.goto(`${url()}/metrics`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: en.metrics.forbidden_title }).waitFor();
    await screenshot(page, 'metrics-teacher-refused');
  });

  it("lists who used an organisation's results and downloads them, from its back-office page", async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    const [municipality] = await apiAs<{ id: number; name: string }[]>(
      page,
      'GET',
      'admin/organizations?search=Demo%20Municipality',
    );
    // A dashboard opened on one of its schools' periods, as the results screen reports it.
    const { periods } = await apiAs<Metrics>(page, 'GET', 'metrics');
    const schoolPeriod = periods.find((period) => period.organization_name === 'Demo Secondary School');
    expect(schoolPeriod).toBeDefined();
    await apiAs(page, 'POST', 'events', {
      category: 'Results',
      action: 'open',
      details: { mode: 'school', type: 'period', id: schoolPeriod?.id },
    });
    await page.goto(`${url()}/admin/organization/${municipality.id}`, { waitUntil: 'networkidle' });
    // The organisation's metrics first: the super-admin sees what its admin sees.
    await page.getByRole('link', { name: en.back_office.organization.metrics }).click();
    await page.getByText(/^Demo Municipality and its schools, /).waitFor();
    await page.getByRole('button', { name: en.metrics.whole_platform }).waitFor();
    await screenshot(page, 'metrics-super-admin-organisation');
    await page.goBack({ waitUntil: 'networkidle' });
    await page.getByRole('link', { name: en.back_office.organization.results_usage }).click();
    await page.getByRole('heading', { name: `Results usage: ${municipality.name}`, level: 1 }).waitFor();
    await page.getByRole('cell', { name: en.results_usage.opened }).first().waitFor();
    await expect.poll(() => page.getByText(schoolPeriod?.name ?? '-').count(), patiently).toBeGreaterThan(0);
    await screenshot(page, 'results-usage-super-admin');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en.results_usage.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^results-usage-${municipality.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const header = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0];
    expect(header).toBe(
      'id,created_at,kind,export_kind,identity_id,identity_type,person,actor_organization,period_id,period_name,organization_id,organization_name',
    );

    await switchLanguage(page, 'lv');
    await page
      .getByRole('heading', { name: `Rezultātu izmantošana: ${municipality.name}`, level: 1 })
      .waitFor();
    await page.getByRole('cell', { name: lv.results_usage.opened }).first().waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(untranslated);
    await screenshot(page, 'results-usage-super-admin-lv');
  });
});
