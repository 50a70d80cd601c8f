import type { Page } from 'playwright-core';

/** The labels of badges cut with an ellipsis: each one's text is wider than the room its badge has. */
export const cutBadges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-label')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ''),
  );
