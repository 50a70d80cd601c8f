import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { path, signInAndLand, waitForPath } from './support/signIn';

const teacherSurvey = 'Teacher survey: work and wellbeing';

describe('the super-admin survey back office in the browser', () => {
  const { visit, url } = useJourney();

  it('lists surveys, finds one by a Latvian question word, reads its tabs and document, and makes a tag', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');

    // The list: library surveys with their owner, version and periods.
    await page.getByRole('link', { name: 'Survey library' }).first().click();
    await waitForPath(page, (pathname) => pathname === '/survey/surveys');
    await page.getByRole('heading', { name: 'Surveys', level: 1 }).waitFor();
    await page.getByRole('link', { name: teacherSurvey }).first().waitFor();
    await expectNoAxeViolations(page, 'admin-surveys-list');
    await screenshot(page, 'admin-surveys-list');

    // Search a word that only the Latvian text of a question has.
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await waitForPath(page, (pathname) => pathname === '/survey/search-surveys');
    await page.getByRole('textbox', { name: 'Words in a name or question' }).fill('samērīga');
    await page.locator('mark', { hasText: 'samērīga' }).first().waitFor();
    expect(await page.getByText(/Question manageable · LV/).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'admin-surveys-search');
    await screenshot(page, 'admin-surveys-search');

    // The survey's page: overview, then each tab in the address.
    await page.getByRole('link', { name: teacherSurvey }).first().click();
    await waitForPath(page, (pathname) => /^\/survey\/poll\/\d+$/.test(pathname));
    const surveyPath = path(page);
    await page.getByRole('heading', { name: teacherSurvey, level: 1 }).waitFor();
    await page.getByText('Pedagogu aptauja: darbs un labbūtība').waitFor();
    await expectNoAxeViolations(page, 'admin-survey-overview');
    await screenshot(page, 'admin-survey-overview');
    await page.getByRole('tab', { name: 'Periods' }).click();
    await waitForPath(page, (pathname) => pathname === `${surveyPath}/periods`);
    await page.getByRole('link', { name: 'Manage the periods of this survey' }).waitFor();
    await page.getByRole('tab', { name: 'Tags' }).click();
    await waitForPath(page, (pathname) => pathname === `${surveyPath}/tags`);
    await page.getByRole('button', { name: 'Save tags' }).waitFor();
    await page.getByRole('tab', { name: 'Versions' }).click();
    await waitForPath(page, (pathname) => pathname === `${surveyPath}/versions`);
    await page.getByRole('link', { name: 'Read version 1' }).waitFor();
    await expectNoAxeViolations(page, 'admin-survey-versions');
    await screenshot(page, 'admin-survey-versions');

    // The read-only document, in Latvian.
    await page.getByRole('link', { name: 'Read version 1' }).click();
    await waitForPath(page, (pathname) => /^\/survey\/survey\/\d+$/.test(pathname));
    await page.getByRole('heading', { name: teacherSurvey, level: 1 }).waitFor();
    await page.getByText('Latviešu').click();
    await page.getByRole('heading', { name: 'Pedagogu aptauja: darbs un labbūtība', level: 1 }).waitFor();
    await page.getByText('Mana darba slodze ir samērīga.', { exact: false }).first().waitFor();
    await expectNoAxeViolations(page, 'admin-survey-document');
    await screenshot(page, 'admin-survey-document');

    // A new tag, named in the three survey languages there are.
    await page.goto(`${url()}/admin/survey-tags/new`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Name (English)' }).fill('Staff climate');
    await page.getByRole('textbox', { name: 'Name (Latviešu)' }).fill('Darbinieku klimats');
    await page.getByRole('textbox', { name: 'Name (Русский)' }).fill('Климат коллектива');
    await page.getByRole('button', { name: 'Create the tag' }).click();
    // The list names it in the reader's language (English here) and says which languages it is written in.
    const tagRow = page.getByRole('row').filter({ hasText: 'Staff climate' });
    await tagRow.getByRole('cell', { name: 'EN, LV, RU' }).waitFor();
    await expectNoAxeViolations(page, 'admin-survey-tags');
    await screenshot(page, 'admin-survey-tags');

    // The same list in Russian.
    await page.evaluate(() => {
      sessionStorage.setItem('language', 'ru');
      sessionStorage.setItem('language_chosen', 'true');
    });
    await page.goto(`${url()}/survey/surveys`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Опросы', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Анкета для педагогов: работа и благополучие' }).first().waitFor();
    await expectNoAxeViolations(page, 'admin-surveys-list-ru');
    await screenshot(page, 'admin-surveys-list-ru');
  });
});
