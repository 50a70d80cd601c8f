import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latvianFirstNames as firstNames, latvianSurnames as surnames } from '../server/test/importFiles';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { signInAndLand, waitForPath } from './support/signIn';

/** 30 students in 7.b and the new class 6.b, Latvian headers, as e-klase exports them (Windows-1257). */
function studentsFile(badEmail: boolean): Buffer {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const email = i === 4 ? (badEmail ? 'zanete(at)skola.lv' : 'zanete.cakste@skola.lv') : '';
    return [firstNames[i % 10], `${surnames[i % 10]}${i < 10 ? '' : ` ${i}`}`, i % 2 ? '7.b' : '6.b', email];
  });
  const text = [['Vārds', 'Uzvārds', 'Klase', 'E-pasts'], ...rows].map((row) => row.join(';')).join('\r\n');
  return iconv.encode(`${text}\r\n`, 'windows-1257');
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

describe('imports in the browser', () => {
  const { visit, allowConsoleError, url } = useJourney();

  it('admin imports 30 students with Latvian headers, sees the bad row, fixes the file and commits', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page.goto(`${url()}/school/import-types`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Import data into your school' }).waitFor();
    await expectNoAxeViolations(page, 'import-types');
    await screenshot(page, 'import-types');

    await page.getByRole('link', { name: 'Import students' }).click();
    await waitForPath(page, (pathname) => pathname === '/school/import/students/upload');
    await chooseFile(page, 'skoleni.csv', studentsFile(true));
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await waitForPath(page, (pathname) => pathname === '/school/import/students/mapping');
    await page.getByText('File skoleni.csv · 30 rows').waitFor();
    await page.getByRole('cell', { name: 'Bērziņš', exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'import-mapping');
    await screenshot(page, 'import-mapping');

    await page.getByRole('button', { name: 'Check the rows' }).click();
    await waitForPath(page, (pathname) => pathname === '/school/import/students/preview');
    await page.getByText('Rows with problems: 1').waitFor();
    const problem = page.locator('[data-issues="errors"] [data-line="6"]');
    await problem.getByText('"zanete(at)skola.lv" is not a valid e-mail address').waitFor();
    await page
      .getByText('The school does not have these classes yet; the import creates them: 6.b')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Import 29 rows' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'import-preview-errors');
    await screenshot(page, 'import-preview-errors');

    await chooseFile(page, 'skoleni-labots.csv', studentsFile(false));
    await page.getByRole('button', { name: 'Upload the corrected file' }).click();
    await page.getByText('Every row is fine. Rows to import: 30.').waitFor();
    await expectNoAxeViolations(page, 'import-preview-ready');
    await screenshot(page, 'import-preview-ready');

    await page.getByRole('button', { name: 'Import 30 rows' }).click();
    await waitForPath(page, (pathname) => pathname === '/school/import/students/done');
    await page.getByText('Students added: 30').waitFor();
    await page.getByText('Classes created: 1').waitFor();
    await expectNoAxeViolations(page, 'import-done');
    await screenshot(page, 'import-done');

    await page.getByRole('link', { name: 'See the classes' }).click();
    await waitForPath(page, (pathname) => pathname === '/school/classes');
    await page.getByRole('link', { name: '6.b', exact: true }).click();
    await waitForPath(page, (pathname) => /^\/school\/classes\/\d+$/.test(pathname));
    await page.getByText('Žanete').first().waitFor();
    await page.getByText('zanete.cakste@skola.lv').waitFor();
    await expectNoAxeViolations(page, 'import-new-class');
    await screenshot(page, 'import-new-class');

    await page.goto(`${url()}/school/import-types`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'skoleni-labots.csv' }).click();
    await waitForPath(page, (pathname) => pathname === '/school/import/students/done');
    await page.getByText('Students added: 30').waitFor();
  });

  it('the wizard reads in Latvian, and a zip that is not a workbook is refused', async () => {
    const page = await visit('/users/login', 'lv');
    await page.locator('input[autocomplete="username"], input[name="username"]').first().fill('admin');
    await page.locator('input[autocomplete="current-password"]').fill('demo12345');
    await page.locator('form button[type="submit"]').click();
    await waitForPath(
      page,
      (pathname) => pathname === '/school/admin/dashboard' || pathname === '/short-terms',
    );
    if (new URL(page.url()).pathname === '/short-terms') {
      await page.locator('main button').last().click();
      await waitForPath(page, (pathname) => pathname === '/school/admin/dashboard');
    }
    await page.goto(`${url()}/school/import/students`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Skolēni un klases' }).waitFor();
    await chooseFile(page, 'skoleni.csv', studentsFile(true));
    await page.getByRole('button', { name: 'Augšupielādēt un pārbaudīt' }).click();
    await page.getByRole('button', { name: 'Pārbaudīt rindas' }).click();
    await page.getByText('Rindas ar problēmām: 1').waitFor();
    await page.getByText('“zanete(at)skola.lv” nav derīga e-pasta adrese').waitFor();
    await expectNoAxeViolations(page, 'import-preview-lv');
    await screenshot(page, 'import-preview-lv');

    await page.goto(`${url()}/school/import/students`, { waitUntil: 'networkidle' });
    allowConsoleError(/422/);
    const zip = Buffer.from('504b0304', 'hex');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'skoleni.xlsx', mimeType: 'application/zip', buffer: zip });
    await page.getByRole('button', { name: 'Augšupielādēt un pārbaudīt' }).click();
    await page.locator('[data-upload-error]').waitFor();
    expect(await page.locator('[data-upload-error]').textContent()).toBe(
      'Darbgrāmata ir bojāta, un to nevar atvērt.',
    );
  });

  it('the new school year moves every class up and graduates the 12th grade', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page.goto(`${url()}/school/year-wizard`, { waitUntil: 'networkidle' });
    await waitForPath(page, (pathname) => pathname === '/school/import-types');
    await page.getByRole('link', { name: 'Start the new school year' }).click();
    await waitForPath(page, (pathname) => pathname === '/school/import/school-year');
    const table = page.locator('[data-school-year]');
    await table.getByRole('row').filter({ hasText: '12.a' }).getByText('Graduates').waitFor();
    await table.getByRole('row').filter({ hasText: '7.a' }).getByText('8.a').waitFor();
    // The school year the classes move into, by the school's own school years (the demo's 1 September–31 August).
    await page
      .locator('[data-school-year-target]')
      .getByText(/The classes move into the school year \d{4}\/\d{2} \(Sep 1, \d{4} – Aug 31, \d{4}\)/)
      .waitFor();
    await page.getByText("The school's school year, as set by the platform team.").waitFor();
    await expectNoAxeViolations(page, 'school-year-preview');
    await screenshot(page, 'school-year-preview');
    await page.getByRole('button', { name: 'Start the new school year' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start the new school year' }).click();
    await page.locator('[data-school-year-done]').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectNoAxeViolations(page, 'school-year-done');
    await screenshot(page, 'school-year-done');
    // Opened again, the wizard says the classes were already moved into that school year.
    await page.reload({ waitUntil: 'networkidle' });
    await page
      .locator('[data-school-year-again]')
      .getByText(/were already moved into/)
      .waitFor();
    await expectNoAxeViolations(page, 'school-year-again');
    await screenshot(page, 'school-year-again');
  });

  it('a super-admin sees every import and runs the wizard for a chosen school', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/imports/wizard`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Imports of all schools' }).waitFor();
    await page.getByRole('cell', { name: 'Demo Secondary School' }).first().waitFor();
    await expectNoAxeViolations(page, 'admin-imports');
    await screenshot(page, 'admin-imports');
    await page.getByRole('textbox', { name: 'School' }).fill('Demo Primary');
    await page.getByRole('option', { name: /Demo Primary School/ }).click();
    await page.getByRole('link', { name: 'Import staff' }).click();
    await page.getByRole('heading', { name: 'Staff' }).waitFor();
    const staff = 'Vārds,Uzvārds,E-pasts\nInga,Kalna,inga.kalna@demo-primary.lv\n';
    await chooseFile(page, 'darbinieki.csv', Buffer.from(staff));
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await page.getByRole('button', { name: 'Check the rows' }).click();
    await page.getByRole('button', { name: 'Import 1 row', exact: true }).click();
    await page.getByText('Staff added: 1').waitFor();
    await page.waitForTimeout(500); // the stepper's last steps fade in
    expect(new URL(page.url()).searchParams.get('section')).toBe('done');
    await expectNoAxeViolations(page, 'admin-import-wizard');
    await screenshot(page, 'admin-import-wizard');
  });
});
