import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleSurvey } from '../common/survey/surveyFixture';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { signInAndLand, waitForPath } from './support/signIn';

const title = { en: 'Class climate', lv: 'Klases gaisotne', ru: 'Климат в классе' };

/** The demo has no library survey yet: the admin makes and publishes one of the school's own. */
async function publishOwnSurvey(page: Page) {
  const school = await apiAs<{ id: number }>(page, 'GET', 'user/school');
  const survey = await apiAs<{ uuid: string }>(page, 'POST', 'surveys', {
    audience: 'student',
    title: title.en,
    organization_id: school.id,
  });
  await apiAs(page, 'PUT', `surveys/${survey.uuid}/draft`, {
    content: { ...sampleSurvey(), title },
    revision: 0,
  });
  await apiAs(page, 'POST', `surveys/${survey.uuid}/publish`, { languages: ['en', 'lv'] });
  return survey.uuid;
}

async function signInLatvian(page: Page) {
  await page.locator('input[autocomplete="username"], input[name="username"]').first().fill('admin');
  await page.locator('input[autocomplete="current-password"]').fill('demo12345');
  await page.locator('form button[type="submit"]').click();
  await waitForPath(page, (pathname) => pathname === '/school/admin/dashboard');
}

describe('running a survey with the wizard', () => {
  const { visit, url } = useJourney();

  it('the admin runs a survey for 7.a, sees 0 / 24, prints 3 access codes and closes the period early', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await publishOwnSurvey(page);

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Surveys' })
      .click();
    await waitForPath(page, (pathname) => pathname === '/school/surveys');
    await page.getByRole('heading', { name: 'Survey periods' }).waitFor();
    await page.getByRole('heading', { name: 'Our surveys' }).waitFor();
    await page.getByRole('link', { name: 'Run a survey' }).click();
    await waitForPath(page, (pathname) => pathname === '/survey/wizard');
    await page.getByRole('radio', { name: /Class climate/ }).waitFor();
    await expectNoAxeViolations(page, 'wizard, no survey chosen');

    await page.getByRole('radio', { name: /Class climate/ }).click();
    await expectNoAxeViolations(page, 'survey-wizard-survey');
    await screenshot(page, 'survey-wizard-survey');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: '7.a', exact: true }).check();
    await page.getByText('About 24 students in the chosen classes.').waitFor();
    await expectNoAxeViolations(page, 'survey-wizard-audience');
    await screenshot(page, 'survey-wizard-audience');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Open for 15 days.').waitFor();
    await expectNoAxeViolations(page, 'survey-wizard-dates');
    await screenshot(page, 'survey-wizard-dates');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Anonymous/ }).waitFor();
    await expectNoAxeViolations(page, 'survey-wizard-privacy');
    await screenshot(page, 'survey-wizard-privacy');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('cell', { name: '7.a', exact: true }).waitFor();
    await page.getByLabel('Name of the survey period').fill('Class climate · 7.a');
    await expectNoAxeViolations(page, 'survey-wizard-review');
    await screenshot(page, 'survey-wizard-review');
    await page.getByRole('button', { name: 'Start the survey period' }).click();

    await waitForPath(page, (pathname) => /^\/school\/surveys\/\d+$/.test(pathname));
    const periodPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Class climate · 7.a' }).waitFor();
    const row = page.locator('[data-class-link="7.a"]');
    await expect.poll(() => row.locator('[data-progress]').textContent(), patiently).toBe('0 / 24');
    await page.getByText('Open', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'survey-period');
    await screenshot(page, 'survey-period');

    await row.getByRole('button', { name: 'Make codes for 7.a' }).click();
    const ask = page.getByRole('dialog', { name: 'Access codes for 7.a' });
    await ask.getByLabel('How many codes').waitFor();
    await expectNoAxeViolations(page, 'access codes dialog');
    await ask.getByLabel('How many codes').fill('3');
    await ask.getByRole('button', { name: 'Make codes' }).click();
    const sheet = page.getByRole('dialog', { name: '3 access codes for 7.a' });
    await sheet.waitFor();
    const slips = sheet.locator('[data-slip]');
    await expect.poll(() => slips.count(), patiently).toBe(3);
    for (const code of await slips.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-slip')),
    ))
      expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Each slip names the short address a code is typed at (the class link is in its QR code).
    const codeAddress = `${new URL(url()).host}/kods`;
    await expect.poll(() => sheet.getByText(codeAddress, { exact: true }).count(), patiently).toBe(3);
    await expectNoAxeViolations(page, 'access-code-sheet');
    await screenshot(page, 'access-code-sheet');
    // What reaches the paper: the slips alone.
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'access-code-sheet-print');
    await page.emulateMedia({ media: 'screen' });
    await sheet.getByRole('button', { name: 'Done' }).click();
    await row.getByText('3 made, 0 used').waitFor();

    await page.goto(`${url()}/school/surveys`, { waitUntil: 'networkidle' });
    const listed = page.getByRole('row').filter({ hasText: 'Class climate · 7.a' });
    await listed.getByText('0 / 24').waitFor();
    await expectNoAxeViolations(page, 'school-surveys');
    await screenshot(page, 'school-surveys');

    const latvian = await visit('/users/login', 'lv');
    await signInLatvian(latvian);
    await latvian.goto(`${url()}${periodPath}`, { waitUntil: 'networkidle' });
    await latvian.getByRole('heading', { name: 'Pa klasēm' }).waitFor();
    await expectNoAxeViolations(latvian, 'survey-period-lv');
    await screenshot(latvian, 'survey-period-lv');
    await latvian.goto(`${url()}/survey/wizard`, { waitUntil: 'networkidle' });
    await latvian.getByRole('radio', { name: /Klases gaisotne/ }).click();
    await latvian.getByRole('button', { name: 'Tālāk' }).click();
    await latvian.getByRole('checkbox', { name: 'Visas 7. klases' }).check();
    await expectNoAxeViolations(latvian, 'survey-wizard-lv');
    await screenshot(latvian, 'survey-wizard-lv');

    const again = await visit('/users/login');
    await signInAndLand(again, 'admin', '/school/admin/dashboard');
    await again.goto(`${url()}${periodPath}`, { waitUntil: 'networkidle' });
    await again.getByRole('button', { name: 'Close early' }).click();
    const confirmation = again.getByRole('dialog', { name: 'Close the survey period early?' });
    await confirmation.getByRole('button', { name: 'Close now' }).waitFor();
    await expectNoAxeViolations(again, 'close early dialog');
    await confirmation.getByRole('button', { name: 'Close now' }).click();
    await again.getByText('“Class climate · 7.a” is closed.').waitFor();
    await again.getByText('Closed', { exact: true }).first().waitFor();
    expect(await again.getByRole('button', { name: 'Make codes for 7.a' }).count()).toBe(0);
    await expectNoAxeViolations(again, 'survey-period-closed');
    await screenshot(again, 'survey-period-closed');
  });
});
