import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, screenshotDir } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { path, signInAndLand, waitForPath } from './support/signIn';

const school = 'Demo Secondary School';

/** The id in /admin/<screen>/{id}. */
const schoolIdOf = (page: Page) => Number(path(page).split('/').pop());

describe('a super-admin manages a school’s classes, subjects and respondents', () => {
  const { visit, url, allowConsoleError } = useJourney();

  it('bulk-adds classes, adds a subject and removes the students of one class after a preview', async () => {
    // The first bulk try names a class that exists: the browser logs the 422 it answers.
    allowConsoleError(/422/);
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');

    // /admin/schools from the main navigation, found by name.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Schools' })
      .click();
    await waitForPath(page, (pathname) => pathname === '/admin/schools');
    await page.getByLabel('Search').fill('Demo Secondary');
    const row = page.getByRole('row').filter({ hasText: school });
    // The list keeps the previous answer on screen until the search's own arrives.
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'Demo Primary School' }).count(), patiently)
      .toBe(0);
    await expect.poll(() => row.count(), patiently).toBe(1);
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('500');
    await expectNoAxeViolations(page, 'admin-schools');
    await screenshot(page, 'admin-schools');

    // The school's classes, then two more at once (after fixing a line the server refuses).
    await row.getByRole('link', { name: `Classes of ${school}` }).click();
    await waitForPath(page, (pathname) => /^\/admin\/classes\/\d+$/.test(pathname));
    const schoolId = schoolIdOf(page);
    await page.getByText('12.a', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Add classes' }).click();
    await waitForPath(page, (pathname) => pathname === `/admin/add-classes/${schoolId}`);
    const lines = page.getByRole('textbox', { name: 'Classes' });
    await lines.fill('6.x;18\n7.a');
    await page.getByRole('button', { name: 'Create 2 classes' }).click();
    await page.getByText('name: a class named "7.a" already exists').waitFor();
    await expectNoAxeViolations(page, 'admin-add-classes-refused');
    await screenshot(page, 'admin-add-classes-refused');
    await lines.fill('6.x;18\n6.y;20');
    await page.getByRole('cell', { name: '6.y' }).waitFor();
    await expectNoAxeViolations(page, 'admin-add-classes');
    await screenshot(page, 'admin-add-classes');
    await page.getByRole('button', { name: 'Create 2 classes' }).click();
    await page.getByText('2 classes created.').waitFor();
    await waitForPath(page, (pathname) => pathname === `/admin/classes/${schoolId}`);
    await page.getByText('6.y', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'admin-classes');
    await screenshot(page, 'admin-classes');

    // A subject of the school's own, named in three languages (an input per survey language).
    await page.getByRole('link', { name: 'Subjects', exact: true }).click();
    await waitForPath(page, (pathname) => pathname === `/admin/subjects/${schoolId}`);
    await page.getByRole('link', { name: 'Add subjects' }).click();
    await waitForPath(page, (pathname) => pathname === `/admin/add-subjects/${schoolId}`);
    const subject = page.getByRole('group', { name: 'Subject 1' });
    await subject.getByRole('textbox', { name: 'Name (English)' }).fill('Robotics');
    await subject.getByRole('textbox', { name: 'Name (Latviešu)' }).fill('Robotika');
    await subject.getByRole('textbox', { name: 'Name (Русский)' }).fill('Робототехника');
    await expectNoAxeViolations(page, 'admin-add-subjects');
    await screenshot(page, 'admin-add-subjects');
    await page.getByRole('button', { name: 'Save all' }).click();
    await page.getByText('1 subject added.').waitFor();
    await waitForPath(page, (pathname) => pathname === `/admin/subjects/${schoolId}`);
    // Named in the reader's language, with the languages it is written in.
    const robotics = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Robotics', exact: true }) });
    await robotics.getByRole('cell', { name: 'EN, LV, RU' }).waitFor();
    await expectNoAxeViolations(page, 'admin-subjects');
    await screenshot(page, 'admin-subjects');

    // Remove the students of 12.a: preview first, then confirm.
    await page.goto(`${url()}/admin/delete-respondents`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'School' }).fill('Demo Secondary');
    await page.getByRole('option', { name: `${school} (Riga)` }).click();
    await page.getByRole('checkbox', { name: 'Students' }).check();
    await page.getByRole('textbox', { name: 'Only from these classes' }).click();
    await page.getByRole('option', { name: '12.a', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('19 people will be removed.').waitFor();
    await expectNoAxeViolations(page, 'admin-delete-respondents-preview');
    await screenshot(page, 'admin-delete-respondents-preview');
    await page.getByRole('button', { name: 'Remove 19 people' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Remove 19 people from ${school}?`).waitFor();
    // Let the dialog finish fading in, and show the window as the user sees it.
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${screenshotDir}/admin-delete-respondents-confirm.png` });
    await dialog.getByRole('button', { name: 'Remove 19 people' }).click();
    await page.getByText('19 people removed.').waitFor();

    // The school now counts 19 students fewer and 12.a has nobody registered.
    await page.goto(`${url()}/admin/schools`, { waitUntil: 'networkidle' });
    const after = page.getByRole('row').filter({ hasText: school });
    await expect.poll(() => after.getByRole('cell').nth(3).textContent(), patiently).toBe('481');
    await page.goto(`${url()}/admin/classes/${schoolId}`, { waitUntil: 'networkidle' });
    const twelve = page.getByRole('row').filter({ hasText: '12.a' });
    // The class's name heads its row; then teacher, subject, expected and registered.
    expect(await twelve.getByRole('cell').nth(3).textContent()).toBe('0');
  });

  it('reads in Latvian', async () => {
    const page = await visit('/users/login', 'lv');
    await page.locator('input[autocomplete="username"], input[name="username"]').first().fill('super');
    await page.locator('input[autocomplete="current-password"]').fill('demo12345');
    await page.locator('form button[type="submit"]').click();
    await waitForPath(page, (pathname) => pathname === '/admin/organizations' || pathname === '/short-terms');
    await page.goto(`${url()}/admin/schools`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Skolas', level: 1 }).waitFor();
    await page.getByRole('row').filter({ hasText: school }).waitFor();
    await expectNoAxeViolations(page, 'admin-schools-lv');
    await screenshot(page, 'admin-schools-lv');
    // The school's subjects: named in Latvian, with the languages each is written in; a name per survey language.
    const classes = page.getByRole('row').filter({ hasText: school }).locator('a[href^="/admin/classes/"]');
    const schoolId = Number((await classes.first().getAttribute('href'))?.split('/').pop());
    await page.goto(`${url()}/admin/subjects/${schoolId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: `Mācību priekšmeti: ${school}`, level: 1 }).waitFor();
    await page.getByRole('columnheader', { name: 'Valodas' }).waitFor();
    await expectNoAxeViolations(page, 'admin-subjects-lv');
    await screenshot(page, 'admin-subjects-lv');
    await page.getByRole('link', { name: 'Pievienot mācību priekšmetus' }).click();
    const subject = page.getByRole('group', { name: 'Mācību priekšmets 1' });
    await subject.getByRole('textbox', { name: 'Nosaukums (Latviešu)' }).fill('Keramika');
    await subject.getByRole('textbox', { name: 'Nosaukums (Русский)' }).fill('Керамика');
    await expectNoAxeViolations(page, 'admin-add-subjects-lv');
    await screenshot(page, 'admin-add-subjects-lv');
    await page.goto(`${url()}/admin/delete-respondents`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Skola' }).fill('Demo Secondary');
    await page.getByRole('option', { name: `${school} (Riga)` }).click();
    await page.getByRole('checkbox', { name: 'Vecāki' }).check();
    await page.getByRole('button', { name: 'Priekšskatīt' }).click();
    await page.getByText(/Tiks dzēst/).waitFor();
    await expectNoAxeViolations(page, 'admin-delete-respondents-lv');
    await screenshot(page, 'admin-delete-respondents-lv');
  });
});
