import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { path, signInAndLand, waitForPath } from './support/signIn';

describe('classes, groups and people in the browser', () => {
  const { visit, url } = useJourney();

  it('a school admin creates a class, adds a student to it and fills a group', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Classes' })
      .click();
    await waitForPath(page, (pathname) => pathname === '/school/classes');
    await page.getByRole('link', { name: '7.a' }).waitFor();
    await screenshot(page, 'school-classes');
    await expectNoAxeViolations(page, 'class list');

    await page.getByRole('button', { name: 'New class' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Class name').waitFor();
    await expectNoAxeViolations(page, 'new class form');
    await dialog.getByLabel('Class name').fill('6.c');
    await dialog.getByLabel('Expected students').fill('18');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Class 6.c saved.').waitFor();
    await page.getByRole('link', { name: '6.c' }).click();
    await waitForPath(page, (pathname) => /^\/school\/classes\/\d+$/.test(pathname));

    const addForm = page.getByRole('form', { name: 'Add a student' });
    await addForm.getByLabel('First name').fill('Līga');
    await addForm.getByLabel('Surname').fill('Ozola');
    await addForm.getByRole('button', { name: 'Add student' }).click();
    await page.getByRole('rowheader', { name: 'Līga Ozola' }).waitFor();
    await screenshot(page, 'school-class');

    await page.goto(`${url()}/school/groups`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'New group' }).click();
    await page.getByRole('dialog').getByLabel('Group', { exact: false }).first().fill('Debate club');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Group Debate club saved.').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Debate club' });
    await row.getByRole('button', { name: 'Members' }).click();
    const members = page.getByRole('dialog');
    await members.getByLabel('Search').fill('Ozola');
    await members.getByRole('checkbox', { name: /Ozola Līga/ }).check();
    await members.getByRole('button', { name: 'Save' }).click();
    // The group's name heads its row; its cells are the parent class, the members and the buttons.
    await expect.poll(() => row.getByRole('cell').nth(1).textContent(), patiently).toBe('1');
    await screenshot(page, 'school-groups');
  });

  it('people are found by name, and the classes screen reads in Latvian and Russian', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page.goto(`${url()}/school/users`, { waitUntil: 'networkidle' });
    await page.getByLabel('Search').fill('Liepa');
    await page.getByText('Liepa Sofija').waitFor();
    await screenshot(page, 'school-users');

    // Someone who manages admins gives a teacher a permission from the same screen.
    await page.getByRole('tab', { name: 'Staff permissions' }).click();
    const teacher = page.getByRole('group', { name: 'Tomass Bērziņš' });
    // The tick is saved first and shown from the saved record, so click and wait rather than check().
    const designView = teacher.getByRole('checkbox', { name: 'View survey design' });
    await designView.click();
    await page.getByText('The permissions of Tomass Bērziņš have been saved.').waitFor();
    await expect.poll(() => designView.isChecked(), patiently).toBe(true);
    await screenshot(page, 'school-users-permissions');

    for (const language of ['lv', 'ru'] as const) {
      const localized = await visit('/users/login', language);
      await localized.locator('input[autocomplete="username"], input[name="username"]').first().fill('admin');
      await localized.locator('input[autocomplete="current-password"]').fill('demo12345');
      await localized.locator('form button[type="submit"]').click();
      await waitForPath(localized, (pathname) => pathname === '/school/admin/dashboard');
      await localized.goto(`${url()}/school/classes`, { waitUntil: 'networkidle' });
      await localized.getByRole('link', { name: '7.a' }).waitFor();
      await localized.getByRole('heading', { name: language === 'lv' ? 'Klases' : 'Классы' }).waitFor();
      await screenshot(localized, `school-classes-${language}`);
    }
  });

  it('a teacher without respondent permissions is sent to /dashboard#forbidden', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'teacher', '/school/teacher/dashboard');
    await page.goto(`${url()}/school/users`, { waitUntil: 'networkidle' });
    await waitForPath(page, (pathname) => pathname === '/dashboard');
    expect(new URL(page.url()).hash).toBe('#forbidden');
    expect(path(page)).toBe('/dashboard');
    await page.getByRole('heading', { name: 'You cannot open that page' }).waitFor();
    await screenshot(page, 'teacher-forbidden');
  });
});
