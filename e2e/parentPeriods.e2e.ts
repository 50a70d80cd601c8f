import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiFromPage';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { signInAndLand, waitForPath } from './support/signIn';

type ParentPeriod = { id: number; name: string; children: { id: number; school: { name: string } }[] };

describe('parent periods in the browser', () => {
  const { visit, url } = useJourney();
  const name = `Two schools ${Date.now()}`;

  it('orgadmin runs a survey for two of its schools and sees both child periods', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'orgadmin', '/organization/dashboard');
    // The organisation's surveys are one click away: in the main navigation and on the home page.
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Surveys/ })
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Surveys' })
      .click();
    await waitForPath(page, (pathname) => pathname === '/organization/surveys');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Run for my schools' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Survey' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Name of the period' }).fill(name);
    await dialog.getByRole('switch', { name: /^All my schools/ }).uncheck({ force: true });
    await dialog.getByRole('textbox', { name: 'Schools' }).click();
    await page.getByRole('option', { name: 'Demo Secondary School' }).click();
    await page.getByRole('option', { name: 'Demo Primary School' }).click();
    await dialog.getByRole('textbox', { name: 'Name of the period' }).click();
    await dialog.getByRole('checkbox', { name: 'Public link' }).check();
    await screenshot(page, 'parent-period-run');
    await dialog.getByRole('button', { name: 'Start in the schools' }).click();
    // The launch summary comes first: whom the period asks at each of the two schools.
    await dialog.locator('[data-summary-school]').nth(1).waitFor();
    await dialog.getByRole('button', { name: 'Start at 2 schools' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.locator('[data-parent-period]', { hasText: name });
    await card.getByText('Demo Secondary School').waitFor();
    await card.getByText('Demo Primary School').waitFor();
    await screenshot(page, 'parent-periods-en');
    const school = await apiAs<{ id: number }>(page, 'GET', 'user/school');
    const periods = await apiAs<ParentPeriod[]>(page, 'GET', `organization/${school.id}/parent-periods`);
    const made = periods.find((period) => period.name === name);
    expect(made?.children.map((child) => child.school.name).sort()).toEqual([
      'Demo Primary School',
      'Demo Secondary School',
    ]);
  });

  it('super opens the properties of one child period and excludes it from benchmarks (in Latvian)', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    // Its own world: a child period of the demo municipality's seeded parent period.
    const found = await apiAs<{ id: number; name: string; parent_period_id: number | null }[]>(
      page,
      'GET',
      `admin/survey-periods?organization=${encodeURIComponent('Demo Secondary School')}`,
    );
    const child = found.find((period) => period.parent_period_id !== null);
    expect(child).toBeDefined();
    const childId = child?.id ?? 0;
    await page.evaluate(() => {
      sessionStorage.setItem('language', 'lv');
      sessionStorage.setItem('language_chosen', 'true');
    });
    await page.goto(`${url()}/admin/period-props/${childId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: child?.name }).waitFor();
    await page.getByRole('switch', { name: /Izslēgt no salīdzinājuma rādītājiem/ }).check({ force: true });
    await page.getByRole('button', { name: 'Saglabāt' }).click();
    await page.getByText('Periods ir saglabāts.').waitFor();
    await screenshot(page, 'period-props-lv');
    const props = await apiAs<{ exclude_from_benchmarks: boolean }>(
      page,
      'GET',
      `admin/survey-periods/${childId}`,
    );
    expect(props.exclude_from_benchmarks).toBe(true);
  });
});
