import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { isFocused, tabTo } from './support/keyboard';
import { patiently } from './support/patiently';
import { runSurveyFor9a } from './support/pollJourney';
import { resultsPeriodNamed, waitForDashboard } from './support/resultsJourney';
import { signInAndLand, waitForPath } from './support/signIn';

/**
 * The focused element when part of it is under the sticky header or below the window (WCAG 2.2 SC 2.4.11),
 * else null; the header's own controls are never covered by it.
 */
const hiddenFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const header = document.querySelector('header');
    if (!focused || focused === document.body || !header || header.contains(focused)) return null;
    const box = focused.getBoundingClientRect();
    const headerBottom = header.getBoundingClientRect().bottom;
    if (box.top >= headerBottom - 0.5 && box.bottom <= window.innerHeight + 0.5) return null;
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 60);
    return `${focused.tagName.toLowerCase()} "${name}" at ${Math.round(box.top)}–${Math.round(box.bottom)} px, header ends at ${headerBottom} px`;
  });

describe('the keyboard alone', () => {
  const { visit, url } = useJourney();

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

  it('walks the comparison page backwards with Shift+Tab, no focused element under the sticky header', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    const autumn = await resultsPeriodNamed(page, 'Rudens 2026');
    const spring = await resultsPeriodNamed(page, 'Pavasaris 2026');
    await page.goto(`${url()}/v2/school/teacher/results/${autumn.id}/${spring.id}`, {
      waitUntil: 'networkidle',
    });
    await waitForDashboard(page);
    await page.getByRole('table', { name: 'Themes' }).waitFor({ timeout: 20_000 });
    // From the page's last control back up to the header.
    await page.locator('footer a').last().focus();
    const hidden: string[] = [];
    let stops = 0;
    let actOnThis = 0;
    for (; stops < 400; stops++) {
      await page.keyboard.press('Shift+Tab');
      if (await page.evaluate(() => document.querySelector('header')?.contains(document.activeElement)))
        break;
      const problem = await hiddenFocus(page);
      if (problem) hidden.push(problem);
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-act-on'))) actOnThis++;
    }
    expect(stops).toBeLessThan(400);
    expect(actOnThis).toBeGreaterThan(0);
    expect(hidden).toEqual([]);
  }, 120_000);
});
