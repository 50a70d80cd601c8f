import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../server/test/oidcProvider';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { path, signInAndLand, waitForPath } from './support/signIn';

const clientSecret = 'e2e-client-secret';

describe('school SSO in the browser', () => {
  const { visit, url } = useJourney();
  let provider: TestOidcProvider | undefined;
  afterAll(() => provider?.close());

  /** After the provider: the short terms when asked, then the home page without the login token. */
  async function landOn(page: Page, home: string) {
    await waitForPath(page, (pathname) => pathname === home || pathname === '/short-terms');
    if (path(page) === '/short-terms')
      await page.getByRole('button', { name: /I accept the terms|Es pieņemu noteikumus/ }).click();
    await waitForPath(page, (pathname) => pathname === home);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).search).not.toContain('login_token');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  }

  it('admin configures SSO; the demo teacher signs in through the school page', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page.goto(`${url()}/school/sso`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'School account sign-in (SSO)' }).waitFor();
    const redirectField = page.getByLabel('Redirect URI to register at your provider');
    await expect.poll(() => redirectField.inputValue(), patiently).toMatch(/\/api\/sso\/callback$/);
    // The admin registers our redirect URI at the school's provider (a real oidc-provider on 127.0.0.1).
    provider = await startOidcProvider({
      clientId: 'balss-e2e',
      clientSecret,
      redirectUris: [await redirectField.inputValue()],
    });
    provider.signInAs({ sub: 'teacher-sso', email: 'teacher@demo.balss.lv', email_verified: true });
    await page.getByLabel('Issuer URL').fill(provider.issuer);
    await page.getByLabel('Client ID').fill('balss-e2e');
    await page.getByLabel('Client secret').fill(clientSecret);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A secret is stored. Leave empty to keep it.').waitFor();
    await expectNoAxeViolations(page, 'sso-settings-en');
    await screenshot(page, 'sso-settings-en');

    await page.evaluate(() => {
      sessionStorage.setItem('language', 'lv');
      sessionStorage.setItem('language_chosen', 'true');
    });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Pierakstīšanās ar skolas kontu (SSO)' }).waitFor();
    await expectNoAxeViolations(page, 'sso-settings-lv');
    await screenshot(page, 'sso-settings-lv');

    // Signed out: a fresh browser opens the school's page (which switches to its language, Latvian),
    // then signs in with the school account.
    const visitor = await visit('/demo-school');
    await visitor.getByRole('heading', { name: 'Demo Secondary School' }).waitFor();
    await visitor.locator('section[aria-labelledby="org-staff"]').getByRole('link').click();
    await waitForPath(visitor, (pathname) => pathname === '/users/login');
    const button = visitor.getByRole('link', { name: 'Pierakstīties ar skolas kontu' });
    await button.waitFor();
    await expectNoAxeViolations(visitor, 'sso-login-button');
    await screenshot(visitor, 'sso-login-button');
    await button.click();
    await landOn(visitor, '/school/teacher/dashboard');
    await expectNoAxeViolations(visitor, 'sso-signed-in-teacher');
    await screenshot(visitor, 'sso-signed-in-teacher');
  });

  it('offers a school picker on the login page; a student signs in through it', async () => {
    const page = await visit('/users/login');
    await page.getByRole('button', { name: 'Sign in with your school account' }).click();
    await page.getByLabel('Find your school').fill('Secondary');
    const school = page.getByRole('link', { name: /Demo Secondary School/ });
    await school.waitFor();
    await expectNoAxeViolations(page, 'sso-school-picker');
    await screenshot(page, 'sso-school-picker');

    // A student signs in through the picker and the same provider.
    provider?.signInAs({ sub: 'student-sso', email: 'student@demo.balss.lv', email_verified: true });
    await school.click();
    await landOn(page, '/student/dashboard');
    await expectNoAxeViolations(page, 'sso-signed-in-student');
    await screenshot(page, 'sso-signed-in-student');
  });
});
