import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import lv from '../locales/lv.json';
import { startSmtpCatcher } from '../server/test/smtpCatcher';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { path, signInAndLand, waitForPath } from './support/signIn';

/** Issue 41, finding 6: a new staff member follows the mailed link to their own home page, in Latvian. */
describe('accepting a staff invitation from the mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    process.env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.close());
  const { visit } = useJourney();
  const invited = 'jauna.skolotaja@example.lv';

  it('admin invites by e-mail; the invitee sets name and password, accepts, accepts the terms and lands home', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    await admin.goto(`${new URL(admin.url()).origin}/school/users`, { waitUntil: 'networkidle' });
    await admin.getByRole('button', { name: 'Invite by e-mail' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(invited);
    await dialog.getByRole('textbox', { name: /^Role/ }).click();
    await admin.getByRole('option', { name: 'Teacher', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(`Invitation sent to ${invited}.`).waitFor();

    await expect.poll(() => smtp.mails.some((mail) => mail.to === invited), { timeout: 30_000 }).toBe(true);
    const mail = smtp.mails.find((row) => row.to === invited)!;
    const link = /http:\/\/[^/\s]+(\/auth\/invite\/[\w-]+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeTruthy();

    const page = await visit(link!, 'lv');
    await page.getByRole('button', { name: lv.invite.accept }).waitFor();
    await expectNoAxeViolations(page, 'invitation (lv)');
    await page.getByRole('textbox', { name: new RegExp(`^${lv.forms.name}`) }).fill('Ilze');
    await page.getByRole('textbox', { name: new RegExp(`^${lv.forms.surname}`) }).fill('Kalniņa');
    await page.getByLabel(new RegExp(`^${lv.forms.password}`)).fill('jauna-parole-2026');
    await page.getByLabel(new RegExp(`^${lv.forms.repeat_password}`)).fill('jauna-parole-2026');
    await screenshot(page, 'invitation-accept-lv');
    await page.getByRole('button', { name: lv.invite.accept }).click();

    await waitForPath(page, (pathname) => pathname === '/short-terms');
    // The terms are Latvian, as the interface (finding 8).
    await page.getByRole('heading', { name: 'Balss lietošanas noteikumi' }).waitFor();
    await screenshot(page, 'invitation-terms-lv');
    await page.getByRole('button', { name: lv.terms.accept }).click();
    await waitForPath(page, (pathname) => pathname === '/school/teacher/dashboard');
    await page.waitForLoadState('networkidle');
    expect(path(page)).toBe('/school/teacher/dashboard');
    await expect.poll(() => page.getByText('Ilze').count(), patiently).toBeGreaterThan(0);
    await screenshot(page, 'invitation-home-lv');
    await expectNoAxeViolations(page, 'new teacher home (lv)');
  }, 180_000);
});
