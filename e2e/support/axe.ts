import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA (issue 21), and 2.2 AA (issue 41): what every screen must pass. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = { id: string; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };

/**
 * Runs axe-core on the page as it is now and fails with each violation's rule, help and the
 * elements it found. Evaluated through the debugging protocol, so the app's CSP does not block it.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  // A dialog still fading in blends its colours with the page (white on red read as 4.38:1 mid-way).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: Violation[];
    };
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, wcagTags);
  const report = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${screen}: ${violation.id} (${violation.help}) at ${JSON.stringify(node.target)}${
          node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''
        }`,
    ),
  );
  expect(report).toEqual([]);
}
