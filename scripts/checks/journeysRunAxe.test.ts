import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 41: every journey runs axe (WCAG 2.2 AA, e2e/support/axe.ts) on the screens it shows, so a screen
// no journey checks cannot slip through as the action plans' contrast once did.
const e2e = resolve(__dirname, '..', '..', 'e2e');

describe('the browser journeys', () => {
  it('each run axe on the screens they show', () => {
    const journeys = readdirSync(e2e).filter((name) => name.endsWith('.e2e.ts'));
    const withoutAxe = journeys.filter(
      (name) => !/await expectNoAxeViolations\(/.test(readFileSync(join(e2e, name), 'utf8')),
    );
    expect(journeys.length).toBeGreaterThan(40);
    expect(withoutAxe, 'journeys that show screens without checking them with axe').toEqual([]);
  });
});
