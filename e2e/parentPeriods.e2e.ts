import { describe, expect, it } from 'vitest';
import lv from '../locales/lv.json';
import ru from '../locales/ru.json';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { signInAndLand, waitForPath } from './support/signIn';

type Survey = { audience: string; latest_version: { id: number; languages: string[] } | null };
type ParentPeriod = {
  id: number;
  name: string;
  children: { id: number; school: { id: number; name: string } }[];
};

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
    await page.getByRole('listbox').getByRole('option').first().click();
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

  it('orgadmin hands out each school’s public link and prints its access codes from the period page (in Latvian and Russian)', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'orgadmin', '/organization/dashboard');
    await page.evaluate(() => {
      sessionStorage.setItem('language', 'lv');
      sessionStorage.setItem('language_chosen', 'true');
    });
    const organization = await apiAs<{ id: number; slug: string }>(page, 'GET', 'user/school');
    const { schools } = await apiAs<{ schools: { id: number; name: string }[] }>(
      page,
      'GET',
      `organizations/by-slug/${organization.slug}`,
    );
    const surveys = await apiAs<Survey[]>(page, 'GET', 'surveys?scope=all');
    const launch = async (audience: 'parent' | 'student') => {
      const version = surveys.find(
        (survey) => survey.audience === audience && survey.latest_version,
      )?.latest_version;
      if (!version) throw new Error(`no published ${audience} survey in the demo data`);
      return apiAs<ParentPeriod>(page, 'POST', `organization/${organization.id}/parent-periods`, {
        survey_version_id: version.id,
        name: `${audience === 'parent' ? 'Vecāki' : 'Skolēni'} ${Date.now()}`,
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        ends_at: new Date(Date.now() + 14 * 86_400_000).toISOString(),
        anonymous: true,
        languages: version.languages,
        audience: audience === 'parent' ? { parents: true, public_link: true } : { grades: [7, 8, 9] },
        school_ids: schools.map((school) => school.id),
      });
    };
    const parents = await launch('parent');
    const students = await launch('student');
    const school = parents.children[0].school.name;
    const panelOf = (period: ParentPeriod, label: string) =>
      page
        .locator(`[data-parent-period="${period.id}"]`)
        .getByRole('button', { name: label.replace('{{school}}', school) });

    // The parent survey asks parents, whom most schools have not registered: each school's public link.
    await page.goto(`${url()}/organization/surveys/${parents.id}`, { waitUntil: 'networkidle' });
    await panelOf(parents, lv.parent_periods.school_period.open_label).click();
    const link = page.getByRole('textbox', { name: lv.survey_periods.detail.public_link });
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/p\/[\w-]+$/);
    await page.getByRole('button', { name: lv.invitations.school.button }).waitFor();
    await expectNoAxeViolations(page, 'school links of a parent period (lv)');
    await screenshot(page, 'parent-period-school-links-lv');

    // The student survey's class links: the organisation admin makes a class's codes and prints them.
    await page.goto(`${url()}/organization/surveys/${students.id}`, { waitUntil: 'networkidle' });
    await panelOf(students, lv.parent_periods.school_period.open_label).click();
    const make = page.getByRole('button', { name: /^Izveidot kodus klasei / }).first();
    await make.click();
    const ask = page.getByRole('dialog');
    await ask.getByRole('button', { name: lv.survey_periods.codes.generate }).click();
    const sheet = page.getByRole('dialog', { name: /piekļuves kod/ });
    await sheet.getByRole('region', { name: lv.survey_periods.sheet.preview }).waitFor();
    await expectNoAxeViolations(page, 'access codes of a school of a parent period (lv)');
    await screenshot(page, 'parent-period-school-codes-lv');
    await sheet.getByRole('button', { name: lv.survey_periods.sheet.done }).click();
    await sheet.waitFor({ state: 'detached' });
    const child = await apiAs<{ classes: { codes: number }[] }>(
      page,
      'GET',
      `organization/${organization.id}/parent-periods/${students.id}/schools/${students.children[0].school.id}`,
    );
    expect(child.classes.some((klass) => klass.codes > 0)).toBe(true);

    await page.evaluate(() => sessionStorage.setItem('language', 'ru'));
    await page.goto(`${url()}/organization/surveys/${parents.id}`, { waitUntil: 'networkidle' });
    await panelOf(parents, ru.parent_periods.school_period.open_label).click();
    await page.getByRole('textbox', { name: ru.survey_periods.detail.public_link }).waitFor();
    await expectNoAxeViolations(page, 'school links of a parent period (ru)');
    await screenshot(page, 'parent-period-school-links-ru');
  });
});
