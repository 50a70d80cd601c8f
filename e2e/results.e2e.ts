import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import lv from '../locales/lv.json';
import ru from '../locales/ru.json';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, screenshotDir } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import {
  pdfPagesToPng,
  pdfTextOf,
  pickOption,
  respondentsShown,
  resultsPeriodNamed,
  saveDownload,
  screenshotTop,
  untranslatedKey,
  waitForDashboard,
} from './support/resultsJourney';
import { signInAndLand, waitForPath } from './support/signIn';

const dashboardPath = /^\/v2\/school\/teacher\/results\/\d+$/;
const benchmarkIn = (page: Page) => new URL(page.url()).searchParams.get('benchmarkId');

/** Opens the Rudens 2026 dashboard from the results list, as the signed-in school user. */
async function openAutumnFromList(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/school/results`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Survey results' }).waitFor();
  await page.getByRole('link', { name: 'Rudens 2026', exact: true }).click();
  await waitForPath(page, (pathname) => dashboardPath.test(pathname));
  await waitForDashboard(page);
}

/** Makes a file in the export modal and saves it. */
async function exportFile(page: Page, button: string, fileName: string): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Make the file' }).click();
  const download = dialog.getByRole('button', { name: 'Download' });
  await download.waitFor({ timeout: 45_000 });
  const saved = await saveDownload(page, () => download.click(), fileName);
  await dialog
    .getByRole('button', { name: 'Close' })
    .or(dialog.locator('.mantine-Modal-close'))
    .first()
    .click();
  await dialog.waitFor({ state: 'hidden' });
  return saved;
}

describe('survey results in the browser', () => {
  const { visit, url, allowConsoleError } = useJourney();

  it('an admin narrows the latest period with a class filter and builds a filter from a question', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await openAutumnFromList(page, url());
    await expect.poll(() => page.locator('[data-period-name]').textContent(), patiently).toBe('Rudens 2026');
    const everyone = await respondentsShown(page);
    expect(everyone).toBeGreaterThan(50);
    await screenshot(page, 'results-dashboard');

    // A class filter narrows the respondents.
    await page.getByRole('textbox', { name: 'Classes' }).click();
    await pickOption(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('filters'), patiently).not.toBeNull();
    await waitForDashboard(page);
    await expect.poll(() => respondentsShown(page), patiently).toBeLessThan(everyone);
    await screenshot(page, 'results-class-filter');
    await expectNoAxeViolations(page, 'results with a class filter');

    // A filter built from a question: the list reloads every 2 s until the new filter is there.
    await page.getByRole('button', { name: 'Add filter from a question' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('textbox', { name: 'Question' }).click();
    const options = page.locator('[role="option"] >> visible=true');
    await options.first().waitFor();
    const offered = options.filter({ hasText: 'Which grade are you in?' });
    await pickOption(page, (await offered.count()) ? 'Which grade are you in?' : undefined);
    await expect
      .poll(() => modal.getByRole('textbox', { name: 'Filter name' }).inputValue(), patiently)
      .not.toBe('');
    await modal.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Building the filter', { exact: false }).waitFor();
    await page.getByText('Filter created', { exact: true }).waitFor({ timeout: 40_000 });
    await screenshot(page, 'results-question-filter');
  });

  it('an admin switches benchmark (kept in the address), compares with the earlier period and exports', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await openAutumnFromList(page, url());

    // A benchmark, kept in the address when the same page moves on.
    await page.getByRole('textbox', { name: 'Benchmark' }).click();
    const benchmark = await pickOption(page, 'school');
    expect(benchmark).toMatch(/school/);
    await expect.poll(() => benchmarkIn(page), patiently).not.toBeNull();
    const benchmarkId = benchmarkIn(page);
    await waitForDashboard(page);
    await page.getByRole('textbox', { name: 'Classes' }).click();
    await pickOption(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('filters'), patiently).not.toBeNull();
    expect(benchmarkIn(page)).toBe(benchmarkId);
    // Spec §2: a move to the same path without the parameter gets it back.
    await page.evaluate(() => {
      history.pushState(null, '', window.location.pathname);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => benchmarkIn(page), patiently).toBe(benchmarkId);
    await waitForDashboard(page);
    await screenshot(page, 'results-benchmark');

    // Compared with the earlier period, on the comparison child route.
    await page.getByRole('textbox', { name: 'Compare with' }).click();
    await pickOption(page, 'Pavasaris 2026');
    await waitForPath(page, (pathname) => /^\/v2\/school\/teacher\/results\/\d+\/\d+$/.test(pathname));
    expect(benchmarkIn(page)).toBe(benchmarkId);
    await page.getByRole('table', { name: 'Themes' }).waitFor({ timeout: 20_000 });
    await page.getByText('Before', { exact: true }).first().waitFor();
    // Issue 38: the chosen benchmark is a column of the comparison, on screen and in the PDF.
    await page
      .getByRole('table', { name: 'Themes' })
      .getByRole('columnheader', { name: 'Benchmark' })
      .waitFor();
    await screenshot(page, 'results-comparison');
    await expectNoAxeViolations(page, 'results comparison');

    const pdf = await exportFile(page, 'PDF report', 'results-report.pdf');
    const pages = pdfPagesToPng(pdf, 'results-report');
    expect(pages.length).toBeGreaterThan(0);
    expect(pdfTextOf(pdf)).toMatch(/Score Before After Benchmark Change/);

    const xlsx = await exportFile(page, 'Excel', 'results-export.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx);
    const sheets = workbook.worksheets.map((sheet) => sheet.name);
    // Figures only: no sheet lists respondents (issue 34).
    expect(sheets).toContain('Summary');
    expect(sheets).not.toContain('Responses');

    // Issue 35, finding 1: opened on the earlier period and compared with the later one, the screen and
    // the PDF both read from Pavasaris (before) to Rudens (after), with the same change and verdict.
    const reversedUrl = new URL(page.url());
    reversedUrl.pathname = reversedUrl.pathname.replace(/\/(\d+)\/(\d+)$/, '/$2/$1');
    await page.goto(reversedUrl.toString(), { waitUntil: 'networkidle' });
    await page.getByRole('table', { name: 'Themes' }).waitFor({ timeout: 20_000 });
    const side = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}: `) });
    expect(await side('Before').getByRole('heading').textContent()).toBe('Pavasaris 2026');
    expect(await side('After').getByRole('heading').textContent()).toBe('Rudens 2026');
    const shown = async (testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();
    const compound = {
      before: await shown('compound-before'),
      after: await shown('compound-after'),
      delta: (await shown('compound-delta')).replace(/^[▲▼]\s*/, ''),
      verdict: await shown('compound-verdict'),
    };
    const firstTheme = page.getByRole('table', { name: 'Themes' }).getByRole('row').nth(1);
    const themeName = ((await firstTheme.getByRole('rowheader').textContent()) ?? '').trim();
    const themeCells = (await firstTheme.getByRole('cell').allTextContents()).map((cell) => cell.trim());
    await screenshot(page, 'results-comparison-from-earlier');
    const reversed = pdfTextOf(await exportFile(page, 'PDF report', 'results-report-from-earlier.pdf'));
    expect(reversed).toMatch(/Before: Pavasaris 2026 \(Respondents: \d+\) After: Rudens 2026/);
    expect(reversed).toContain(
      `Overall score ${compound.before} ${compound.after} ${compound.delta} ${compound.verdict}`,
    );
    // With a benchmark of the opened period's school year, its column comes after the later period's.
    const benchmarked = await page
      .getByRole('table', { name: 'Themes' })
      .getByRole('columnheader', { name: 'Benchmark' })
      .count();
    const [before, after, ...rest] = themeCells;
    const [change, verdict] = benchmarked ? rest.slice(1) : rest;
    const benchmarkCell = benchmarked ? ` ${rest[0]}` : '';
    expect(reversed).toContain(
      `${themeName} ${before} ${after}${benchmarkCell} ${change.replace(/^[▲▼▶]\s*/, '')} ${verdict}`,
    );
    expect(reversed).toContain('Change from Pavasaris 2026 to Rudens 2026');
  }, 180_000);

  it('a teacher with results access sees only their own classes', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const school = await apiAs<{ id: number }>(admin, 'GET', 'user/school');
    const staff = await apiAs<{ id: number; name: string; surname: string }[]>(
      admin,
      'GET',
      `school/${school.id}/admins`,
    );
    const teacherRow = staff.find((row) => row.name === 'Tomass' && row.surname === 'Bērziņš');
    if (!teacherRow) throw new Error('the demo teacher is not among the staff');
    // Without view_survey_results, teacher_access_to_results is what opens results: own classes only.
    await apiAs(admin, 'PATCH', `school/${school.id}/admins/${teacherRow.id}`, {
      permissions: { view_survey_results: false },
      teacher_access_to_results: true,
    });
    const autumn = await resultsPeriodNamed(admin, 'Rudens 2026');
    const schoolSummary = await apiAs<{ info: { survey_info: { respondentOriginCount: number } } }>(
      admin,
      'POST',
      'results/v2/summary',
      { period_identifiers: { type: 'period', id: autumn.id }, filters: {}, benchmarkId: null },
    );
    const schoolCount = schoolSummary.info.survey_info.respondentOriginCount;

    const page = await visit('/users/login');
    await signInAndLand(page, 'teacher', '/school/teacher/dashboard');
    await page.goto(`${url()}/school/results`, { waitUntil: 'networkidle' });
    await page.getByText('You see the results of the classes you teach.').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Rudens 2026' });
    await row.getByText('Your classes only').waitFor();
    await screenshot(page, 'results-teacher-list');
    await row.getByRole('link', { name: 'Rudens 2026', exact: true }).click();
    await waitForPath(page, (pathname) => dashboardPath.test(pathname));
    await waitForDashboard(page);
    const own = await respondentsShown(page);
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(schoolCount);
    // Teachers on their own classes do not build filters or share.
    expect(await page.getByRole('button', { name: 'Add filter from a question' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    await screenshot(page, 'results-teacher-dashboard');
  });

  it('an organisation admin reads the heat map of the parent period and drills into a school', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'orgadmin', '/organization/dashboard');
    await page.goto(`${url()}/organization/results`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Results of your schools' }).waitFor();
    await page.getByRole('link', { name: 'Novada labbūtība — pavasaris 2026' }).click();
    await waitForPath(page, (pathname) =>
      /^\/v2\/organization\/results\/open\/parent_period\/\d+$/.test(pathname),
    );
    const heatMap = page.getByRole('table', { name: 'Scores by school and theme (0–100)' });
    await heatMap.waitFor({ timeout: 20_000 });
    const schools = heatMap.getByRole('rowheader');
    await expect.poll(() => schools.count(), patiently).toBeGreaterThanOrEqual(2);
    expect(await heatMap.getByRole('columnheader').count()).toBeGreaterThan(2);
    await heatMap.scrollIntoViewIfNeeded();
    await screenshotTop(page, 'results-heatmap-view');

    // On a phone each school is a card: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    const cards = page.getByRole('region', { name: 'Scores by school and theme (0–100)' });
    await cards.waitFor({ timeout: 10_000 });
    expect(await cards.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await cards.scrollIntoViewIfNeeded();
    await screenshotTop(page, 'results-heatmap-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await heatMap.waitFor({ timeout: 10_000 });

    const first = schools.first().getByRole('link');
    const schoolName = (await first.textContent()) ?? '';
    await first.click();
    await waitForPath(page, (pathname) => /^\/v2\/organization\/results\/open\/period\/\d+$/.test(pathname));
    await waitForDashboard(page);
    await expect
      .poll(() => page.locator('header').filter({ hasText: schoolName }).count(), patiently)
      .toBeGreaterThan(0);
    await screenshot(page, 'results-heatmap-school');
  });

  it('the dashboard reads in Latvian and Russian with no untranslated keys', async () => {
    // The terms gate is passed once in English, so that the localized sign-ins land on the home.
    const english = await visit('/users/login');
    await signInAndLand(english, 'admin', '/school/admin/dashboard');
    for (const language of ['lv', 'ru'] as const) {
      const page = await visit('/users/login', language);
      await page.locator('input[autocomplete="username"], input[name="username"]').first().fill('admin');
      await page.locator('input[autocomplete="current-password"]').fill('demo12345');
      await page.locator('form button[type="submit"]').click();
      await waitForPath(page, (pathname) => pathname === '/school/admin/dashboard');
      const autumn = await resultsPeriodNamed(page, 'Rudens 2026');
      await page.goto(`${url()}/school/results`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Rudens 2026', exact: true }).waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(untranslatedKey);
      await screenshot(page, `results-list-${language}`);
      await page.goto(`${url()}/v2/school/teacher/results/${autumn.id}`, { waitUntil: 'networkidle' });
      await waitForDashboard(page);
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(untranslatedKey);
      expect(text).toContain(language === 'lv' ? 'Respondenti' : 'Респонденты');
      expect(await page.title()).not.toMatch(untranslatedKey);
      await screenshot(page, `results-dashboard-${language}`);
      await screenshotTop(page, `results-dashboard-${language}-top`);
      await expectNoAxeViolations(page, `results in ${language}`);

      // Issue 38: compared with a benchmark chosen, a column of its scores; the 2-page PDF for the board.
      const words = (language === 'lv' ? lv : ru).results;
      const spring = await resultsPeriodNamed(page, 'Pavasaris 2026');
      const { benchmarks } = await apiAs<{ benchmarks: { list: { id: number }[] } }>(
        page,
        'POST',
        'results/v2/summary',
        { period_identifiers: { type: 'period', id: autumn.id } },
      );
      expect(benchmarks.list.length).toBeGreaterThan(0);
      await page.goto(
        `${url()}/v2/school/teacher/results/${autumn.id}/${spring.id}?benchmarkId=${benchmarks.list[0].id}`,
        { waitUntil: 'networkidle' },
      );
      const themes = page.getByRole('table', { name: words.compare.pillars_heading });
      await themes
        .getByRole('columnheader', { name: words.compare.column.benchmark })
        .waitFor({ timeout: 20_000 });
      expect(await page.locator('body').innerText()).not.toMatch(untranslatedKey);
      await screenshot(page, `results-comparison-benchmark-${language}`);
      await page.getByRole('button', { name: words.exports.pdf_button, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: words.exports.variant_board }).check();
      const comment = language === 'lv' ? 'Rudenī strādāsim pie drošības.' : 'Осенью займёмся безопасностью.';
      await dialog.getByRole('textbox', { name: words.exports.comment }).fill(comment);
      await screenshotTop(page, `results-board-dialog-${language}`);
      await dialog.getByRole('button', { name: words.exports.start }).click();
      const downloadButton = dialog.getByRole('button', { name: words.exports.download });
      await downloadButton.waitFor({ timeout: 45_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
      // Named after school, survey and period in the reader's letters.
      expect(download.suggestedFilename()).toMatch(
        language === 'lv' ? /_Rudens-2026_padomei\.pdf$/ : /_Rudens-2026_для-совета\.pdf$/,
      );
      const board = `${screenshotDir}/results-board-${language}.pdf`;
      await download.saveAs(board);
      expect(Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [board]).toString())?.[1])).toBe(2);
      expect(pdfTextOf(board)).toContain(comment);
      pdfPagesToPng(board, `results-board-${language}`);
    }
  }, 180_000);

  it('a share link opens the dashboard without signing in until the admin revokes it', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    await openAutumnFromList(admin, url());
    await admin.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create a share link' }).click();
    const linkField = dialog.getByRole('textbox', { name: 'New link (copied to the clipboard)' });
    await linkField.waitFor();
    const link = new URL(await linkField.inputValue());
    expect(link.pathname).toMatch(/^\/results\/shared\/.+/);
    await screenshot(admin, 'results-share-created');

    const reader = await visit(link.pathname);
    await waitForDashboard(reader);
    await expect
      .poll(() => reader.locator('[data-period-name]').textContent(), patiently)
      .toBe('Rudens 2026');
    expect(await reader.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    await screenshotTop(reader, 'results-shared-top');

    const again = await visit('/users/login');
    await signInAndLand(again, 'admin', '/school/admin/dashboard');
    await openAutumnFromList(again, url());
    await again.getByRole('button', { name: 'Share', exact: true }).click();
    await again.getByRole('dialog').getByRole('button', { name: 'Revoke' }).first().click();
    await again
      .getByRole('dialog')
      .filter({ hasText: 'Revoke this link?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await again.getByText('The link has been revoked').waitFor();

    allowConsoleError(/HTTP 40[34] GET .*\/api\/results\/shared\/|Failed to load resource: .* 40[34]/);
    const revoked = await visit(link.pathname);
    await revoked.getByText('This link does not work').waitFor();
    await revoked.getByText('has been revoked', { exact: false }).waitFor();
    await screenshot(revoked, 'results-shared-revoked');
  });

  it('the demo results open without signing in, marked as demo data', async () => {
    const page = await visit('/results/demo');
    await page.locator('[data-demo-banner]').getByText('Demo data').waitFor();
    await waitForDashboard(page);
    expect(await respondentsShown(page)).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Add filter from a question' }).count()).toBe(0);
    await screenshotTop(page, 'results-demo-top');

    const phone = await visit('/results/demo', 'en', { width: 390, height: 844 });
    await phone.locator('[data-demo-banner]').waitFor();
    await waitForDashboard(phone);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshotTop(phone, 'results-demo-phone');
  });
});
