import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { waitForDashboard } from './support/resultsJourney';
import { signInAndLand, waitForPath } from './support/signIn';

const dashboardPath = /^\/v2\/school\/teacher\/results\/\d+$/;

describe('the public print view (/pdfv2/results)', () => {
  const { visit, url, allowConsoleError } = useJourney();

  it('opens from the results in a new tab and then opens signed out, through its own signed pass', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page.goto(`${url()}/school/results`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Rudens 2026', exact: true }).click();
    await waitForPath(page, (pathname) => dashboardPath.test(pathname));
    await waitForDashboard(page);

    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Print view', exact: true }).click(),
    ]);
    await tab.waitForURL(/\/pdfv2\/results\?/, { timeout: 15_000 });
    const address = new URL(tab.url());
    expect(address.searchParams.get('token')).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.[\w-]{32}$/);
    const printPath = `${address.pathname}${address.search}`;

    // A fresh browser with no session: the print view opens, no login page.
    const signedOut = await visit(printPath, 'lv');
    expect(await signedOut.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await signedOut.locator('[data-print-view]').waitFor({ timeout: 15_000 });
    expect(new URL(signedOut.url()).pathname).toBe('/pdfv2/results');
    await signedOut.getByRole('button', { name: 'Drukāt' }).waitFor();
    // Side margins on screen and on paper (issue 41: the text ran to the window's edges).
    const margins = () =>
      signedOut.locator('[data-print-view]').evaluate((view) => {
        const box = view.getBoundingClientRect();
        const style = getComputedStyle(view);
        return {
          left: box.left + Number.parseFloat(style.paddingLeft),
          right: document.documentElement.clientWidth - box.right + Number.parseFloat(style.paddingRight),
        };
      });
    const onScreen = await margins();
    expect(onScreen.left).toBeGreaterThanOrEqual(16);
    expect(onScreen.right).toBeGreaterThanOrEqual(16);
    await signedOut.emulateMedia({ media: 'print' });
    expect((await margins()).left).toBeGreaterThanOrEqual(0);
    await signedOut.emulateMedia({ media: 'screen' });
    await screenshot(signedOut, 'print-view-signed-out-lv');
    await expectNoAxeViolations(signedOut, 'print view, signed out, lv');

    // The pass reads only its own selection: another period in the same address is refused.
    allowConsoleError(/404/);
    const request = JSON.parse(address.searchParams.get('request') ?? '{}');
    request.period_identifiers.id += 1;
    address.searchParams.set('request', JSON.stringify(request));
    const other = await visit(`${address.pathname}${address.search}`);
    await other.getByRole('alert').waitFor({ timeout: 15_000 });
    expect(await other.locator('[data-print-view]').count()).toBe(0);
    expect(new URL(other.url()).pathname).toBe('/pdfv2/results');
  });
});
