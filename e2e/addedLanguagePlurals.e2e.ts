import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultQuestionCountZones, type SurveyContent } from '../common/survey/content';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { signInAndLand, waitForPath } from './support/signIn';

/** The poll intro's count of pages in Lithuanian, each plural form as a translator writes it. */
const lithuanian = {
  one: '{{count}} trumpas klausimų puslapis.',
  few: '{{count}} trumpi klausimų puslapiai.',
  many: '{{count}} trumpo klausimų puslapio.',
  other: '{{count}} trumpų klausimų puslapių.',
};

/** A survey in English and Lithuanian with one question on each of its pages. */
function surveyOfPages(pages: number): SurveyContent {
  return {
    title: { en: `Pages ${pages}`, lt: `Apklausa ${pages}` },
    intro_text: { en: 'Tell us how school feels.', lt: 'Papasakok, kaip jautiesi mokykloje.' },
    pillars: [],
    question_count_zones: defaultQuestionCountZones,
    modules: Array.from({ length: pages }, (_, index) => ({
      id: `m${index + 1}`,
      title: { en: `Part ${index + 1}`, lt: `Dalis ${index + 1}` },
      intro: {},
      questions: [
        {
          id: `q${index + 1}`,
          type: 'single' as const,
          text: { en: 'Do you like school?', lt: 'Ar tau patinka mokykla?' },
          required: false,
          reverse: false,
          pillar: null,
          options: [
            { id: 'yes', label: { en: 'Yes', lt: 'Taip' } },
            { id: 'no', label: { en: 'No', lt: 'Ne' } },
          ],
        },
      ],
    })),
  };
}

/** The school runs a survey of so many pages for 9.a in English and Lithuanian; its public link. */
async function runInLithuanian(admin: Page, pages: number): Promise<string> {
  const school = await apiAs<{ id: number }>(admin, 'GET', 'user/school');
  const survey = await apiAs<{ uuid: string }>(admin, 'POST', 'surveys', {
    audience: 'student',
    title: `Pages ${pages}`,
    organization_id: school.id,
  });
  await apiAs(admin, 'PUT', `surveys/${survey.uuid}/draft`, { content: surveyOfPages(pages), revision: 0 });
  const version = await apiAs<{ id: number }>(admin, 'POST', `surveys/${survey.uuid}/publish`, {
    languages: ['en', 'lt'],
  });
  const classes = await apiAs<{ id: number; name: string }[]>(admin, 'GET', `school/${school.id}/classes`);
  const period = await apiAs<{ id: number }>(admin, 'POST', `school/${school.id}/periods`, {
    survey_version_id: version.id,
    name: `Apklausa ${pages}`,
    starts_at: new Date(Date.now() - 3600_000).toISOString(),
    ends_at: new Date(Date.now() + 7 * 86400_000).toISOString(),
    anonymous: true,
    languages: ['en', 'lt'],
    audience: { class_ids: [classes.find((klass) => klass.name === '9.a')?.id], public_link: true },
  });
  const detail = await apiAs<{ public_link: string }>(
    admin,
    'GET',
    `school/${school.id}/periods/${period.id}`,
  );
  return detail.public_link;
}

/**
 * Issue 41, finding 5, in the browser: a super-admin adds Lithuanian, switches it on for surveys and writes
 * the poll intro's plural forms in the translations screen; a pupil's poll in Lithuanian counts its pages by
 * Lithuanian's rules (1 and 21 one, 2–9 few, 10–20 other), not by English's one and other.
 */
describe('an added language counts the poll pages by its own plural rules', () => {
  const { visit, url } = useJourney();

  it('Lithuanian: 1, 6, 10 and 21 pages', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/manage-languages`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Code/).fill('lt');
    await page.getByLabel(/^Name in English/).fill('Lithuanian');
    await page.getByLabel(/^Name in the language itself/).fill('Lietuvių');
    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByRole('row').filter({ hasText: 'Lithuanian · lt' }).waitFor();
    // The switch turns once the server has saved it (a click, not check(): the box changes later).
    const inSurveys = page.getByRole('switch', { name: 'Lithuanian in surveys' });
    await inSurveys.click();
    await expect.poll(() => inSurveys.isChecked(), patiently).toBe(true);

    await page.getByRole('link', { name: 'Lietuvių' }).click();
    await waitForPath(page, (pathname) => pathname === '/admin/manage-translations/lt');
    await page.getByLabel('Search keys and texts').fill('poll.intro_hint_');
    for (const [form, text] of Object.entries(lithuanian)) {
      const field = page.getByRole('textbox', { name: `Text of poll.intro_hint_${form}` });
      await field.fill(text);
      await page.getByRole('row').filter({ has: field }).getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => page.getByRole('row').filter({ has: field }).getByText('Edited here').count())
        .toBe(1);
    }
    await expectNoAxeViolations(page, 'Lithuanian plural forms in the translations screen');
    await screenshot(page, 'added-language-plurals-translations');

    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const links: [number, string][] = [];
    for (const pages of [1, 6, 10, 21]) links.push([pages, await runInLithuanian(admin, pages)]);

    for (const [pages, link] of links) {
      const pupil = await visit(`/teacher/poll/${link}`, 'en', { width: 390, height: 844 });
      await pupil.getByRole('radio', { name: 'LT', exact: true }).check();
      await pupil.getByRole('heading', { name: `Apklausa ${pages}` }).waitFor();
      const form = new Intl.PluralRules('lt').select(pages) as keyof typeof lithuanian;
      await pupil.getByText(lithuanian[form].replace('{{count}}', String(pages)), { exact: true }).waitFor();
      expect(await pupil.getByText(/short pages? of questions/).count()).toBe(0);
      if (pages === 6) {
        expect(lithuanian[form]).toBe('{{count}} trumpi klausimų puslapiai.');
        await expectNoAxeViolations(pupil, 'poll intro in Lithuanian');
        await screenshot(pupil, 'added-language-plurals-poll-lt');
      }
    }
  }, 180_000);
});
