import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import lv from '../locales/lv.json';
import ru from '../locales/ru.json';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, screenshotDir } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { path, signInAndLand, waitForPath } from './support/signIn';

/** A question card by its number in the survey (people never see the internal ids). */
const card = (page: Page, number: number) =>
  page.getByRole('region', { name: `Question ${number}`, exact: true });

/** A Mantine select: open it and pick the option. */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

async function addQuestion(page: Page, type: string) {
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByRole('menuitem', { name: type }).click();
}

/** A full-page screenshot from the top (the site header is sticky). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function waitUntilSaved(page: Page) {
  await expect
    .poll(() => page.getByRole('status').first().textContent(), { timeout: 10_000 })
    .toMatch(/^Saved at /);
}

describe('the survey builder in the browser', () => {
  const { visit, url } = useJourney();

  it('admin builds a two-module survey with a skip rule in English and Latvian and publishes it', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');

    // /survey/create: from scratch, then straight into the builder.
    await page.goto(`${url()}/survey/create`, { waitUntil: 'networkidle' });
    await page.getByLabel('Survey title').fill('School safety check');
    await shot(page, 'survey-create');
    await page.getByRole('button', { name: 'Create and open the builder' }).click();
    await waitForPath(page, (pathname) => /^\/survey-builder\/[0-9a-f-]{36}$/.test(pathname));
    const builderPath = path(page);
    await page.getByRole('navigation', { name: 'Modules' }).waitFor();

    // Module 1: an agreement question.
    await page.getByRole('button', { name: 'Add a module' }).click();
    await page.getByLabel('Module title').fill('Feeling safe');
    await addQuestion(page, 'Agreement scale');
    await card(page, 1).getByLabel('Question text').fill('I feel safe at school.');

    // Module 2: a follow-up shown only when q1 is 1–2.
    await page.getByRole('button', { name: 'Add a module' }).click();
    await page.getByLabel('Module title').fill('Follow-up');
    await addQuestion(page, 'Long text');
    const followUp = card(page, 2);
    await followUp.getByLabel('Question text').fill('What would make you feel safer?');
    await followUp.getByRole('button', { name: 'Show only if…' }).click();
    await followUp.getByRole('button', { name: 'Add a condition' }).click();
    await choose(followUp, 'Test', 'is between');
    expect(await followUp.getByRole('textbox', { name: 'From', exact: true }).inputValue()).toBe(
      '1 · Strongly disagree',
    );
    expect(await followUp.getByRole('textbox', { name: 'To', exact: true }).inputValue()).toBe(
      '2 · Disagree',
    );
    await waitUntilSaved(page);

    // The preview applies the rule: hidden until q1 is answered 1 or 2.
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await preview.getByText('Question 2 is hidden by its condition for these answers.').waitFor();
    await page.getByRole('button', { name: '1. Feeling safe' }).click();
    await preview.getByRole('radio', { name: 'Disagree', exact: true }).check();
    await page.getByRole('button', { name: '2. Follow-up' }).click();
    await preview.getByText('What would make you feel safer?').waitFor();
    await shot(page, 'survey-builder-en');

    // Latvian: every text of the survey.
    await page.getByRole('tab', { name: /Latviešu/ }).click();
    await page.getByLabel('Module title').fill('Papildjautājumi');
    await followUp.getByLabel('Question text').fill('Kas palīdzētu tev justies drošāk?');
    await page.getByRole('button', { name: '1. Feeling safe' }).click();
    await page.getByLabel('Module title').fill('Drošības sajūta');
    await card(page, 1).getByLabel('Question text').fill('Skolā jūtos droši.');
    await page.getByRole('button', { name: 'Survey settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Survey settings' });
    await settings.getByLabel('Survey title').fill('Skolas drošības aptauja');
    await settings.getByLabel('Introduction', { exact: true }).fill('Pastāsti, kā tu jūties skolā.');
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('tab', { name: /Latviešu/ }).textContent())
      .toContain('all texts filled in');
    await waitUntilSaved(page);
    await shot(page, 'survey-builder-lv');

    // Publish in English and Latvian, both chosen already; Russian, never written, is not offered. An
    // introduction written in Latvian is needed in English too.
    await page.getByRole('tab', { name: /English/ }).click();
    await page.getByRole('button', { name: 'Survey settings' }).click();
    await settings.getByLabel('Introduction', { exact: true }).fill('Tell us how you feel at school.');
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'hidden' });
    await waitUntilSaved(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish a version' });
    expect(await dialog.getByRole('checkbox', { name: 'Русский' }).count()).toBe(0);
    expect(await dialog.getByRole('checkbox', { name: 'English' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Latviešu' }).isChecked()).toBe(true);
    await shot(page, 'survey-builder-publish');
    await dialog.getByRole('button', { name: 'Publish version 1' }).click();
    await page.getByText('Version 1 published in English, Latviešu.').waitFor();
    await dialog.getByRole('link', { name: 'Run this survey' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('Version 1 published', { exact: true }).waitFor();

    // The version list; and the old address form redirects to the builder.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const versions = page.getByRole('table', { name: 'Versions' });
    expect(await versions.getByRole('row').count()).toBe(2);
    await page.keyboard.press('Escape');
    const uuid = builderPath.split('/').pop();
    await page.goto(`${url()}/survey-builder/1/${uuid}`, { waitUntil: 'networkidle' });
    await waitForPath(page, (pathname) => pathname === builderPath);

    // What the server holds: version 1 in en and lv, the rule in it.
    const published = await page.evaluate(async (id) => {
      const token = localStorage.getItem('token');
      const response = await fetch(`/api/surveys/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      return (await response.json()).data;
    }, uuid);
    expect(published.versions).toMatchObject([{ number: 1, languages: ['en', 'lv'], question_count: 2 }]);
    expect(published.draft.modules[1].questions[0].showIf).toEqual({
      all: [{ question: 'q1', op: 'range', min: 1, max: 2 }],
    });

    // On a phone the columns stack and the preview opens with a button.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const toggle = page.getByRole('button', { name: 'Show preview' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const phonePreview = page.getByRole('complementary', { name: 'Preview' });
    await phonePreview.waitFor();
    expect(await page.getByRole('button', { name: 'Hide preview' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // It opens first, right under the header, not after the whole editor.
    const previewTop = (await phonePreview.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const modulesTop = (await page.getByRole('navigation', { name: 'Modules' }).boundingBox())?.y ?? 0;
    expect(previewTop).toBeLessThan(modulesTop);
    expect(previewTop).toBeLessThan(844);
    await page.screenshot({ path: 'e2e/screenshots/survey-builder-phone-preview-390.png' });
    await shot(page, 'survey-builder-phone');

    // The builder in the Latvian interface, on the published survey.
    const latvian = await visit('/users/login', 'lv');
    await latvian.locator('input[autocomplete="username"], input[name="username"]').first().fill('admin');
    await latvian.locator('input[autocomplete="current-password"]').fill('demo12345');
    await latvian.locator('form button[type="submit"]').click();
    await waitForPath(latvian, (pathname) => pathname === '/school/admin/dashboard');
    await latvian.goto(`${url()}${builderPath}`, { waitUntil: 'networkidle' });
    await latvian.getByRole('navigation', { name: 'Moduļi' }).waitFor();
    await latvian.getByText('Publicēta 1. versija').waitFor();
    await latvian.getByRole('button', { name: '2. Papildjautājumi' }).click();
    await latvian.getByText('Rādīt tikai tad, ja', { exact: true }).waitFor();
    await shot(latvian, 'survey-builder-lv-interface');
  });

  it('the author marks which answer of a single choice is good (issue 38); it reads in Latvian and Russian', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page.goto(`${url()}/survey/create`, { waitUntil: 'networkidle' });
    await page.getByLabel('Survey title').fill('Bullying check');
    await page.getByRole('button', { name: 'Create and open the builder' }).click();
    await waitForPath(page, (pathname) => /^\/survey-builder\/[0-9a-f-]{36}$/.test(pathname));
    const builderPath = path(page);
    await page.getByRole('navigation', { name: 'Modules' }).waitFor();
    await page.getByRole('button', { name: 'Add a module' }).click();
    await page.getByLabel('Module title').fill('Bullying');
    await addQuestion(page, 'Single choice');
    const question = card(page, 1);
    await question.getByLabel('Question text').fill('How often have you seen bullying this term?');
    expect(await question.getByRole('textbox', { name: 'Which answer is the good one?' }).inputValue()).toBe(
      'Neither (neutral colours)',
    );
    await choose(question, 'Which answer is the good one?', 'The first option');
    await waitUntilSaved(page);

    for (const [language, texts] of [
      ['lv', lv],
      ['ru', ru],
    ] as const) {
      const words = texts.survey_builder.question;
      const other = await visit('/users/login', language);
      await other.locator('input[autocomplete="username"], input[name="username"]').first().fill('admin');
      await other.locator('input[autocomplete="current-password"]').fill('demo12345');
      await other.locator('form button[type="submit"]').click();
      await waitForPath(other, (pathname) => pathname === '/school/admin/dashboard');
      await other.goto(`${url()}${builderPath}`, { waitUntil: 'networkidle' });
      const goodEnd = other.getByRole('textbox', { name: words.good_end });
      await goodEnd.waitFor();
      expect(await goodEnd.inputValue()).toBe(words.good_end_first);
      await goodEnd.click();
      await other.getByRole('option', { name: words.good_end_last }).waitFor();
      await other
        .getByRole('region', { name: words.name.replace('{{id}}', '1'), exact: true })
        .screenshot({ path: `${screenshotDir}/survey-builder-good-end-${language}.png` });
      await other.keyboard.press('Escape');
    }
  }, 120_000);

  it('a keyboard user reorders questions, and the builder warns before leaving unsaved changes', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'admin', '/school/admin/dashboard');
    await page.goto(`${url()}/survey/create`, { waitUntil: 'networkidle' });
    await page.getByLabel('Survey title').fill('Keyboard order');
    await page.getByRole('button', { name: 'Create and open the builder' }).click();
    await waitForPath(page, (pathname) => pathname.startsWith('/survey-builder/'));
    // A new survey's first question needs no module. Every kind of question, each with the parts it needs
    // (this flow moved here from jsdom, where it took 30 s).
    const kinds = [
      'Agreement scale',
      'Frequency scale',
      'Rating 0–10',
      'Single choice',
      'Multiple choice',
      'Matrix',
      'Short text',
      'Long text',
      'Number',
    ];
    for (const kind of kinds) await addQuestion(page, kind);
    for (const [index, kind] of kinds.entries())
      await card(page, index + 1)
        .getByText(kind, { exact: true })
        .first()
        .waitFor();
    expect(await page.getByRole('navigation', { name: 'Modules' }).getByLabel('9 questions').count()).toBe(1);
    // The outline's nine entries are targets of at least 24 px (WCAG 2.2, SC 2.5.8), the rest passes too.
    const outline = page
      .getByRole('navigation', { name: 'Modules' })
      .getByRole('button', { name: /^\d+\. / });
    expect(await outline.count()).toBeGreaterThanOrEqual(9);
    for (const height of await outline.evaluateAll((buttons) =>
      buttons.map((b) => b.getBoundingClientRect().height),
    ))
      expect(height).toBeGreaterThanOrEqual(24);
    await expectNoAxeViolations(page, 'builder with nine questions');
    const single = card(page, 4);
    await single.getByLabel(/^Option 2\b/).waitFor();
    await single.getByRole('button', { name: 'Add an option' }).click();
    await single.getByLabel(/^Option 3\b/).waitFor();
    const matrix = card(page, 6);
    expect(await matrix.getByRole('textbox', { name: 'Shared scale', exact: true }).inputValue()).toBe(
      'Agreement scale',
    );
    await matrix
      .getByLabel(/^Statement 1\b/)
      .first()
      .waitFor();
    await card(page, 9).getByLabel('Smallest number').waitFor();
    await card(page, 9).getByLabel('Largest number').waitFor();
    // Reverse scoring for scored kinds only; free text optional by default.
    expect(await card(page, 1).getByRole('switch', { name: 'Reverse-scored' }).count()).toBe(1);
    expect(await card(page, 7).getByRole('switch', { name: 'Reverse-scored' }).count()).toBe(0);
    expect(await card(page, 7).getByRole('switch', { name: 'Answer required' }).isChecked()).toBe(false);
    await shot(page, 'survey-builder-every-kind');
    // Keep two to reorder.
    for (let count = 9; count > 2; count--) {
      await card(page, count)
        .getByRole('button', { name: `Delete question ${count}` })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect
        .poll(() => page.getByRole('region', { name: /^Question \d+$/ }).count(), patiently)
        .toBe(count - 1);
    }
    await card(page, 1).getByLabel('Question text').fill('First');
    await card(page, 2).getByLabel('Question text').fill('Second');

    await card(page, 1).getByRole('button', { name: 'Move Question 1 down' }).focus();
    await page.keyboard.press('Enter');
    const order = () =>
      page
        .getByRole('region', { name: /^Question \d+$/ })
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-drop-id')));
    await expect.poll(order, patiently).toEqual(['q2', 'q1']);
    // Focus stays on the button (now disabled at the end, so on its twin): q1 is question 2 now.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Question 2 up');

    // Leaving within the app before the autosave: asked first.
    await card(page, 1).getByLabel('Question text').fill('Second, changed');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Classes' })
      .click();
    const leave = page.getByRole('dialog', { name: 'Leave the builder?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await waitUntilSaved(page);
    expect(path(page).startsWith('/survey-builder/')).toBe(true);

    // The browser's back button too: the step back is undone while the dialog asks.
    await card(page, 1).getByLabel('Question text').fill('Second, changed again');
    await page.evaluate(() => window.history.back());
    await leave.waitFor();
    await expect.poll(() => path(page).startsWith('/survey-builder/'), patiently).toBe(true);
    await shot(page, 'survey-builder-leave');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await waitUntilSaved(page);
    expect(path(page).startsWith('/survey-builder/')).toBe(true);
  });
});
