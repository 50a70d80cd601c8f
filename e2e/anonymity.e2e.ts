import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ResultsFilter } from '../common/results/types';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { respondentsShown, resultsPeriodNamed, waitForDashboard } from './support/resultsJourney';
import { signInAndLand, waitForPath } from './support/signIn';

type Language = 'en' | 'lv' | 'ru';

const bulliedQuestion = /how often have other students called you names/;

/** What each language says for a view hidden by a cut through a class, and for an open period. */
const words: Record<Language, { viewHidden: RegExp; notReleased: RegExp }> = {
  en: {
    viewHidden: /cuts through a group that results are only shown for whole/,
    notReleased: /shown once the survey period closes/,
  },
  lv: {
    viewHidden: /sadala grupu, kuras rezultāti tiek rādīti tikai veselai grupai/,
    notReleased: /Rezultāti būs redzami, kad aptaujas periods beigsies/,
  },
  ru: {
    viewHidden: /разрезает группу, результаты которой показываются только целиком/,
    notReleased: /Результаты будут показаны, когда период опроса закончится/,
  },
};

/** The words beside a filter value that cannot be chosen, by reason, and the filters' labels, per language. */
const localeOf = (language: Language) =>
  JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')).results.filters;
const valueHiddenText = (language: Language, reason: string): string =>
  localeOf(language).hidden_value[reason];

/** The period's filters as the dashboard loads them (values with counts, or why each one is hidden). */
async function filtersOf(page: Page, periodId: number): Promise<ResultsFilter[]> {
  return apiAs<ResultsFilter[]>(page, 'POST', 'results/v2/filters', {
    period_identifiers: { type: 'period', id: periodId },
  });
}

/** Six classes from 7.a, by id. */
function sixClassesOf(filters: ResultsFilter[]): number[] {
  const classFilter = filters.find((filter) => filter.type === 'class')!;
  const byName = new Map(classFilter.values.map((value) => [value.label, Number(value.value)]));
  return ['7.a', '7.b', '7.c', '8.a', '8.b', '8.c'].map((name) => byName.get(name)!);
}

/** The review's first selection: six classes whose pupils answered 'sometimes' to the bullying question. */
function attackWith7a(filters: ResultsFilter[]) {
  const bullied = filters.find((filter) => filter.type === 'question' && filter.name === 'Bullied')!;
  const sometimes = bullied.values.find((value) => /sometimes/i.test(value.label)) ?? bullied.values[1];
  return { class: sixClassesOf(filters), question: { [String(bullied.id)]: [sometimes.value] } };
}

/** The same without 7.a: were both shown, the difference would be 7.a's 'sometimes' pupils. */
function attackWithout7a(filters: ResultsFilter[]) {
  const selection = attackWith7a(filters);
  return { ...selection, class: selection.class.slice(1) };
}

async function openDashboard(page: Page, url: string, periodId: number, filters?: unknown): Promise<void> {
  const query = filters ? `?filters=${encodeURIComponent(JSON.stringify(filters))}` : '';
  await page.goto(`${url}/v2/school/teacher/results/${periodId}${query}`, { waitUntil: 'networkidle' });
  await waitForDashboard(page);
}

/** The options of one filter's select on the screen: their text and whether they can be chosen. */
async function optionsOf(page: Page, label: string): Promise<{ text: string; disabled: boolean }[]> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  const options = page.locator('[role="option"] >> visible=true');
  await options.first().waitFor();
  const shown = await options.evaluateAll((elements) =>
    elements.map((element) => ({
      text: element.textContent ?? '',
      disabled: element.hasAttribute('data-combobox-disabled'),
    })),
  );
  await page.keyboard.press('Escape');
  return shown;
}

/** Builds a filter from the bullying question through the screen's own dialog. */
async function buildBulliedFilter(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add filter from a question' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('textbox', { name: 'Question' }).click();
  await page.locator('[role="option"] >> visible=true').filter({ hasText: bulliedQuestion }).first().click();
  await modal.getByRole('textbox', { name: 'Filter name' }).fill('Bullied');
  await modal.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Filter created', { exact: true }).waitFor({ timeout: 40_000 });
}

/** Signs the school admin in on a login page in any language (terms were accepted in an earlier test). */
async function signInAsAdmin(page: Page): Promise<void> {
  await page.locator('input[autocomplete="username"], input[name="username"]').first().fill('admin');
  await page.locator('input[autocomplete="current-password"]').fill('demo12345');
  await page.locator('form button[type="submit"]').click();
  await waitForPath(page, (pathname) => pathname === '/school/admin/dashboard');
}

