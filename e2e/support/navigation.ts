import type { Page } from 'playwright-core';

/** Opens a back-office tool from the More menu of the main navigation, as a person finds it. */
export async function openFromMore(page: Page, item: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'More' })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}
