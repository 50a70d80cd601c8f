import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleSurvey } from '../common/survey/surveyFixture';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, screenshotDir } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { signInAndLand } from './support/signIn';

/** The sample survey's texts this journey reads, in Ukrainian as a translator wrote them. */
const ukrainianText: Record<string, string> = {
  'I feel safe at school.': 'Я почуваюся в безпеці в школі.',
  Wellbeing: 'Самопочуття',
};

/** Switches a signed-in page to another interface language, as the header's switch does. */
async function switchTo(page: Page, language: 'lv' | 'ru') {
  await page.evaluate((code) => sessionStorage.setItem('language', code), language);
  await page.reload({ waitUntil: 'networkidle' });
}

/**
 * Issue 17, "languages are data": once a super-admin adds Ukrainian and switches it on for surveys, a survey
 * runs in it, its access-code slips print in it (English for the words not translated yet), the back office's
 * names take a Ukrainian text beside en, lv and ru, and the public self-assessment opens in it.
 */
describe('an added survey language across the product', () => {
  const { visit, url } = useJourney();

  it('Ukrainian: a survey period in it, its slips PDF, a survey tag named in it, the self-assessment', async () => {
    const setup = await visit('/users/login');
    await signInAndLand(setup, 'super', '/admin/organizations');
    await apiAs(setup, 'POST', 'admin/languages', {
      code: 'uk',
      name: 'Ukrainian',
      native_name: 'Українська',
    });
    await apiAs(setup, 'PATCH', 'admin/languages/uk', { survey_enabled: true });
    // The translator has done the slip's instruction so far; its other words stay English.
    await apiAs(setup, 'PUT', 'admin/translations/uk', {
      key: 'survey_periods.sheet.step_code',
      value: 'Введи свій код:',
    });

    // The school writes a survey in English and Ukrainian and runs it for 9.a in both.
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const content = JSON.parse(
      JSON.stringify(sampleSurvey(), (_key, value) =>
        value && typeof value === 'object' && typeof value.en === 'string'
          ? { en: value.en, uk: ukrainianText[value.en] ?? `${value.en} (укр.)` }
          : value,
      ),
    );
    const school = await apiAs<{ id: number }>(admin, 'GET', 'user/school');
    const survey = await apiAs<{ uuid: string }>(admin, 'POST', 'surveys', {
      audience: 'student',
      title: 'Wellbeing survey',
      organization_id: school.id,
    });
    await apiAs(admin, 'PUT', `surveys/${survey.uuid}/draft`, { content, revision: 0 });
    const version = await apiAs<{ id: number }>(admin, 'POST', `surveys/${survey.uuid}/publish`, {
      languages: ['en', 'uk'],
    });
    const classes = await apiAs<{ id: number; name: string }[]>(admin, 'GET', `school/${school.id}/classes`);
    const nineA = classes.find((klass) => klass.name === '9.a');
    await apiAs(admin, 'POST', `school/${school.id}/periods`, {
      survey_version_id: version.id,
      name: 'Самопочуття 9.a',
      starts_at: new Date(Date.now() - 3600_000).toISOString(),
      ends_at: new Date(Date.now() + 7 * 86400_000).toISOString(),
      anonymous: true,
      languages: ['en', 'uk'],
      audience: { class_ids: [nineA?.id] },
    });

    // The super-admin prints the period's access-code slips in Ukrainian (one page at a time: a visit
    // closes the one before).
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/code-generator`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Survey period' }).fill('Demo Secondary');
    await page
      .getByRole('option', { name: /Самопочуття 9\.a/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('period'), patiently).toMatch(/^\d+$/);
    await page.getByLabel('Codes per class').fill('2');
    await page.getByRole('button', { name: 'Generate codes' }).click();
    await page.locator('[data-generated-codes]').waitFor();
    await page.getByRole('textbox', { name: 'Language of the slips' }).click();
    await page.getByRole('option', { name: 'Українська' }).click();
    await expectNoAxeViolations(page, 'code generator, Ukrainian slips');
    await screenshot(page, 'languages-data-code-generator-en');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download slips (PDF)' }).click(),
    ]);
    const pdf = join(mkdtempSync(join(tmpdir(), 'slips-uk-')), 'slips-uk.pdf');
    await download.saveAs(pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '70',
      '-f',
      '1',
      '-l',
      '1',
      pdf,
      join(screenshotDir, 'languages-data-slips-uk'),
    ]);
    const slips = execFileSync('pdftotext', [pdf, '-']).toString();
    expect(slips).toContain('Введи свій код:');
    expect(slips).not.toContain('Enter your code:');
    // Not translated yet: English.
    expect(slips.replace(/\s+/g, ' ')).toContain('The code works only once.');
    expect(slips).toContain('Самопочуття');
    expect(slips).toMatch(/[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}/);

    // The back office names a survey tag in Ukrainian too, beside English, Latvian and Russian.
    await page.goto(`${url()}/admin/survey-tags/new`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Name (English)' }).fill('Safety');
    await page.getByRole('textbox', { name: 'Name (Українська)' }).fill('Безпека');
    await expectNoAxeViolations(page, 'survey tag form with Ukrainian');
    await screenshot(page, 'languages-data-tag-form-en');
    await page.getByRole('button', { name: 'Create the tag' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Safety' });
    await row.getByRole('cell', { name: 'EN, UK' }).waitFor();
    const tags = await apiAs<{ name: Record<string, string> }[]>(page, 'GET', 'admin/survey-tags');
    expect(tags.find((tag) => tag.name.en === 'Safety')?.name).toEqual({ en: 'Safety', uk: 'Безпека' });

    // A success-plan entry: every text has its Ukrainian input (a ResourceForm localized field).
    await page.goto(`${url()}/admin/success-plans/new`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Title (Українська)' }).waitFor();
    await expectNoAxeViolations(page, 'success plan form with Ukrainian');

    await switchTo(page, 'lv');
    await page.goto(`${url()}/admin/survey-tags/new`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Nosaukums (Українська)' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Safety' }).waitFor();
    await expectNoAxeViolations(page, 'survey tag form, Latvian');
    await screenshot(page, 'languages-data-tag-form-lv');
    await switchTo(page, 'ru');
    await page.getByRole('textbox', { name: 'Название (Українська)' }).waitFor();
    await expectNoAxeViolations(page, 'survey tag form, Russian');
    await screenshot(page, 'languages-data-tag-form-ru');

    // The public self-assessment opens in Ukrainian: its questions in English, as none are translated.
    const visitor = await visit('/self-assessment');
    await visitor.getByText('Українська', { exact: true }).click();
    await expect.poll(() => visitor.evaluate(() => document.documentElement.lang), patiently).toBe('uk');
    await expectNoAxeViolations(visitor, 'self-assessment start, Ukrainian chosen');
    await visitor.getByRole('button', { name: 'Start the self-assessment' }).click();
    await expect
      .poll(() => new URL(visitor.url()).searchParams.get('id'), patiently)
      .toMatch(/^[0-9a-f-]{36}$/);
    await visitor.locator('main[lang="uk"]').waitFor();
    await screenshot(visitor, 'languages-data-self-assessment-uk');
  });
});
