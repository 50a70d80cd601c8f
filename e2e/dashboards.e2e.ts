import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleSurvey } from '../common/survey/surveyFixture';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openPage, screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { signInAndLand, waitForPath } from './support/signIn';

const phone = { width: 390, height: 844 };
const languages = ['en', 'lv', 'ru'] as const;

type Running = {
  id: number;
  name: string;
  finished: number;
  expected: number;
  classes: { class_name: string; finished: number; expected: number }[];
};

/** A live session keeps a stream open, so its page is never network-idle: it waits for `load` instead. */
async function switchLanguage(
  page: Page,
  language: (typeof languages)[number],
  waitUntil: 'networkidle' | 'load' = 'networkidle',
) {
  await page.evaluate((code) => {
    sessionStorage.setItem('language', code);
    sessionStorage.setItem('language_chosen', 'true');
  }, language);
  await page.reload({ waitUntil });
  await expect.poll(() => page.locator('html').getAttribute('lang'), patiently).toBe(language);
}

/** Shoots the page at 1280 px, then at 390 px, under one name. */
async function shootBothWidths(page: Page, name: string) {
  await expectNoAxeViolations(page, `${name}-1280`);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  await expectNoAxeViolations(page, `${name}-390`);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('dashboards that run a school', () => {
  const { visit, url } = useJourney();

  it('every demo role lands on a home with the figures the period and results screens show', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const school = await apiAs<{ id: number }>(admin, 'GET', 'user/school');
    const dashboard = await apiAs<{ running: Running[] }>(admin, 'GET', `school/${school.id}/dashboard`);
    const winter = dashboard.running.find((period) => period.name === 'Ziema 2026');
    expect(winter).toBeDefined();
    const detail = await apiAs<{ progress: { finished: number; expected: number } }>(
      admin,
      'GET',
      `school/${school.id}/periods/${winter?.id}`,
    );
    const card = admin.locator(`[data-running-period="${winter?.id}"]`);
    await expect
      .poll(() => card.locator('[data-progress]').first().textContent())
      .toBe(`${detail.progress.finished} / ${detail.progress.expected}`);
    await admin.getByRole('heading', { name: 'Latest results' }).waitFor();
    const shown = await admin.locator('[data-compound]').textContent();
    const latest = await apiAs<{ id: number; name: string }[]>(admin, 'GET', 'results/v2/periods');
    const autumn = latest.find((period) => period.name === 'Rudens 2026');
    const summary = await apiAs<{ info: { compound_score: { value: number } } }>(
      admin,
      'POST',
      'results/v2/summary',
      {
        period_identifiers: { type: 'period', id: autumn?.id },
      },
    );
    expect(shown).toBe(summary.info.compound_score.value.toFixed(1));

    const student = await visit('/users/login');
    await signInAndLand(student, 'student', '/student/dashboard');
    await student.getByRole('heading', { name: 'Surveys to fill in' }).waitFor();
    await student.getByRole('link', { name: 'Fill in' }).first().waitFor();

    const teacher = await visit('/users/login');
    await signInAndLand(teacher, 'teacher', '/school/teacher/dashboard');
    await teacher.getByRole('heading', { name: 'Results of my classes' }).waitFor();

    const organization = await visit('/users/login');
    await signInAndLand(organization, 'orgadmin', '/organization/dashboard');
    const row = organization.locator('[data-school="Demo Secondary School"]');
    await row.waitFor();
    expect(await row.locator('[data-progress]').textContent()).toMatch(/^\d+ \/ \d+$/);
    const organizationId = (await apiAs<{ organization: { id: number } }>(organization, 'GET', 'user'))
      .organization.id;
    const schools = await apiAs<{
      schools: { name: string; latest: { compound: { value: number } } | null }[];
    }>(organization, 'GET', `organization/${organizationId}/schools`);
    const secondary = schools.schools.find((entry) => entry.name === 'Demo Secondary School');
    expect(await row.locator('[data-school-score]').textContent()).toBe(
      secondary?.latest?.compound.value.toFixed(1),
    );
    await organization.getByRole('button', { name: 'Got it' }).click();
    await organization
      .getByRole('heading', { name: 'Your schools at a glance' })
      .waitFor({ state: 'detached' });
    await organization.reload({ waitUntil: 'networkidle' });
    await row.waitFor();
    expect(await organization.getByRole('heading', { name: 'Your schools at a glance' }).count()).toBe(0);
  }, 150_000);

  it('a student submits while the teacher’s class session is open, and the count rises', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const school = await apiAs<{ id: number }>(admin, 'GET', 'user/school');
    const classes = await apiAs<{ id: number; name: string }[]>(admin, 'GET', `school/${school.id}/classes`);
    const nineA = classes.find((klass) => klass.name === '9.a');
    const teacherId = (
      await apiAs<{ id: number; username?: string; name: string; surname: string }[]>(
        admin,
        'GET',
        `school/${school.id}/teachers`,
      )
    ).find((row) => row.name === 'Tomass')?.id;
    await apiAs(admin, 'PATCH', `school/${school.id}/classes`, [{ id: nineA?.id, teacher_id: teacherId }]);
    const survey = await apiAs<{ uuid: string }>(admin, 'POST', 'surveys', {
      audience: 'student',
      title: 'Live lesson',
      organization_id: school.id,
    });
    await apiAs(admin, 'PUT', `surveys/${survey.uuid}/draft`, { content: sampleSurvey(), revision: 0 });
    const version = await apiAs<{ id: number }>(admin, 'POST', `surveys/${survey.uuid}/publish`, {
      languages: ['en'],
    });
    const period = await apiAs<{ id: number }>(admin, 'POST', `school/${school.id}/periods`, {
      survey_version_id: version.id,
      name: 'Live lesson',
      starts_at: new Date(Date.now() - 3600_000).toISOString(),
      ends_at: new Date(Date.now() + 7 * 86400_000).toISOString(),
      anonymous: true,
      languages: ['en'],
      audience: { class_ids: [nineA?.id] },
    });

    const teacher = await visit('/users/login');
    await signInAndLand(teacher, 'teacher', '/school/teacher/dashboard');
    await teacher
      .locator(`[data-running-period="${period.id}"]`)
      .getByRole('link', { name: 'Class session' })
      .click();
    await waitForPath(teacher, (path) => path === `/school/class-session/${period.id}/${nineA?.id}`);
    const count = teacher.locator('[data-session-count]');
    await expect.poll(() => count.textContent(), patiently).toBe('0 / 25');
    await teacher.locator('[data-link-qr]').waitFor();
    expect(await teacher.locator('[data-session-link]').textContent()).toMatch(/\/p\/[\w-]+$/);
    await expectNoAxeViolations(teacher, 'dashboards-class-session-before');
    await screenshot(teacher, 'dashboards-class-session-before');

    // The student answers on a phone in another browser while the projector page stays open.
    const browser = await launchBrowser();
    try {
      // The admin's home stays open beside them, never reloaded: its running period follows by itself.
      const { page: adminHome } = await openPage(browser);
      await adminHome.goto(`${url()}/users/login`, { waitUntil: 'networkidle' });
      await signInAndLand(adminHome, 'admin', '/school/admin/dashboard');
      const adminCount = adminHome.locator(`[data-running-period="${period.id}"] [data-progress]`).first();
      await expect.poll(() => adminCount.textContent(), patiently).toBe('0 / 25');
      await adminHome.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });

      const { page: phonePage } = await openPage(browser, { viewport: phone });
      await phonePage.goto(`${url()}/users/login`, { waitUntil: 'networkidle' });
      await signInAndLand(phonePage, 'student', '/student/dashboard');
      await phonePage
        // Pupils see the survey's own title (sampleSurvey's "Wellbeing"), not the period's staff name.
        .locator('.mantine-Card-root', { has: phonePage.getByText('Wellbeing', { exact: true }) })
        .getByRole('link', { name: 'Fill in' })
        .click();
      await waitForPath(phonePage, (path) => path.startsWith('/student/poll/'));
      await phonePage.getByRole('button', { name: 'Start' }).click();
      await phonePage.getByRole('radio', { name: '8' }).check();
      await phonePage
        .getByRole('radiogroup', { name: /I feel safe at school/ })
        .getByRole('radio', { name: 'Agree', exact: true })
        .check();
      await phonePage.getByRole('button', { name: 'Next' }).click();
      await phonePage
        .getByRole('radiogroup', { name: /I am bored in lessons/ })
        .getByRole('radio', { name: 'Sometimes' })
        .check();
      await phonePage.getByRole('button', { name: 'Submit' }).click();
      await phonePage.getByRole('heading', { name: 'Thank you!' }).waitFor({ timeout: 20_000 });
      const submittedAt = Date.now();
      await expect.poll(() => count.textContent(), { timeout: 5000, interval: 100 }).toBe('1 / 25');
      expect(Date.now() - submittedAt).toBeLessThan(2000);
      await expect.poll(() => adminCount.textContent(), { timeout: 25_000, interval: 500 }).toBe('1 / 25');
      expect(
        await adminHome.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);
    } finally {
      await browser.close();
    }
    await expectNoAxeViolations(teacher, 'dashboards-class-session-after');
    await screenshot(teacher, 'dashboards-class-session-after');
    // Nothing about who answered: the projector shows a count, never the student's name.
    expect(await teacher.locator('main').textContent()).not.toContain('Sofija');
    for (const language of languages) {
      await switchLanguage(teacher, language, 'load');
      await teacher.locator('[data-link-qr]').waitFor();
      await shootBothWidths(teacher, `dashboards-class-session-${language}`);
    }
  }, 150_000);

  const homes = [
    ['admin', '/school/admin/dashboard'],
    ['teacher', '/school/teacher/dashboard'],
    ['student', '/student/dashboard'],
    ['orgadmin', '/organization/dashboard'],
  ] as const;
  for (const [username, home] of homes) {
    it(`${username}'s home at 1280 and 390 px in en, lv and ru`, async () => {
      const page = await visit('/users/login');
      await signInAndLand(page, username, home);
      for (const language of languages) {
        await switchLanguage(page, language);
        await page.waitForTimeout(500);
        await shootBothWidths(page, `dashboards-${username}-${language}`);
      }
      if (username === 'orgadmin') {
        await page.goto(`${url()}/organization/schools`, { waitUntil: 'networkidle' });
        for (const language of languages) {
          await switchLanguage(page, language);
          await page.locator('[data-school]').first().waitFor();
          await shootBothWidths(page, `dashboards-organization-schools-${language}`);
        }
      }
    }, 150_000);
  }
});
