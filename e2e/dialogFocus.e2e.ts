import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { useJourney } from './support/journey';
import { isFocused, tabTo } from './support/keyboard';
import { patiently } from './support/patiently';
import { resultsPeriodNamed, waitForDashboard } from './support/resultsJourney';
import { signInAndLand } from './support/signIn';

/** Where the focus is, for a readable failure: the element's role or tag and its text. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${name}"`;
  });

/**
 * Opens a dialog from `opener` with the keyboard (Tab to it, Enter), closes it with `close` and checks
 * that the focus is back on the opener: where a keyboard or screen reader user left off.
 */
async function openAndClose(
  page: Page,
  opener: Locator,
  close: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await tabTo(page, opener, 200);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // The dialog takes the focus first, so returning it is the dialog's doing.
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), patiently)
    .toBe(true);
  const title = await dialog.evaluate(
    (element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent,
  );
  await expectNoAxeViolations(page, `dialog "${title}"`);
  await close(dialog);
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => isFocused(opener), patiently).toBe(true);
  expect(await focusedElement(page)).not.toBe('the page body');
}

const pressEscape = (page: Page) => async () => page.keyboard.press('Escape');

/** Tabs to one of the dialog's buttons (the focus stays trapped inside it) and presses Enter. */
const pressButton = (page: Page, name: string | RegExp) => async (dialog: Locator) => {
  await tabTo(page, dialog.getByRole('button', { name, exact: typeof name === 'string' }), 40);
  await page.keyboard.press('Enter');
};

describe('dialogs give the focus back to the control that opened them', () => {
  const { visit, url } = useJourney();

  it('New class and Invite, closed by Escape, Cancel and after saving', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page.goto(`${url()}/school/classes`, { waitUntil: 'networkidle' });
    const newClass = page.getByRole('button', { name: 'New class' });
    await openAndClose(page, newClass, pressEscape(page));
    await openAndClose(page, newClass, pressButton(page, 'Cancel'));
    await openAndClose(page, newClass, async (dialog) => {
      await dialog.getByLabel('Class name').fill('6.z');
      await pressButton(page, 'Save')(dialog);
    });
    await page.getByText('Class 6.z saved.').waitFor();

    await page.goto(`${url()}/school/users`, { waitUntil: 'networkidle' });
    const invite = page.getByRole('button', { name: 'Invite by e-mail' });
    await openAndClose(page, invite, pressEscape(page));
    await openAndClose(page, invite, pressButton(page, 'Close'));
    await openAndClose(page, invite, pressButton(page, 'Cancel'));
    await openAndClose(page, invite, async (dialog) => {
      await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('dialog.focus@example.com');
      await pressButton(page, 'Send invitation')(dialog);
    });
    await page.getByText('Invitation sent to dialog.focus@example.com.').waitFor();
  }, 180_000);

  it('the question filter, PDF report and Share dialogs of the results, closed by Escape, their buttons and after saving', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    const autumn = await resultsPeriodNamed(page, 'Rudens 2026');
    await page.goto(`${url()}/v2/school/teacher/results/${autumn.id}`, { waitUntil: 'networkidle' });
    await waitForDashboard(page);

    const addFilter = page.getByRole('button', { name: 'Add filter from a question' });
    await openAndClose(page, addFilter, pressEscape(page));
    await openAndClose(page, addFilter, pressButton(page, 'Cancel'));
    await openAndClose(page, addFilter, async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Question' }).click();
      await page.locator('[role="option"] >> visible=true').first().click();
      await expect
        .poll(() => dialog.getByRole('textbox', { name: 'Filter name' }).inputValue(), patiently)
        .not.toBe('');
      await pressButton(page, 'Save')(dialog);
    });

    const pdf = page.getByRole('button', { name: 'PDF report', exact: true });
    await openAndClose(page, pdf, pressEscape(page));
    await openAndClose(page, pdf, pressButton(page, 'Close'));

    const share = page.getByRole('button', { name: 'Share', exact: true });
    await openAndClose(page, share, pressEscape(page));
    await openAndClose(page, share, async (dialog) => {
      await pressButton(page, 'Create a share link')(dialog);
      // The new link takes the focus (the button is disabled while it works).
      await expect
        .poll(() => isFocused(dialog.getByRole('textbox', { name: /New link/ })), patiently)
        .toBe(true);
      await pressButton(page, 'Close')(dialog);
    });
  }, 180_000);

  it('the text history of the translations screen, closed by Escape and its button', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/manage-translations/lv`, { waitUntil: 'networkidle' });
    const history = page.getByRole('button', { name: 'History' }).first();
    await openAndClose(page, history, pressEscape(page));
    await openAndClose(page, history, pressButton(page, 'Close'));
  }, 120_000);
});