describe('anonymity in the browser: no two views differ by fewer than the threshold', () => {
  const { visit, url } = useJourney();

  it('an admin who tries to single out one class\'s "sometimes" pupils is told why each view is hidden', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    const autumn = await resultsPeriodNamed(page, 'Rudens 2026');
    await openDashboard(page, url(), autumn.id);
    const everyone = await respondentsShown(page);

    // Whole classes are released cells: each can be read on its own.
    const classes = await optionsOf(page, 'Classes');
    expect(classes.length).toBeGreaterThan(6);
    expect(classes.every((option) => !option.disabled)).toBe(true);
    // Groups cut across classes: reading one beside the classes would give a few pupils away.
    const groups = await optionsOf(page, 'Groups');
    expect(groups.length).toBeGreaterThan(0);
    for (const option of groups) {
      expect(option.disabled).toBe(true);
      expect(option.text).toContain(valueHiddenText('en', 'complementary'));
    }
    await expectNoAxeViolations(page, 'results with hidden filter values');

    // The review's attack: a question filter on bullying, then six classes with "Sometimes", and the same without 7.a.
    await buildBulliedFilter(page);
    const filters = await filtersOf(page, autumn.id);
    const bullied = filters.find((filter) => filter.type === 'question' && filter.name === 'Bullied');
    expect(bullied).toBeDefined();
    const bulliedOptions = await optionsOf(page, 'Bullied');
    expect(bulliedOptions.length).toBe(bullied!.values.length);
    for (const [index, value] of bullied!.values.entries()) {
      // A value is offered only with its count when it takes whole released cells; otherwise the reason is named.
      expect(bulliedOptions[index].disabled).toBe(value.hidden !== null);
      if (value.hidden) expect(bulliedOptions[index].text).toContain(valueHiddenText('en', value.hidden));
    }
    await screenshot(page, 'anonymity-bullied-filter-values');

    const sixClasses = sixClassesOf(filters);
    const views: number[] = [];
    for (const chosen of [attackWith7a(filters), attackWithout7a(filters)]) {
      await openDashboard(page, url(), autumn.id, chosen);
      await expect.poll(() => page.getByText(words.en.viewHidden).count(), patiently).toBeGreaterThan(0);
      views.push(await respondentsShown(page));
    }
    await screenshot(page, 'anonymity-hidden-selection');
    await expectNoAxeViolations(page, 'results hidden for a cut through a class');
    // Neither view shows a figure for the selection, so nothing is left to subtract.
    expect(views.every((shown) => shown === 0 || shown === everyone)).toBe(true);

    // The six classes alone are whole cells: shown, with the class count that the screen offered.
    await openDashboard(page, url(), autumn.id, { class: sixClasses });
    await expect.poll(() => respondentsShown(page), patiently).toBeGreaterThan(0);
    expect(await page.getByText(words.en.viewHidden).count()).toBe(0);
  }, 300_000);

  for (const language of ['en', 'lv', 'ru'] as const)
    it(`in ${language}: the second selection and a group's value say why they are hidden; an open period shows counts only`, async () => {
      const page = await visit('/users/login', language);
      await signInAsAdmin(page);
      const winter = await resultsPeriodNamed(page, 'Ziema 2026');
      await openDashboard(page, url(), winter.id);
      await page.getByText(words[language].notReleased).first().waitFor();
      expect(await page.locator('[data-question] [data-fact]').count()).toBe(0);
      await screenshot(page, `anonymity-not-released-${language}`);
      await expectNoAxeViolations(page, `results of an open period in ${language}`);

      // The review's second selection (six classes without 7.a, 'sometimes' bullied) says why it is hidden.
      const autumn = await resultsPeriodNamed(page, 'Rudens 2026');
      const filters = await filtersOf(page, autumn.id);
      await openDashboard(page, url(), autumn.id, attackWithout7a(filters));
      await page.getByText(words[language].viewHidden).first().waitFor();
      await screenshot(page, `anonymity-hidden-selection-${language}`);
      await expectNoAxeViolations(page, `a hidden selection in ${language}`);

      await openDashboard(page, url(), autumn.id);
      const groupFilter = filters.find((filter) => filter.type === 'group')!;
      expect(groupFilter.values.every((value) => value.hidden === 'complementary')).toBe(true);
      await page.getByRole('textbox', { name: localeOf(language).types.group, exact: true }).click();
      const option = page.locator('[role="option"] >> visible=true').first();
      await option.waitFor();
      expect(await option.textContent()).toContain(valueHiddenText(language, 'complementary'));
      await screenshot(page, `anonymity-group-values-${language}`);
      await page.keyboard.press('Escape');
    }, 180_000);
});
