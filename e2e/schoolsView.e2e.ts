import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import {
  pdfPagesToPng,
  pdfTextOf,
  pickOption,
  saveDownload,
  screenshotTop,
  untranslatedKey,
} from './support/resultsJourney';
import { signInAndLand, waitForPath } from './support/signIn';

const schools = ['Demo Basic School', 'Demo Gymnasium', 'Demo Riverside School', 'Demo Secondary School'];
const words = {
  lv: {
    open: 'Skolas līdzās',
    survey: 'Aptauja',
    span: 'Semestris',
    term: '2026/27, rudens semestris',
    excel: 'Lejupielādēt Excel',
    pdf: 'Lejupielādēt PDF (1 lapa)',
  },
  ru: {
    open: 'Школы рядом',
    survey: 'Опрос',
    span: 'Полугодие',
    term: '2026/27, осеннее полугодие',
    excel: 'Скачать Excel',
    pdf: 'Скачать PDF (1 страница)',
  },
} as const;
const surveyName = { lv: 'Skolēnu labbūtība un mācīšanās', ru: 'Благополучие и учёба учеников' } as const;

/** Signs a demo reader in on a localized login page (the terms were accepted in English first). */
async function signInLocalized(page: Page, username = 'orgadmin'): Promise<void> {
  await page.locator('input[autocomplete="username"], input[name="username"]').first().fill(username);
  await page.locator('input[autocomplete="current-password"]').fill('demo12345');
  await page.locator('form button[type="submit"]').click();
  await waitForPath(page, (pathname) => pathname === '/organization/dashboard');
}

/** From the organisation's results to the schools side by side of the autumn student survey. */
async function openAutumnView(
  page: Page,
  url: string,
  language: 'lv' | 'ru',
  shown = schools,
): Promise<void> {
  const w = words[language];
  await page.goto(`${url}/organization/results`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: w.open }).click();
  await waitForPath(page, (pathname) => pathname === '/organization/results/schools');
  await page.getByRole('textbox', { name: w.survey }).click();
  await pickOption(page, surveyName[language]);
  await page.getByRole('textbox', { name: w.span }).click();
  await pickOption(page, w.term);
  for (const school of shown) await page.getByRole('rowheader', { name: new RegExp(school) }).waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Issue 38 finding 1: the municipality's admin sets its four schools' own autumn periods of the student
 * survey side by side, opens one school's own results from there, and downloads the view as Excel and PDF.
 */
describe('schools side by side', () => {
  const { visit, url } = useJourney();

  it('the organisation admin compares the autumn student survey of all four schools, drills into one and exports it', async () => {
    const english = await visit('/users/login');
    await signInAndLand(english, 'orgadmin', '/organization/dashboard');
    const page = await visit('/users/login', 'lv');
    await signInLocalized(page);
    await openAutumnView(page, url(), 'lv');
    const table = page.getByRole('table');
    const text = await table.innerText();
    expect(text).not.toMatch(untranslatedKey);
    // Each school's own autumn period, and the trend since its spring one.
    expect(await page.getByRole('rowheader', { name: /Rudens 2026/ }).count()).toBe(4);
    expect(await table.getByText(/[▲▼=]/).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'schools side by side (lv)');
    await screenshotTop(page, 'schools-view-lv');

    const xlsx = await saveDownload(
      page,
      () => page.getByRole('button', { name: words.lv.excel }).click(),
      'schools-view-lv.xlsx',
    );
    expect(readFileSync(xlsx).subarray(0, 2).toString('latin1')).toBe('PK');
    const pdf = await saveDownload(
      page,
      () => page.getByRole('button', { name: words.lv.pdf }).click(),
      'schools-view-lv.pdf',
    );
    const pdfText = pdfTextOf(pdf);
    for (const school of schools) expect(pdfText).toContain(school);
    expect(pdfText).toContain('rudens semestris');
    expect(pdfPagesToPng(pdf, 'schools-view-pdf-lv')).toHaveLength(1);

    await page.getByRole('link', { name: 'Demo Gymnasium' }).click();
    await waitForPath(page, (pathname) => pathname.startsWith('/v2/organization/results/open/period/'));
    await page.locator('[data-fact="respondents"] dd').waitFor();
    expect(await page.locator('body').innerText()).toContain('Rudens 2026');
  });

  it('reads the same in Russian', async () => {
    const page = await visit('/users/login', 'ru');
    await signInLocalized(page);
    await openAutumnView(page, url(), 'ru');
    expect(await page.locator('body').innerText()).not.toMatch(untranslatedKey);
    await expectNoAxeViolations(page, 'schools side by side (ru)');
    await screenshotTop(page, 'schools-view-ru');
    // Russian theme names make the table wider than the page: scrolled sideways, each school's name stays.
    const scrolled = await page.getByRole('table').evaluate((table) => {
      let box = table.parentElement;
      while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      if (!box || box.scrollWidth <= box.clientWidth) return null;
      box.scrollLeft = box.scrollWidth;
      return box.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    const name = page.getByRole('rowheader', { name: /Demo Gymnasium/ });
    await expect
      .poll(async () => {
        const [cell, table] = await Promise.all([name.boundingBox(), page.getByRole('table').boundingBox()]);
        return cell && table ? Math.round(cell.x - table.x) : null;
      }, patiently)
      .toBe(scrolled);
    await screenshotTop(page, 'schools-view-ru-scrolled');
    const pdf = await saveDownload(
      page,
      () => page.getByRole('button', { name: words.ru.pdf }).click(),
      'schools-view-ru.pdf',
    );
    expect(pdfPagesToPng(pdf, 'schools-view-pdf-ru')).toHaveLength(1);
  });

  it('the regional officer sets Kurzeme’s schools side by side, and no other school', async () => {
    const english = await visit('/users/login');
    await signInAndLand(english, 'officer', '/organization/dashboard');
    for (const language of ['lv', 'ru'] as const) {
      const page = await visit('/users/login', language);
      await signInLocalized(page, 'officer');
      await openAutumnView(page, url(), language, ['Demo Basic School']);
      const text = await page.getByRole('table').innerText();
      expect(text).not.toMatch(untranslatedKey);
      // Kurzeme's one school, its own autumn period; the Riga schools only inside the benchmark.
      for (const school of schools.filter((name) => name !== 'Demo Basic School'))
        expect(text, school).not.toContain(school);
      expect(await page.getByRole('rowheader', { name: /Rudens 2026/ }).count()).toBe(1);
      await expectNoAxeViolations(page, `the officer's schools side by side (${language})`);
      await screenshotTop(page, `schools-view-officer-${language}`);
    }
  });
});
