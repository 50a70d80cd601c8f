import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';

const path = (page: Page) => new URL(page.url()).pathname;

/** Client-side navigations have no load event to wait for, so poll the address instead. */
async function waitForPath(page: Page, accept: (pathname: string) => boolean, timeout = 15_000) {
  await expect.poll(() => accept(path(page)), { timeout, interval: 100 }).toBe(true);
}

/** Signs super in; the first sign-in goes through the terms gate. */
async function signInAsSuper(page: Page) {
  await page.getByLabel('Username or e-mail').fill('super');
  await page.locator('input[autocomplete="current-password"]').fill('demo12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await waitForPath(page, (pathname) => pathname === '/admin/organizations' || pathname === '/short-terms');
  if (path(page) === '/short-terms') await page.getByRole('button', { name: 'I accept the terms' }).click();
  await waitForPath(page, (pathname) => pathname === '/admin/organizations');
  await page.waitForLoadState('networkidle');
}

/** From the organisation list: search, open the row, land on its back-office page. */
async function openOrganization(page: Page, url: string, name: string) {
  await page.goto(`${url}/admin/organizations`, { waitUntil: 'networkidle' });
  await page.getByLabel('Search').fill(name);
  await page.getByRole('link', { name, exact: true }).click();
  await waitForPath(page, (pathname) => /^\/admin\/organization\/\d+$/.test(pathname));
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

describe('the super-admin back office in the browser', () => {
  const { visit, url } = useJourney();

  it('edits an organisation, a permission, and creates a user with a teacher role', async () => {
    const page = await visit('/users/login');
    await signInAsSuper(page);

    // An organisation: change its city and save; the saved value comes back after a reload.
    await openOrganization(page, url(), 'Demo Primary School');
    const city = page.getByRole('textbox', { name: 'City' });
    await city.fill('Jūrmala');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The organisation has been saved.').waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Jūrmala');
    await screenshot(page, 'admin-organization');

    // Demo Secondary School's staff permissions: tick one for the teacher.
    await openOrganization(page, url(), 'Demo Secondary School');
    await page.getByRole('tab', { name: 'Admins' }).click();
    await waitForPath(page, (pathname) => pathname.endsWith('/admins'));
    await page.getByRole('link', { name: 'Tomass Bērziņš' }).waitFor();
    await screenshot(page, 'admin-organization-admins');
    await page.getByRole('link', { name: 'Edit permissions' }).click();
    await waitForPath(page, (pathname) => /^\/admin\/school\/\d+$/.test(pathname));
    const teacher = page.getByRole('group', { name: 'Tomass Bērziņš' });
    const respondents = teacher.getByRole('checkbox', { name: 'Manage respondents' });
    expect(await respondents.isChecked()).toBe(false);
    await respondents.click();
    await page.getByText('The permissions of Tomass Bērziņš have been saved.').waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    expect(
      await page
        .getByRole('group', { name: 'Tomass Bērziņš' })
        .getByRole('checkbox', { name: 'Manage respondents' })
        .isChecked(),
    ).toBe(true);
    await screenshot(page, 'admin-school-permissions');

    // A new user, mailed a password link, then given a teacher role at Demo Secondary School.
    await page.goto(`${url()}/admin/users`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'New user' }).waitFor();
    await expectNoAxeViolations(page, 'back-office user list');
    await page.getByRole('link', { name: 'New user' }).click();
    await waitForPath(page, (pathname) => pathname === '/admin/users/new');
    await page.getByRole('textbox', { name: 'Username' }).fill('ilze.kalna');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('ilze.kalna@example.test');
    await page.getByRole('textbox', { name: 'First name' }).fill('Ilze');
    await page.getByRole('textbox', { name: 'Surname' }).fill('Kalna');
    await screenshot(page, 'admin-user-new');
    await expectNoAxeViolations(page, 'back-office new user form');
    await page.getByRole('button', { name: 'Create user' }).click();
    await waitForPath(page, (pathname) => /^\/admin\/users\/\d+$/.test(pathname));
    await page.getByRole('heading', { name: 'Ilze Kalna' }).waitFor();
    await page.getByText('The user has no roles yet.').waitFor();

    await page.getByRole('textbox', { name: 'School' }).fill('Demo Secondary');
    await page.getByRole('option', { name: 'Demo Secondary School (Riga)' }).click();
    await page.getByRole('button', { name: 'Add role' }).click();
    await page.getByText('The role has been added.').waitFor();
    await page.getByRole('button', { name: 'Archive: Teacher, Demo Secondary School' }).waitFor();
    // A full-page shot taken while scrolled draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'admin-user');

    // The mail with the create-password link is in the outbox.
    await page.goto(`${url()}/admin/all-emails`, { waitUntil: 'networkidle' });
    await page.getByLabel('Search').fill('ilze.kalna@example.test');
    await expect.poll(() => page.getByText('ilze.kalna@example.test').count(), patiently).toBeGreaterThan(0);

    // The same user screen in Latvian.
    const userPath = `${url()}/admin/users`;
    await page.goto(userPath, { waitUntil: 'networkidle' });
    await page.getByLabel('Search').fill('ilze');
    await page.getByRole('link', { name: 'Ilze Kalna' }).click();
    await waitForPath(page, (pathname) => /^\/admin\/users\/\d+$/.test(pathname));
    await page.evaluate(() => {
      sessionStorage.setItem('language', 'lv');
      sessionStorage.setItem('language_chosen', 'true');
    });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Lomas' }).waitFor();
    await page.getByRole('button', { name: 'Atspējot lietotāju' }).waitFor();
    await screenshot(page, 'admin-user-lv');
  });

  it('adds a super-admin, removes them again, and cannot remove oneself', async () => {
    const page = await visit('/users/login');
    await signInAsSuper(page);
    await page.goto(`${url()}/admin/super-admins`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'User' }).fill('orgadmin');
    await page.getByRole('option', { name: 'Oskars Ozols (orgadmin)' }).click();
    await page.getByRole('button', { name: 'Add super-admin' }).click();
    await page.getByText('Oskars Ozols is now a super-admin.').waitFor();
    await screenshot(page, 'admin-super-admins');

    await page.getByRole('link', { name: 'Oskars Ozols' }).click();
    await waitForPath(page, (pathname) => /^\/admin\/super-admin\/\d+$/.test(pathname));
    await page.getByRole('button', { name: 'Remove super-admin' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove super-admin' }).click();
    await page.getByText('Oskars Ozols is no longer a super-admin.').waitFor();
    await page.getByText('Removed', { exact: true }).waitFor();

    await page.getByRole('link', { name: '← All super-admins' }).click();
    await waitForPath(page, (pathname) => pathname === '/admin/super-admins');
    await page.getByRole('link', { name: 'Sandra Super' }).click();
    await waitForPath(page, (pathname) => /^\/admin\/super-admin\/\d+$/.test(pathname));
    await page.getByRole('heading', { name: 'Sandra Super' }).waitFor();
    expect(await page.getByRole('button', { name: 'Remove super-admin' }).isDisabled()).toBe(true);
    await screenshot(page, 'admin-super-admin');
  });
});
