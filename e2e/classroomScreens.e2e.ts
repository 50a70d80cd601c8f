import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { type ClassroomLanguage, phone, signInAs, viewportShot, wordsOf } from './support/classroomJourney';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { waitForPath } from './support/signIn';

const wide = { width: 1280, height: 900 };

/**
 * Every screen issue 37 changed, looked at in Latvian and Russian (390 px where pupils and parents use a
 * phone), each at 0 axe violations: the ways in with a code, the poll's buttons, the pupil's home, the
 * school's page with what it is doing, the plan's phone cards and its preview before publishing, the
 * wizard's and the to-dos' classes without a class teacher, the code generator's default.
 */
describe('the classroom screens in Latvian and Russian', () => {
  const { visit, url } = useJourney();

  for (const language of ['lv', 'ru'] as ClassroomLanguage[]) {
    const words = wordsOf[language];

    it(`${language}: the ways in with a code — home, sign-in, the phone menu, for users, the school's page and its plans`, async () => {
      const page = await visit('/', language, phone);
      const code = page.getByRole('link', { name: words.code_entry.button });
      expect(await code.first().getAttribute('href')).toBe('/kods');
      await expectNoAxeViolations(page, `home (${language})`);
      await screenshot(page, `code-home-${language}`);

      await page.goto(`${url()}/users/login`, { waitUntil: 'networkidle' });
      await page.getByText(words.code_entry.login_hint).waitFor();
      expect(await code.getAttribute('href')).toBe('/kods');
      await expectNoAxeViolations(page, `sign-in (${language})`);
      await screenshot(page, `code-login-${language}`);

      await page.getByRole('button', { name: words.layout.menu }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: words.code_entry.button }).waitFor();
      await expectNoAxeViolations(page, `phone menu (${language})`);
      await viewportShot(page, `code-phone-menu-${language}`);

      await page.goto(`${url()}/users/about`, { waitUntil: 'networkidle' });
      await code.first().waitFor();
      await expectNoAxeViolations(page, `for users (${language})`);
      await screenshot(page, `code-users-about-${language}`);

      await page.goto(`${url()}/demo-school`, { waitUntil: 'networkidle' });
      const plans = page.getByRole('region', { name: words.pages.organization.plans.title });
      await plans.locator('[data-school-plan]').first().waitFor();
      await code.first().waitFor();
      await expectNoAxeViolations(page, `school page with its plans (${language})`);
      await screenshot(page, `school-page-plans-${language}`);

      // The published plan on a phone: a card per figure, before → after and the change, nothing off-screen.
      await plans.getByRole('link').first().click();
      await waitForPath(page, (path) => path.startsWith('/success-plan/'));
      const change = page.locator('[data-focus-card] [data-focus-change]').first();
      await expect.poll(() => change.textContent(), patiently).toMatch(/\d.*→.*\d.*▲/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page, `public plan on a phone (${language})`);
      await screenshot(page, `public-plan-phone-${language}`);
    }, 120_000);

    it(`${language}: a pupil's home names the survey and its last day; the poll's Next stays put when the answers are saved`, async () => {
      const page = await visit('/users/login', language, phone);
      await signInAs(page, 'student', '/student/dashboard', language);
      await page
        .getByText('Skolēnu labbūtība un mācīšanās')
        .or(page.getByText('Благополучие и учёба учеников'))
        .first()
        .waitFor();
      // The period's staff name is not the pupils' business; its last day is.
      expect(await page.locator('main').textContent()).not.toContain('Ziema 2026');
      await expectNoAxeViolations(page, `pupil's home (${language})`);
      await screenshot(page, `pupil-home-${language}`);

      await page.getByRole('link', { name: words.dashboard.polls.fill_in }).first().click();
      // A poll resumes in the language it was begun in: the pupil picks theirs.
      await page.getByRole('radio', { name: language.toUpperCase(), exact: true }).check();
      await page.getByRole('button', { name: words.poll.start, exact: true }).click();
      const next = page.getByRole('button', { name: words.poll.next, exact: true });
      const before = await next.boundingBox();
      await page.locator('main .poll-field [role="radiogroup"]').first().getByRole('radio').nth(3).check();
      await page.getByText(words.poll.connection.saved).waitFor({ timeout: 15_000 });
      expect(await next.boundingBox()).toEqual(before);
      await expectNoAxeViolations(page, `poll with its answers saved (${language})`);
      await screenshot(page, `poll-saved-next-${language}`);
    }, 120_000);

    it(`${language}: the wizard and the to-dos name classes without a class teacher; a plan is previewed before it is published`, async () => {
      const page = await visit('/users/login', language, wide);
      await signInAs(page, 'admin', '/school/admin/dashboard', language);
      await page.locator('#todos-title').waitFor();
      await page.getByText(words.dashboards.todos.no_teacher, { exact: true }).waitFor();
      await expectNoAxeViolations(page, `admin's to-dos (${language})`);
      await screenshot(page, `todos-no-class-teacher-${language}`);

      await page.goto(`${url()}/survey/wizard`, { waitUntil: 'networkidle' });
      await page
        .getByRole('radio', { name: /Skolēnu labbūtība|Благополучие и учёба/ })
        .first()
        .click();
      await page.getByRole('button', { name: words.survey_wizard.next, exact: true }).click();
      await page.getByRole('checkbox', { name: '9.b', exact: true }).check();
      const gap = page.locator('[data-no-class-teacher]');
      await gap.getByText(/^9\.b:/).waitFor();
      await gap.getByRole('button', { name: words.survey_wizard.audience.assign }).first().waitFor();
      await expectNoAxeViolations(page, `wizard's classes without a class teacher (${language})`);
      await screenshot(page, `wizard-no-class-teacher-${language}`);

      // The demo's published plan, withdrawn and published again after a look at its page.
      await page.goto(`${url()}/school/action-plans`, { waitUntil: 'networkidle' });
      await page.getByTestId('action-plan-list').getByRole('link').first().click();
      await waitForPath(page, (path) => /^\/school\/action-plans\/\d+$/.test(path));
      await page.locator('#publish-title').waitFor();
      const actions = words.actionPlans.publish;
      if (await page.getByRole('button', { name: actions.withdraw }).count()) {
        await page.getByRole('button', { name: actions.withdraw }).click();
        await page.getByRole('dialog').getByRole('button', { name: actions.withdraw }).click();
      }
      await page.getByRole('button', { name: actions.preview }).click();
      const preview = page.getByRole('dialog', { name: actions.preview_title });
      await preview.locator('[data-plan-preview] h2').waitFor();
      await expectNoAxeViolations(page, `plan preview (${language})`);
      await viewportShot(page, `plan-preview-${language}`);
      await preview.getByRole('button', { name: actions.publish, exact: true }).click();
      await page.getByText(actions.is_published).waitFor();
    }, 120_000);

    it(`${language}: the code generator offers one code per pupil of each class by default`, async () => {
      const page = await visit('/users/login', language, wide);
      await signInAs(page, 'super', '/admin/organizations', language);
      await page.goto(`${url()}/admin/code-generator`, { waitUntil: 'networkidle' });
      await page.getByRole('textbox', { name: words.code_generator.period }).fill('Demo Secondary');
      await page
        .getByRole('option', { name: /— Ziema 2026 ·/ })
        .first()
        .click();
      const count = page.getByLabel(words.code_generator.count);
      expect(await count.inputValue()).toBe('');
      expect(await count.getAttribute('placeholder')).toBe(words.code_generator.count_placeholder);
      await expectNoAxeViolations(page, `code generator (${language})`);
      await screenshot(page, `code-generator-default-${language}`);
    }, 120_000);
  }
});
