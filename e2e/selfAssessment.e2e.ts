import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleSurvey } from '../common/survey/surveyFixture';
import lv from '../locales/lv.json';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { path, signInAndLand, waitForPath } from './support/signIn';

const phone = { width: 390, height: 844 };
const agreement = lv.poll.scales.agreement;

/** Answers every scale on the page: safety statements low, the rest high. */
async function answerPage(page: Page, point: '2' | '4') {
  // Scales only: the survey's language switch is a radio group too.
  const groups = page
    .getByRole('radiogroup')
    .filter({ has: page.getByRole('radio', { name: agreement['4'], exact: true }) });
  await groups.first().waitFor();
  for (const group of await groups.all())
    await group.getByRole('radio', { name: agreement[point], exact: true }).check();
}

describe('the public self-assessment', () => {
  const { visit } = useJourney();

  it('anyone fills it in on a phone in Latvian, lands on the results, and the private link reloads', async () => {
    const page = await visit('/self-assessment', 'lv', phone);
    await page.getByRole('heading', { name: lv.self_assessment.start.title }).waitFor();
    await page.getByRole('radio', { name: new RegExp(lv.self_assessment.kinds.person) }).check();
    await page.getByLabel(lv.self_assessment.start.name_label.person).fill('Ilze');
    await expectNoAxeViolations(page, 'self-assessment-start-lv');
    await screenshot(page, 'self-assessment-start-lv');
    await page.getByRole('button', { name: lv.self_assessment.start.submit }).click();
    await expect.poll(() => new URL(page.url()).search, patiently).toMatch(/^\?id=/);

    await page.getByRole('button', { name: lv.poll.start, exact: true }).waitFor();
    await expectNoAxeViolations(page, 'self-assessment intro in lv');
    await page.getByRole('button', { name: lv.poll.start, exact: true }).click();
    for (let pillar = 0; pillar < 5; pillar++) {
      await answerPage(page, pillar === 4 ? '2' : '4');
      if (pillar === 0) await screenshot(page, 'self-assessment-page-lv');
      if (pillar < 4) await page.getByRole('button', { name: lv.poll.next, exact: true }).click();
    }
    await page.getByRole('textbox').fill('Vairāk laika kopīgai plānošanai');
    await page.getByRole('button', { name: lv.poll.submit, exact: true }).click();
    await waitForPath(page, (pathname) => pathname.startsWith('/self-assessment/results/'));
    await page.getByText(lv.self_assessment.results.weakest_title).waitFor();
    await expect.poll(() => page.getByText(lv.self_assessment.suggestions.safety).count(), patiently).toBe(1);
    await expectNoAxeViolations(page, 'self-assessment-results-lv');
    await screenshot(page, 'self-assessment-results-lv');

    const resultsPath = path(page);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText(lv.self_assessment.results.link_title).waitFor();
    expect(path(page)).toBe(resultsPath);

    const russian = await visit(resultsPath, 'ru', phone);
    await russian.getByText('С чего начать').waitFor();
    await expectNoAxeViolations(russian, 'self-assessment-results-ru');
    await screenshot(russian, 'self-assessment-results-ru');
  });

  it('admin previews a period from its page, answers, and nothing is saved', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const school = await apiAs<{ id: number }>(admin, 'GET', 'user/school');
    const survey = await apiAs<{ uuid: string }>(admin, 'POST', 'surveys', {
      audience: 'student',
      title: 'Preview journey',
      organization_id: school.id,
    });
    await apiAs(admin, 'PUT', `surveys/${survey.uuid}/draft`, { content: sampleSurvey(), revision: 0 });
    const version = await apiAs<{ id: number }>(admin, 'POST', `surveys/${survey.uuid}/publish`, {
      languages: ['en', 'lv'],
    });
    const period = await apiAs<{ id: number; progress: { finished: number } }>(
      admin,
      'POST',
      `school/${school.id}/periods`,
      {
        survey_version_id: version.id,
        name: 'Preview journey',
        starts_at: new Date(Date.now() - 3600_000).toISOString(),
        ends_at: new Date(Date.now() + 7 * 86400_000).toISOString(),
        anonymous: true,
        languages: ['en', 'lv'],
        audience: { public_link: true },
      },
    );
    const writes: string[] = [];
    admin.on('request', (request) => {
      const url = new URL(request.url());
      if (
        request.method() !== 'GET' &&
        url.pathname.startsWith('/api/') &&
        !/\/api\/(events|log)/.test(url.pathname)
      )
        writes.push(`${request.method()} ${url.pathname}`);
    });

    await admin.goto(`${new URL(admin.url()).origin}/school/surveys/${period.id}`, {
      waitUntil: 'networkidle',
    });
    await admin.getByRole('link', { name: 'Preview', exact: true }).click();
    await waitForPath(admin, (pathname) => pathname === `/school/preview/survey/${period.id}`);
    await admin.getByText('Preview — answers are not saved').waitFor();
    await expectNoAxeViolations(admin, 'preview intro');
    await admin.getByRole('button', { name: 'Start', exact: true }).click();
    await admin.getByRole('radio', { name: '7' }).check();
    await admin
      .getByRole('radiogroup', { name: /I feel safe at school/ })
      .getByRole('radio', { name: 'Agree', exact: true })
      .check();
    await expectNoAxeViolations(admin, 'preview-period-page1');
    await screenshot(admin, 'preview-period-page1');
    await admin.getByRole('button', { name: 'Next' }).click();
    await admin.getByRole('button', { name: 'Submit' }).waitFor();
    await expectNoAxeViolations(admin, 'preview last page');
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin.getByRole('heading', { name: 'End of the preview' }).waitFor();
    await expectNoAxeViolations(admin, 'preview-period-finished');
    await screenshot(admin, 'preview-period-finished');
    await admin.getByRole('link', { name: 'Back to the period' }).click();
    await waitForPath(admin, (pathname) => pathname === `/school/surveys/${period.id}`);

    const after = await apiAs<{ progress: { finished: number } }>(
      admin,
      'GET',
      `school/${school.id}/periods/${period.id}`,
    );
    expect(after.progress.finished).toBe(period.progress.finished);
    expect(writes).toEqual([]);
  });
});
