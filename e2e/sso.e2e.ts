import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOidcProvider, startFakeOidcProvider } from '../server/test/fakeOidcProvider';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { path, signInAndLand, waitForPath } from './support/signIn';

const clientSecret = 'e2e-client-secret';

describe('school SSO in the browser', () => {
  const { visit, url } = useJourney();
  let provider: FakeOidcProvider;
  beforeAll(async () => {
    provider = await startFakeOidcProvider({ clientId: 'balss-e2e', clientSecret });
    provider.signInAs({ sub: 'teacher-sso', email: 'teacher@demo.balss.lv', email_verified: true });
  });
  afterAll(() => provider.close());

  it('admin configures SSO; the demo teacher signs in through the school page', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page.goto(`${url()}/school/sso`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'School account sign-in (SSO)' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Redirect URI to register at your provider').inputValue())
      .toMatch(/\/api\/sso\/callback$/);
    await page.getByLabel('Issuer URL').fill(provider.issuer);
    await page.getByLabel('Client ID').fill('balss-e2e');
    await page.getByLabel('Client secret').fill(clientSecret);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A secret is stored. Leave empty to keep it.').waitFor();
    await screenshot(page, 'sso-settings-en');

    await page.evaluate(() => {
      sessionStorage.setItem('language', 'lv');
      sessionStorage.setItem('language_chosen', 'true');
    });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Pierakstīšanās ar skolas kontu (SSO)' }).waitFor();
    await screenshot(page, 'sso-settings-lv');

    // Signed out: a fresh browser opens the school's page (which switches to its language, Latvian),
    // then signs in with the school account.
    const visitor = await visit('/demo-school');
    await visitor.getByRole('heading', { name: 'Demo Secondary School' }).waitFor();
    await visitor.locator('section[aria-labelledby="org-staff"]').getByRole('link').click();
    await waitForPath(visitor, (pathname) => pathname === '/users/login');
    const button = visitor.getByRole('link', { name: 'Pierakstīties ar skolas kontu' });
    await button.waitFor();
    await screenshot(visitor, 'sso-login-button');
    await button.click();
    await waitForPath(
      visitor,
      (pathname) => pathname === '/school/teacher/dashboard' || pathname === '/short-terms',
    );
    if (path(visitor) === '/short-terms')
      await visitor.getByRole('button', { name: /I accept the terms|Es pieņemu noteikumus/ }).click();
    await waitForPath(visitor, (pathname) => pathname === '/school/teacher/dashboard');
    await visitor.waitForLoadState('networkidle');
    expect(new URL(visitor.url()).search).not.toContain('login_token');
    expect(await visitor.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await screenshot(visitor, 'sso-signed-in-teacher');
  });

  it('offers a school picker on the login page', async () => {
    const page = await visit('/users/login');
    await page.getByRole('button', { name: 'Sign in with your school account' }).click();
    await page.getByLabel('Find your school').fill('Secondary');
    await page.getByRole('link', { name: /Demo Secondary School/ }).waitFor();
    await screenshot(page, 'sso-school-picker');
  });
});
