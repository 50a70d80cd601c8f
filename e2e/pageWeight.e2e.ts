import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signInAndLand } from './support/signIn';

/**
 * Issue 20: the JavaScript a page downloads before it shows its heading, as Chromium loads it (gzip -9
 * of each script, as scripts/poll-bundle-size.mjs counts the build). The target is 150 KB for the login
 * page and a staff page; what each package weighs is in web/poll/README.md ("Page weight of the whole app").
 */
const targetKb = 150;

/** Marks the moment the page's first <h1> is in the document (the page "shows"). */
const watchHeading = () => {
  const mark = () => {
    if (!(window as { headingAt?: number }).headingAt && document.querySelector('main h1'))
      (window as { headingAt?: number }).headingAt = performance.now();
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
};

async function scriptsBeforeHeading(page: Page, baseUrl: string) {
  await page.locator('main h1').first().waitFor();
  const scripts = await page.evaluate(() => {
    const headingAt = (window as { headingAt?: number }).headingAt ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= headingAt && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.name);
  });
  let bytes = 0;
  for (const url of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(new URL(url).pathname, baseUrl))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.length, kb: bytes / 1024 };
}

describe('JavaScript before a page shows (issue 20)', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function freshPage() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(watchHeading);
    return context.newPage();
  }

  it('the login page and a staff page', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/users/login`);
    const login = await scriptsBeforeHeading(page, server.url);
    await expectNoAxeViolations(page, 'login page');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    // A fresh load of the staff page, signed in (the session token is kept in the browser).
    await page.goto(`${server.url}/school/admin/dashboard`);
    const staff = await scriptsBeforeHeading(page, server.url);
    await expectNoAxeViolations(page, 'staff page');
    await page.context().close();
    for (const [name, figure] of [
      ['login page', login],
      ['staff page /school/admin/dashboard', staff],
    ] as const)
      console.log(
        `${name}: ${figure.kb.toFixed(1)} KB gzip of JavaScript in ${figure.files} files before its heading` +
          ` (target ≤ ${targetKb} KB)`,
      );
    expect(login.kb).toBeLessThanOrEqual(targetKb);
    expect(staff.kb).toBeLessThanOrEqual(targetKb);
  });
});
