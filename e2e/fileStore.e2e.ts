import { describe, expect, it } from 'vitest';
import lv from '../locales/lv.json';
import ru from '../locales/ru.json';
import { samples } from '../server/test/fileSamples';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { signInAndLand, waitForPath } from './support/signIn';

describe('the file store and client data uploads in the browser', () => {
  const { visit, url } = useJourney();

  it('a super-admin uploads a logo that is served with its type, anyone can open it', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/bucket-file`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'File store' }).waitFor();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'skolas-logo.png', mimeType: 'image/png', buffer: samples.png });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const link = page.getByRole('link', { name: 'skolas-logo.png' });
    await link.waitFor();
    await screenshot(page, 'bucket-file');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/files\/\d+\/skolas-logo\.png$/);
    const served = await fetch(`${url()}${href}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(samples.png)).toBe(true);
  });

  it('a school sends a data file and sees its state change once the team sets it', async () => {
    const school = await visit('/users/login');
    await signInAndLand(school, 'admin', '/school/admin/dashboard');
    await school.goto(`${url()}/client-data-upload`, { waitUntil: 'networkidle' });
    await school
      .locator('input[type="file"]')
      .setInputFiles({ name: 'klases-2026.csv', mimeType: 'text/csv', buffer: samples.csv });
    await school.getByLabel('Message to the team').fill('Lūdzu ielādējiet 7. klases skolēnus');
    await school.getByRole('button', { name: 'Send file' }).click();
    await waitForPath(school, (pathname) => /^\/client-data-upload\/\d+$/.test(pathname));
    const detail = new URL(school.url()).pathname;
    await school.locator('[data-upload-state="received"]').waitFor();
    await screenshot(school, 'client-data-upload-sent');

    const team = await visit('/users/login');
    await signInAndLand(team, 'super', '/admin/organizations');
    await team.goto(`${url()}/admin/client-data-upload`, { waitUntil: 'networkidle' });
    const row = team.getByRole('row').filter({ hasText: 'klases-2026.csv' });
    await row.getByRole('button', { name: 'Change state' }).click();
    await team.getByRole('dialog').getByRole('textbox', { name: 'State' }).click();
    await team.getByRole('option', { name: 'Refused' }).click();
    await team.getByRole('dialog').getByLabel('Reason').fill('Trūkst klases kolonnas');
    await team.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await row.locator('[data-upload-state="refused"]').waitFor();
    await screenshot(team, 'admin-client-data-uploads');

    for (const language of ['lv', 'ru'] as const) {
      const page = await visit('/users/login', language);
      // The form in this language: by its fields, not its English labels (the terms are accepted above).
      await page.locator('input[autocomplete="username"], input[name="username"]').first().fill('admin');
      await page.locator('input[autocomplete="current-password"]').fill('demo12345');
      await page.locator('form button[type="submit"]').click();
      await waitForPath(page, (pathname) => pathname === '/school/admin/dashboard');
      await page.goto(`${url()}${detail}`, { waitUntil: 'networkidle' });
      await page.locator('[data-upload-state="refused"]').waitFor();
      await page.getByText('Trūkst klases kolonnas').waitFor();
      await screenshot(page, `client-data-upload-refused-${language}`);
    }
  });

  it('a school withdraws an upload after confirming: its state is withdrawn, the file gone, in lv and ru', async () => {
    for (const [language, words] of [
      ['lv', lv.client_uploads],
      ['ru', ru.client_uploads],
    ] as const) {
      const page = await visit('/users/login', language);
      // The admin accepted the terms in the journey above; the form by its fields, not its labels.
      await page.locator('input[autocomplete="username"], input[name="username"]').first().fill('admin');
      await page.locator('input[autocomplete="current-password"]').fill('demo12345');
      await page.locator('form button[type="submit"]').click();
      await waitForPath(page, (pathname) => pathname === '/school/admin/dashboard');
      await page.goto(`${url()}/client-data-upload`, { waitUntil: 'networkidle' });
      const fileName = `nepareizs-${language}.csv`;
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: samples.csv });
      await page.getByRole('button', { name: words.send, exact: true }).click();
      await waitForPath(page, (pathname) => /^\/client-data-upload\/\d+$/.test(pathname));
      await page.locator('[data-upload-state="received"]').waitFor();
      await expectNoAxeViolations(page, `received upload (${language})`);

      await page.getByRole('button', { name: words.withdraw, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(words.withdraw_confirm.replace('{{name}}', fileName)).waitFor();
      // Checked once the dialog has faded in: half-way, its button's colours are blended with the page's.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      await expectNoAxeViolations(page, `withdraw confirmation (${language})`);
      await screenshot(page, `client-data-upload-withdraw-confirm-${language}`);
      await dialog.getByRole('button', { name: words.withdraw, exact: true }).click();

      await page.locator('[data-upload-state="withdrawn"]').waitFor();
      await page.locator('[data-upload-withdrawn]').waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: words.withdraw, exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: words.download, exact: true }).count()).toBe(0);
      await expectNoAxeViolations(page, `withdrawn upload (${language})`);
      await screenshot(page, `client-data-upload-withdrawn-${language}`);

      await page.getByRole('link', { name: words.back }).click();
      await waitForPath(page, (pathname) => pathname === '/client-data-upload');
      await page
        .getByRole('row')
        .filter({ hasText: fileName })
        .locator('[data-upload-state="withdrawn"]')
        .waitFor();
    }
  });
});
