import type { Locator, Page } from 'playwright-core';

export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user moves there; fails when it never does. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
}
