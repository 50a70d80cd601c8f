import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';

const path = (page: Page) => new URL(page.url()).pathname;

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username or e-mail').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
}

describe('forgot password in the browser', () => {
  const { visit, url } = useJourney();

  it('forgot password → mail in the outbox → reset → sign in with the new password', async () => {
    const forgot = await visit('/users/forgot-password');
    await forgot.getByLabel('E-mail address').waitFor();
    await expectNoAxeViolations(forgot, 'forgot password');
    await forgot.getByLabel('E-mail address').fill('student@demo.balss.lv');
    await forgot.getByRole('button', { name: 'Send the link' }).click();
    await forgot.getByText('If this address belongs to an account').waitFor();
    await expectNoAxeViolations(forgot, 'forgot password, link sent');
    await screenshot(forgot, 'forgot-password-sent');

    // The super-admin reads the mail in the outbox, as a school without SMTP would ask them to.
    const admin = await visit('/users/login');
    await signIn(admin, 'super', 'demo12345');
    await expect
      .poll(() => ['/short-terms', '/admin/organizations'].includes(path(admin)), patiently)
      .toBe(true);
    if (path(admin) === '/short-terms')
      await admin.getByRole('button', { name: 'I accept the terms' }).click();
    await expect.poll(() => path(admin), patiently).toBe('/admin/organizations');
    await admin.goto(`${url()}/admin/all-emails`, { waitUntil: 'networkidle' });
    await admin.getByLabel('Search').fill('student@demo.balss.lv');
    await admin.getByText('Reset your Balss password').first().click();
    const mailText = await admin.locator('[data-email-text]').first().innerText();
    await expectNoAxeViolations(admin, 'all e-mails, one open');
    await screenshot(admin, 'all-emails');
    const link = /http:\/\/\S+\/users\/reset-password\?token=\S+/.exec(mailText)?.[0];
    expect(link).toBeTruthy();

    const reset = await visit(new URL(link!).pathname + new URL(link!).search);
    await reset.getByLabel('New password').waitFor();
    await expectNoAxeViolations(reset, 'reset password');
    await reset.getByLabel('New password').fill('a-new-passphrase-2026');
    await reset.getByLabel('Repeat the password').fill('a-new-passphrase-2026');
    await reset.getByRole('button', { name: 'Save the password' }).click();
    await reset.getByText('Your password has been changed').waitFor();
    await expectNoAxeViolations(reset, 'reset password, done');
    await screenshot(reset, 'reset-password-done');

    const login = await visit('/users/login');
    await signIn(login, 'student', 'a-new-passphrase-2026');
    await expect
      .poll(() => ['/short-terms', '/student/dashboard'].includes(path(login)), patiently)
      .toBe(true);
  });
});
