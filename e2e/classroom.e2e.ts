import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openPage, screenshot } from './support/browser';
import {
  answerEveryPage,
  type ClassroomLanguage,
  phone,
  pollTraces,
  signInAs,
  viewportShot,
  wordsOf,
} from './support/classroomJourney';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { waitForPath } from './support/signIn';

const plus = (count: string, more: number) => {
  const [finished, expected] = count.split(' / ').map(Number);
  return `${finished + more} / ${expected}`;
};

/**
 * The classroom as it is (issue 37): the demo teacher leads 9.a, whose survey runs now. On a 390 px phone
 * he opens the class session, makes two codes there and puts it on the whole screen; on one shared phone two
 * pupils holding only a printed code each come in from the home page ("I have a code", /kods) and submit,
 * and the projector's count rises with each. In Latvian, then in Russian.
 */
describe('a lesson with printed codes, one shared phone and the projector', () => {
  const { visit, url } = useJourney();

  for (const language of ['lv', 'ru'] as ClassroomLanguage[]) {
    it(`${language}: the teacher projects 9.a's count full-screen; two pupils on one phone enter a code each from the home page and submit`, async () => {
      const words = wordsOf[language];
      const teacher = await visit('/users/login', language, phone);
      await signInAs(teacher, 'teacher', '/school/teacher/dashboard', language);
      await teacher.goto(`${url()}/school/teacher/class-links`, { waitUntil: 'networkidle' });
      await teacher
        .getByRole('region', { name: '9.a' })
        .filter({ hasText: 'Ziema 2026' })
        .getByRole('link', { name: words.dashboards.running.open_session })
        .click();
      await waitForPath(teacher, (path) => path.startsWith('/school/class-session/'));

      // No codes yet (or the last lesson used them all): the session says so and makes them on the spot.
      const noCodes = teacher.locator('[data-no-codes]');
      await noCodes.waitFor();
      await screenshot(teacher, `classroom-session-no-codes-${language}`);
      await expectNoAxeViolations(teacher, `class session without codes (${language})`);
      await noCodes.getByRole('button').click();
      const ask = teacher.getByRole('dialog', {
        name: words.survey_periods.codes.title.replace('{{name}}', '9.a'),
      });
      await ask.getByLabel(words.survey_periods.codes.count).fill('2');
      await ask.getByRole('button', { name: words.survey_periods.codes.generate }).click();
      const sheet = teacher.getByRole('dialog').filter({ has: teacher.locator('[data-slip]') });
      await sheet.locator('[data-slip-qr]').first().waitFor();
      const codes = await sheet
        .locator('[data-slip]')
        .evaluateAll((slips) => slips.map((slip) => slip.getAttribute('data-slip') ?? ''));
      expect(codes).toHaveLength(2);
      expect(await sheet.locator('[data-slip-qr]').count()).toBe(2);
      await viewportShot(teacher, `classroom-slips-${language}`);
      await expectNoAxeViolations(teacher, `code slips (${language})`);
      await sheet.getByRole('button', { name: words.survey_periods.sheet.done }).click();
      await sheet.waitFor({ state: 'detached' });

      // The projector: the whole screen, the count and the QR code, nothing of the site around it.
      await teacher.getByRole('button', { name: words.dashboards.session.projector }).click();
      const projector = teacher.locator('[data-projector]');
      await projector.waitFor();
      await expect
        .poll(() =>
          teacher.evaluate(() => document.fullscreenElement?.hasAttribute('data-projector') ?? false),
        )
        .toBe(true);
      await projector.locator('[data-link-qr]').waitFor();
      expect(await projector.textContent()).toContain(`${new URL(url()).host}/kods`);
      const count = projector.locator('[data-session-count]');
      const before = (await count.textContent()) ?? '';
      expect(before).toMatch(/^\d+ \/ 25$/);
      // The whole screen is what the class sees: the viewport, not the page behind it.
      await viewportShot(teacher, `classroom-projector-${language}`);
      await expectNoAxeViolations(teacher, `projector (${language})`);

      // One phone, two pupils, each holding only a slip; the device forgets the first before the second.
      const browser = await launchBrowser();
      try {
        const { page: pupil, consoleErrors } = await openPage(browser, { language, viewport: phone });
        await pupil.goto(`${url()}/`, { waitUntil: 'networkidle' });
        await pupil.getByRole('link', { name: words.code_entry.button }).first().click();
        await pupil.waitForURL((address) => address.pathname === '/kods');
        await pupil.getByRole('heading', { name: words.poll.code.title }).waitFor();
        await expectNoAxeViolations(pupil, `/kods (${language})`);
        await screenshot(pupil, `classroom-kods-${language}`);
        await pupil.getByLabel(words.poll.code.label).fill(codes[0].toLowerCase());
        await pupil.getByRole('button', { name: words.poll.code.submit }).click();
        await pupil.waitForURL((address) => address.pathname.startsWith('/p/'));
        await answerEveryPage(pupil, language);
        await pupil.getByRole('heading', { name: words.poll.states.done.title }).waitFor({ timeout: 20_000 });
        await expect.poll(() => count.textContent(), patiently).toBe(plus(before, 1));
        expect(await pollTraces(pupil)).toEqual([]);
        await screenshot(pupil, `classroom-next-pupil-${language}`);
        await expectNoAxeViolations(pupil, `thank-you with the next pupil's way in (${language})`);

        await pupil.getByRole('button', { name: words.poll.code.next_pupil }).click();
        const field = pupil.getByLabel(words.poll.code.label);
        await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
        expect(await field.inputValue()).toBe('');
        await field.fill(codes[1]);
        await pupil.getByRole('button', { name: words.poll.code.submit }).click();
        await answerEveryPage(pupil, language);
        await pupil.getByRole('heading', { name: words.poll.states.done.title }).waitFor({ timeout: 20_000 });
        await expect.poll(() => count.textContent(), patiently).toBe(plus(before, 2));
        expect(await pollTraces(pupil)).toEqual([]);
        // A used code does not let the next pupil into the answers of the one before.
        await pupil.getByRole('button', { name: words.poll.code.next_pupil }).click();
        await pupil.getByLabel(words.poll.code.label).fill(codes[0]);
        await pupil.getByRole('button', { name: words.poll.code.submit }).click();
        await pupil.getByText(words.poll.code.used).waitFor();
        // The used code's refusal (409) is the one failed request the browser may log.
        expect(consoleErrors.filter((line) => !/409/.test(line))).toEqual([]);
      } finally {
        await browser.close();
      }
      await viewportShot(teacher, `classroom-projector-after-${language}`);
      // Counts only: nothing of what the pupils answered is on the projector.
      expect(await projector.textContent()).not.toMatch(/%/);

      await teacher.keyboard.press('Escape');
      await projector.waitFor({ state: 'detached' });
      expect(await teacher.evaluate(() => document.fullscreenElement)).toBeNull();

      // On the classroom's own projector (1920 × 1080) the count and the QR code fill the screen side by side.
      await teacher.setViewportSize({ width: 1920, height: 1080 });
      await teacher.getByRole('button', { name: words.dashboards.session.projector }).click();
      await projector.locator('[data-link-qr]').waitFor();
      const qr = await projector.locator('[data-link-qr]').boundingBox();
      expect(qr?.height ?? 0).toBeGreaterThan(1080 * 0.5);
      await viewportShot(teacher, `classroom-projector-1920-${language}`);
      await teacher.keyboard.press('Escape');
      await projector.waitFor({ state: 'detached' });
    }, 240_000);
  }
});
