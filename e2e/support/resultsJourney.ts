import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiAs } from './apiFromPage';
import { screenshotDir } from './browser';

type Period = { id: number; type: 'period' | 'survey' | 'parent_period'; name: string; survey_id: number };

/** A period the signed-in viewer may open results of, found by its name. */
export async function resultsPeriodNamed(page: Page, name: string): Promise<Period> {
  const periods = await apiAs<Period[]>(page, 'GET', 'results/v2/periods');
  const period = periods.find((candidate) => candidate.name === name);
  if (!period) throw new Error(`no results period "${name}" in ${periods.map((p) => p.name).join(', ')}`);
  return period;
}

/** The "Respondents in this view" number of the dashboard header. */
export async function respondentsShown(page: Page): Promise<number> {
  const text = await page.locator('[data-fact="respondents"] dd').textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** Waits until the dashboard shows its header and no query is being fetched. */
export async function waitForDashboard(page: Page): Promise<void> {
  await page.locator('[data-fact="respondents"] dd').waitFor();
  await expect
    .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000, interval: 100 })
    .toBe(0);
}

/** Picks the first selectable option of the open (visible) Mantine combobox, or the one with the given name. */
export async function pickOption(page: Page, name?: string): Promise<string> {
  const enabled = page.locator(
    '[role="option"]:not([data-combobox-disabled]):not([aria-disabled="true"]) >> visible=true',
  );
  const option = name ? enabled.filter({ hasText: name }).first() : enabled.first();
  await option.waitFor();
  const label = (await option.textContent()) ?? '';
  await option.click();
  return label;
}

/** Saves the next download started by `start` under e2e/screenshots and returns its path. */
export async function saveDownload(page: Page, start: () => Promise<void>, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), start()]);
  const path = `${screenshotDir}/${name}`;
  await download.saveAs(path);
  return path;
}

/** Renders the first two pages of a PDF to PNGs next to it; returns their paths. */
export function pdfPagesToPng(pdfPath: string, prefix: string): string[] {
  expect(readFileSync(pdfPath).subarray(0, 4).toString('latin1')).toBe('%PDF');
  execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '2', pdfPath, `${screenshotDir}/${prefix}`]);
  return readdirSync(screenshotDir)
    .filter((file) => file.startsWith(`${prefix}-`) && file.endsWith('.png'))
    .map((file) => `${screenshotDir}/${file}`);
}

/** A saved PDF's text, spaces and line breaks folded to one space. */
export function pdfTextOf(pdfPath: string): string {
  return execFileSync('pdftotext', [pdfPath, '-']).toString().replace(/\s+/g, ' ');
}

/** Text that looks like an untranslated key of the results screens. */
export const untranslatedKey = /\b(pages\.)?results\.[a-z_]+(\.[a-z_]+)*/;

/** The visible part of the page only: a full-page shot of a long dashboard is too tall to read. */
export async function screenshotTop(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = `${screenshotDir}/${name}.png`;
  await page.screenshot({ path });
  return path;
}
