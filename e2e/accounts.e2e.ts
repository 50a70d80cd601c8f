import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { path, signIn, signInAndLand, waitForPath } from './support/signIn';

describe('accounts in the browser', () => {
  const { visit, allowConsoleError, url } = useJourney();

  it('a new user meets the terms gate with redirectPath, accepts and continues there', async () => {
    const page = await visit('/users/login?redirectPath=%2Fusers%2Fidentity');
    await signIn(page, 'admin');
    await waitForPath(page, (pathname) => pathname === '/short-terms');
    expect(new URL(page.url()).searchParams.get('redirectPath')).toBe('/users/identity');
    await screenshot(page, 'short-terms');
    await page.getByRole('button', { name: 'I accept the terms' }).click();
    await waitForPath(page, (pathname) => pathname === '/users/identity');
  });

  it('each demo user signs in and lands on its home', async () => {
    const homes: Record<string, string> = {
      super: '/admin/organizations',
      orgadmin: '/organization/dashboard',
      admin: '/school/admin/dashboard',
      teacher: '/school/teacher/dashboard',
      student: '/student/dashboard',
      solo: '/school/admin/dashboard',
    };
    for (const [username, home] of Object.entries(homes)) {
      const page = await visit('/users/login');
      if (username === 'super') await expectNoAxeViolations(page, 'login');
      await signInAndLand(page, username, home);
      expect(path(page), username).toBe(home);
      await screenshot(page, `home-${username}`);
      await expectNoAxeViolations(page, `home of ${username}`);
    }
  });

  it('a wrong password shows the message and stays on the login screen', async () => {
    const page = await visit('/users/login');
    allowConsoleError(/401/);
    await signIn(page, 'teacher', 'not-the-password');
    await page.getByText('Wrong username or password').waitFor();
    expect(path(page)).toBe('/users/login');
    await screenshot(page, 'login-wrong-password');
  });

  it('an anonymous visit to a login-required route ends on the login screen', async () => {
    const page = await visit('/users/identity');
    await waitForPath(page, (pathname) => pathname === '/users/login');
  });

  it('super impersonates teacher, sees the banner, and returns', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/users`, { waitUntil: 'networkidle' });
    await page.getByLabel('Search').fill('teacher@demo.balss.lv');
    await expect.poll(() => page.getByRole('button', { name: /^Act as / }).count(), patiently).toBe(1);
    await page.getByRole('button', { name: 'Act as teacher, Teacher' }).click();
    await page.getByText('You are acting as Tomass Bērziņš (Teacher)').waitFor();
    await waitForPath(page, (pathname) => pathname === '/school/teacher/dashboard');
    await screenshot(page, 'impersonating-teacher');
    await page.getByRole('link', { name: 'Return to my account' }).click();
    await waitForPath(page, (pathname) => pathname === '/admin/organizations');
    expect(await page.getByText('You are acting as').count()).toBe(0);
  });

  it('multi switches identity', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'multi', '/school/teacher/dashboard');
    await page.evaluate(() => window.history.pushState({}, '', '/users/identity'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await screenshot(page, 'identity-switcher');
    await page.getByRole('button', { name: 'Switch' }).click();
    await waitForPath(page, (pathname) => pathname === '/school/admin/dashboard');
    await page.getByText('Demo Primary School').first().waitFor();
  });

  it('the login screen in Latvian and Russian', async () => {
    const lv = await visit('/users/login', 'lv');
    await lv.getByRole('heading', { name: 'Pieslēgties Balss' }).waitFor();
    await screenshot(lv, 'login-lv');
    const ru = await visit('/users/login', 'ru');
    await ru.getByRole('heading', { name: 'Вход в Balss' }).waitFor();
    await screenshot(ru, 'login-ru');
  });
});
