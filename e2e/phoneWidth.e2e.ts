import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { samples } from '../server/test/fileSamples';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { cutBadges } from './support/layout';
import { signInAndLand } from './support/signIn';

const phone = { width: 390, height: 844 };

/**
 * On a phone nothing pushes the page sideways: tables turn into cards or scroll inside their own
 * box, long words in headings break, long button labels wrap. The screens listed are the ones whose
 * tables, headings or buttons once ran off a 390 px screen, and the busiest lists of each role.
 */
const screens = [
  {
    username: 'admin',
    home: '/school/admin/dashboard',
    language: 'ru',
    paths: [
      '/school/users',
      '/school/classes',
      '/school/groups',
      '/school/surveys',
      '/school/results',
      '/client-data-upload',
    ],
  },
  {
    username: 'super',
    home: '/admin/organizations',
    language: 'ru',
    paths: [
      '/admin/super-admins',
      '/admin/users',
      '/admin/schools',
      '/admin/manage-translations/ru',
      '/admin/bucket-file',
      '/admin/client-data-upload',
    ],
  },
  {
    username: 'orgadmin',
    home: '/organization/dashboard',
    language: 'lv',
    paths: ['/organization/dashboard', '/organization/results', '/organization/schools'],
  },
] as const;

/** How far the page reaches past the screen's right edge, and the first element that does it. */
const sidewaysReach = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    // Only to name the culprit: the first element past the edge (one scrolling in its own box is not).
    const widest =
      overflow > 0
        ? [...document.querySelectorAll('body *')].find(
            (element) =>
              element.getBoundingClientRect().right > width + 1 &&
              !element.parentElement?.closest(
                '.mantine-ScrollArea-root, .mantine-TableScrollContainer-scrollContainer',
              ),
          )
        : undefined;
    return {
      overflow,
      widest: widest ? `${widest.tagName.toLowerCase()} ${widest.className}`.slice(0, 120) : null,
    };
  });

/** Signed in in English (the browser's language), then switched as the header's switch does. */
async function signInSwitched(page: Page, username: string, home: string, language: string) {
  await signInAndLand(page, username, home);
  await page.evaluate((code) => {
    sessionStorage.setItem('language', code);
    sessionStorage.setItem('language_chosen', 'true');
  }, language);
}

async function settleOn(page: Page, path: string) {
  await page.goto(new URL(path, page.url()).href, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
}

describe('a phone (390 px) never scrolls sideways', () => {
  const { visit, url } = useJourney();

  for (const { username, home, language, paths } of screens) {
    it(`${username}'s screens in ${language}`, async () => {
      const page = await visit('/users/login', undefined, phone);
      await signInSwitched(page, username, home, language);
      for (const path of paths) {
        await settleOn(page, path);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        expect({ path, ...(await sidewaysReach(page)) }).toEqual({ path, overflow: 0, widest: null });
      }
      await settleOn(page, paths[0]);
      // The cards a phone gets instead of the table are read by screen readers too.
      await expectNoAxeViolations(page, `${paths[0]} on a phone`);
      await screenshot(page, `phone-${username}-${language}`);
    });
  }

  it("a school's class, its students as cards with their buttons on screen", async () => {
    const page = await visit('/users/login', 'en', phone);
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await settleOn(page, '/school/classes');
    await page.locator('[data-responsive="cards"]').getByRole('link', { name: '7.a', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /7\.a/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await sidewaysReach(page)).toEqual({ overflow: 0, widest: null });
    const remove = page.getByRole('button', { name: 'Take out of class' }).first();
    const box = await remove.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(phone.width);
    await expectNoAxeViolations(page, "a class's students on a phone");
    await screenshot(page, 'phone-class-students');
  });

  it('the file store and the data uploads with files in them, in ru, lv and en at 390 and 320 px (issue 41, finding 11)', async () => {
    // A stored file with a long name and a refused data upload: the rows whose buttons and badges once ran off.
    const school = await visit('/users/login');
    await signInAndLand(school, 'admin', '/school/admin/dashboard');
    await school.goto(`${url()}/client-data-upload`, { waitUntil: 'networkidle' });
    await school.locator('input[type="file"]').setInputFiles({
      name: 'skolenu-saraksts-2026-7-klases.csv',
      mimeType: 'text/csv',
      buffer: samples.csv,
    });
    await school.getByRole('button', { name: 'Send file' }).click();
    await school.locator('[data-upload-state="received"]').waitFor();
    const team = await visit('/users/login');
    await signInAndLand(team, 'super', '/admin/organizations');
    await team.goto(`${url()}/admin/bucket-file`, { waitUntil: 'networkidle' });
    await team.locator('input[type="file"]').first().setInputFiles({
      name: 'skolas-logotips-galvenais-2026.png',
      mimeType: 'image/png',
      buffer: samples.png,
    });
    await team.getByRole('button', { name: 'Upload', exact: true }).click();
    await team.getByRole('link', { name: 'skolas-logotips-galvenais-2026.png' }).waitFor();
    await team.goto(`${url()}/admin/client-data-upload`, { waitUntil: 'networkidle' });
    const row = team.getByRole('row').filter({ hasText: 'skolenu-saraksts-2026-7-klases.csv' });
    await row.getByRole('button', { name: 'Change state' }).click();
    await team.getByRole('dialog').getByRole('textbox', { name: 'State' }).click();
    await team.getByRole('option', { name: 'In work' }).click();
    await team.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await row.locator('[data-upload-state="in_work"]').waitFor();

    const found: {
      language: string;
      width: number;
      path: string;
      overflow: number;
      widest: string | null;
      cut: string[];
    }[] = [];
    for (const width of [390, 320]) {
      for (const language of ['ru', 'lv', 'en'] as const) {
        for (const [username, home, paths] of [
          ['super', '/admin/organizations', ['/admin/bucket-file', '/admin/client-data-upload']],
          ['admin', '/school/admin/dashboard', ['/client-data-upload']],
        ] as const) {
          const page = await visit('/users/login', undefined, { width, height: 844 });
          await signInSwitched(page, username, home, language);
          for (const path of paths) {
            await settleOn(page, path);
            await page.locator('[data-upload-state], a[href^="/api/files/"]').first().waitFor();
            found.push({ language, width, path, ...(await sidewaysReach(page)), cut: await cutBadges(page) });
            if (width === 390 && language !== 'en') {
              await expectNoAxeViolations(page, `${path} on a phone (${language})`);
              await screenshot(page, `phone-${path.replaceAll('/', '-').slice(1)}-${language}`);
            }
          }
        }
      }
    }
    expect(found.filter(({ overflow, cut }) => overflow > 0 || cut.length)).toEqual([]);
  }, 240_000);
});
