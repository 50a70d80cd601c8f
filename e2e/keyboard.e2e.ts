import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { isFocused, tabTo } from './support/keyboard';
import { patiently } from './support/patiently';
import { runSurveyFor9a } from './support/pollJourney';
import { signInAndLand, waitForPath } from './support/signIn';

describe('the keyboard alone', () => {
  const { visit } = useJourney();

  it('a school admin signs in and creates a class without a mouse', async () => {
    const page = await visit('/users/login');
    await tabTo(page, page.getByLabel('Username or e-mail'));
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo12345');
    await page.keyboard.press('Enter');
    await waitForPath(page, (pathname) => pathname === '/short-terms');
    await tabTo(page, page.getByRole('button', { name: 'I accept the terms' }));
    await page.keyboard.press('Enter');
    await waitForPath(page, (pathname) => pathname === '/school/admin/dashboard');

    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Classes' }),
    );
    await page.keyboard.press('Enter');
    await waitForPath(page, (pathname) => pathname === '/school/classes');
    await tabTo(page, page.getByRole('button', { name: 'New class' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    // The dialog puts the focus on its first field.
    await expect.poll(() => isFocused(dialog.getByLabel('Class name')), patiently).toBe(true);
    await page.keyboard.type('6.k');
    await page.keyboard.press('Tab');
    await page.keyboard.type('21');
    await screenshot(page, 'keyboard-class-form');
    await page.keyboard.press('Enter');
    await page.getByText('Class 6.k saved.').waitFor();
    await page.getByRole('link', { name: '6.k', exact: true }).waitFor();
    // Back where it started: the focus is on the page, not lost with the closed dialog.
    await tabTo(page, page.getByRole('link', { name: '6.k', exact: true }), 200);
    await page.keyboard.press('Enter');
    await waitForPath(page, (pathname) => /^\/school\/classes\/\d+$/.test(pathname));
  });

  it('a parent answers the public link, corrects a missed question and submits without a mouse', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const { schoolId, period } = await runSurveyFor9a(admin);
    const { public_link } = await apiAs<{ public_link: string }>(
      admin,
      'GET',
      `school/${schoolId}/periods/${period.id}`,
    );

    const page = await visit(`/teacher/poll/${public_link}`, 'en');
    await tabTo(page, page.getByRole('button', { name: 'Start' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    // Next with nothing answered: the first question missed takes the focus, its error read with it.
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    const grade = page.getByRole('radiogroup', { name: /Which grade are you in/ });
    await expect
      .poll(() => grade.evaluate((group) => group.contains(document.activeElement)), patiently)
      .toBe(true);
    expect(await grade.getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Space');
    // Into the safety scale; the arrow keys move within it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    const safety = page.getByRole('radiogroup', { name: /I feel safe at school/ });
    expect(await safety.getByRole('radio', { name: 'Agree', exact: true }).isChecked()).toBe(true);
    await screenshot(page, 'keyboard-poll-page1');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    // The thank-you takes the focus, so it is read out at once.
    const thanks = page.getByRole('heading', { name: 'Thank you!' });
    await thanks.waitFor();
    await expect.poll(() => isFocused(thanks), patiently).toBe(true);
  });

  it('the builder switches the language it edits with the arrow keys, its tabs naming the editor', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page.goto(page.url().replace('/school/admin/dashboard', '/survey/create'), {
      waitUntil: 'networkidle',
    });
    await page.getByLabel('Survey title').fill('Keyboard check');
    await page.getByRole('button', { name: 'Create and open the builder' }).click();
    await waitForPath(page, (pathname) => /^\/survey-builder\/[0-9a-f-]{36}$/.test(pathname));
    await page.getByRole('navigation', { name: 'Modules' }).waitFor();
    const selected = page.getByRole('tab', { selected: true });
    const first = await selected.getAttribute('lang');
    await selected.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selected.getAttribute('lang'), patiently).not.toBe(first);
    const panel = page.getByRole('tabpanel');
    expect(await panel.getAttribute('id')).toBe(await selected.getAttribute('aria-controls'));
    await expectNoAxeViolations(page, 'builder');
  });
});
