import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { openFromMore } from './support/navigation';
import { patiently } from './support/patiently';
import {
  pdfPagesToPng,
  pickOption,
  resultsPeriodNamed,
  saveDownload,
  waitForDashboard,
} from './support/resultsJourney';
import { signInAndLand, waitForPath } from './support/signIn';

const planPath = /^\/school\/action-plans\/\d+$/;
const planTitle = 'Our lowest theme, together';
const untranslated = /\b(actionPlans|successPlans)\.[a-z_]+(\.[a-z_]+)*/;

type Summary = { pillars: { id: string; score: number | null; hidden: string | null }[] };

async function switchLanguage(page: Page, language: 'en' | 'lv' | 'ru') {
  await page.evaluate((code) => {
    sessionStorage.setItem('language', code);
    sessionStorage.setItem('language_chosen', 'true');
  }, language);
  await page.reload({ waitUntil: 'networkidle' });
  await expect.poll(() => page.locator('html').getAttribute('lang'), patiently).toBe(language);
}

/**
 * Adds one action through the form: title, an owner from the school's staff, a due date; optionally the
 * first library entry offered (those on the plan's focus come first), whose texts show beneath the picker.
 */
async function addAction(page: Page, title: string, owner: string, dueOn: string, successPlan = false) {
  await page.getByRole('button', { name: 'Add an action' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Action/ }).fill(title);
  await dialog.getByRole('textbox', { name: 'Owner' }).click();
  await pickOption(page, owner);
  // The app's own day, month and year lists (the browser's date box follows the browser's locale).
  const [year, month, day] = dueOn.split('-').map(Number);
  const due = dialog.getByRole('group', { name: 'Due date' });
  await due.getByRole('combobox').nth(0).selectOption(String(day));
  await due.getByRole('combobox').nth(1).selectOption(String(month));
  await due.getByRole('combobox').nth(2).selectOption(String(year));
  if (successPlan) {
    await dialog.getByRole('textbox', { name: 'Success plan' }).click();
    await pickOption(page);
    await dialog.getByTestId('success-plan-summary').getByText('Steps').waitFor();
    await screenshot(page, 'action-plan-action-form');
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('plan-actions').getByText(title).waitFor();
}

/** Each language: no key left untranslated, no axe violation; a screenshot to look at. */
async function shootLanguages(page: Page, name: string) {
  for (const language of ['lv', 'ru', 'en'] as const) {
    await switchLanguage(page, language);
    await page.locator('h1').first().waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(untranslated);
    await expectNoAxeViolations(page, `${name} in ${language}`);
    await screenshot(page, `${name}-${language}`);
  }
}

describe('action plans in the browser', () => {
  const { visit, allowConsoleError } = useJourney();
  let publicPath = '';

  it('an admin starts a plan from the lowest theme, adds two actions with owners and dates, publishes it and prints it', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    const autumn = await resultsPeriodNamed(page, 'Rudens 2026');
    const summary = await apiAs<Summary>(page, 'POST', 'results/v2/summary', {
      period_identifiers: { type: 'period', id: autumn.id },
    });
    const lowest = summary.pillars
      .filter((pillar) => pillar.hidden === null && pillar.score !== null)
      .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))[0];

    await page.goto(page.url().replace(/\/school\/.*$/, `/v2/school/teacher/results/${autumn.id}`), {
      waitUntil: 'networkidle',
    });
    await waitForDashboard(page);
    await page.locator(`[data-act-on="pillar:${lowest.id}"]`).click();
    await waitForPath(page, (pathname) => pathname === '/school/action-plans');
    const titleInput = page.getByRole('textbox', { name: /^Title/ });
    await expect.poll(() => titleInput.inputValue(), patiently).toMatch(/^Improve: /);
    await screenshot(page, 'action-plan-new');
    await titleInput.fill(planTitle);
    await page.getByRole('button', { name: 'Create the plan' }).click();
    await waitForPath(page, (pathname) => planPath.test(pathname));
    await page.getByRole('heading', { name: planTitle }).waitFor();
    await expect.poll(() => page.getByTestId('focus-figures').innerText(), patiently).toMatch(/\d+\s?%/);

    await addAction(page, 'Class discussion on what would help', 'Tomass Bērziņš', '2027-01-15', true);
    await addAction(page, 'Report back to the student council', 'Anna Kalniņa', '2027-02-01');
    // Published only after a look at the page as the school's pupils and parents will read it.
    await page.getByRole('button', { name: 'Preview and publish' }).click();
    const preview = page.getByRole('dialog', { name: 'The public page, before it is published' });
    await preview.getByRole('heading', { name: planTitle }).waitFor();
    await expectNoAxeViolations(page, 'plan, preview before publishing');
    await screenshot(page, 'action-plan-publish-preview');
    await preview.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published at:').waitFor();
    publicPath = new URL(
      (await page.getByRole('link', { name: /\/success-plan\// }).getAttribute('href')) ?? '',
      'http://x',
    ).pathname;
    expect(publicPath).toMatch(/^\/success-plan\/[\w-]{40,}$/);
    await page.getByTestId('plan-history').getByText('Published').waitFor();
    await screenshot(page, 'action-plan-detail');
    // The library entry the first action follows opens with its steps.
    await page
      .getByTestId('plan-actions')
      .getByRole('button', { name: /^Follows: / })
      .click();
    await page.getByRole('dialog').getByText('Why it works').waitFor();
    // Shot once the modal has faded in, not half-way.
    await expect
      .poll(() => page.getByRole('dialog').evaluate((element) => getComputedStyle(element).opacity))
      .toBe('1');
    await screenshot(page, 'action-plan-success-plan');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    const pdf = await saveDownload(
      page,
      () => page.getByRole('button', { name: 'PDF for the board' }).click(),
      'action-plan.pdf',
    );
    const pngs = pdfPagesToPng(pdf, 'action-plan-pdf');
    expect(pngs.length).toBe(1);

    await shootLanguages(page, 'action-plan-detail');
    await page.goto(`${new URL(page.url()).origin}/school/action-plans`, { waitUntil: 'networkidle' });
    await page.getByTestId('action-plan-list').getByText(planTitle).waitFor();
    await page
      .getByTestId('action-plan-list')
      .getByText('Atgriezeniskā saite, kas palīdz mācīties')
      .waitFor();
    await shootLanguages(page, 'action-plan-list');
  }, 300_000);

  it('a student sees the published plan on the dashboard and opens its public page', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'student', '/student/dashboard');
    await page.getByRole('link', { name: planTitle }).click();
    await waitForPath(page, (pathname) => pathname === publicPath);
    await page.getByRole('heading', { name: planTitle }).waitFor();
    await page.getByText('Class discussion on what would help').waitFor();
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('Tomass');
    await shootLanguages(page, 'success-plan-public');
    await page.goto(`${new URL(page.url()).origin}/student/dashboard`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'You said, we did' }).waitFor();
    await shootLanguages(page, 'action-plan-student-dashboard');
    // The demo plan was measured again: its public page shows the improvement in green.
    await page.getByRole('link', { name: 'Atgriezeniskā saite, kas palīdz mācīties' }).click();
    await waitForPath(page, (pathname) => /^\/success-plan\//.test(pathname));
    await page.getByRole('heading', { name: 'Atgriezeniskā saite, kas palīdz mācīties' }).waitFor();
    await shootLanguages(page, 'success-plan-public-remeasured');
  }, 180_000);

  it('the owner of an action finds it on the teacher dashboard and reads the plan', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'teacher', '/school/teacher/dashboard');
    const mine = page.getByRole('region', { name: 'My actions' });
    await mine.getByText('Class discussion on what would help').waitFor();
    await page.getByRole('heading', { name: 'You said, we did' }).waitFor();
    await shootLanguages(page, 'action-plan-teacher-dashboard');
    await mine.getByRole('link', { name: planTitle }).click();
    await waitForPath(page, (pathname) => planPath.test(pathname));
    await page.getByRole('heading', { name: planTitle }).waitFor();
    // The demo teacher reads all of the school's results (view_survey_results), so may work on the plan too.
    await page.getByTestId('plan-actions').getByText('Class discussion on what would help').waitFor();
    await screenshot(page, 'action-plan-owner-en');
  }, 180_000);

  it('anyone opens the public page without signing in, until the school withdraws it', async () => {
    const anonymous = await visit(publicPath);
    await anonymous.getByRole('heading', { name: planTitle }).waitFor();
    expect(await anonymous.locator('body').innerText()).not.toContain('Tomass');

    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page.goto(`${new URL(page.url()).origin}/school/action-plans`, { waitUntil: 'networkidle' });
    await page.getByTestId('action-plan-list').getByRole('link', { name: planTitle }).click();
    await waitForPath(page, (pathname) => planPath.test(pathname));
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('button', { name: 'Preview and publish' }).waitFor();
    await page.getByTestId('plan-history').getByText('Withdrawn').waitFor();

    // The withdrawn address answers 404, which the browser logs.
    allowConsoleError(/404/);
    const gone = await visit(publicPath);
    await gone.getByText('This page is not available').waitFor();
    await screenshot(gone, 'success-plan-withdrawn-en');
  }, 180_000);

  it('a super-admin keeps the success-plan library: one entry per theme, in en, lv and ru', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await openFromMore(page, 'Success plans');
    await waitForPath(page, (pathname) => pathname === '/admin/success-plans');
    const links = page.getByRole('table').getByRole('link');
    await expect.poll(() => links.count(), patiently).toBeGreaterThanOrEqual(6);
    await shootLanguages(page, 'success-plans-admin-list');
    await page.getByRole('link', { name: /^Belonging: / }).click();
    await waitForPath(page, (pathname) => /^\/admin\/success-plans\/\d+$/.test(pathname));
    // Each text has an input per survey language (en, lv, ru here).
    await page.getByRole('textbox', { name: 'Title (Latviešu)' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Title (Русский)' }).inputValue()).toMatch(
      /^Принадлежность/,
    );
    await shootLanguages(page, 'success-plans-admin-entry');
  }, 180_000);

  it('an organisation admin sees the school plans side by side, read-only', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'orgadmin', '/organization/dashboard');
    await page.goto(page.url().replace('/organization/dashboard', '/school/action-plans'), {
      waitUntil: 'networkidle',
    });
    const list = page.getByTestId('action-plan-list');
    await list.getByText(planTitle).waitFor();
    expect(await list.innerText()).toContain('Demo Secondary School');
    await shootLanguages(page, 'action-plan-orgadmin-list');
    await list.getByRole('link', { name: planTitle }).click();
    await waitForPath(page, (pathname) => planPath.test(pathname));
    await page.getByRole('heading', { name: planTitle }).waitFor();
    expect(await page.getByRole('button', { name: 'Add an action' }).count()).toBe(0);
    await shootLanguages(page, 'action-plan-orgadmin');
  }, 180_000);
});
