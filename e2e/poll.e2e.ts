import { describe, expect, it } from 'vitest';
import lv from '../locales/lv.json';
import ru from '../locales/ru.json';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { runSurveyFor9a } from './support/pollJourney';
import { signInAndLand, waitForPath } from './support/signIn';

const phone = { width: 390, height: 844 };

describe('filling in a survey', () => {
  const { visit, url, allowConsoleError } = useJourney();

  it('a student fills it on a phone, loses the connection before submitting, and it arrives when the connection returns', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const { schoolId, period } = await runSurveyFor9a(admin);

    const page = await visit('/users/login', 'en', phone);
    allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await signInAndLand(page, 'student', '/student/dashboard');
    // The demo's own open survey is listed too; open the one this journey made.
    await page
      .locator('.mantine-Card-root', { has: page.getByText('Wellbeing', { exact: true }) })
      .getByRole('link', { name: 'Fill in' })
      .click();
    await waitForPath(page, (path) => path.startsWith('/student/poll/'));
    // "Fill in" is a plain page load: the light poll page (its own brand bar), not the main app.
    await page.locator('.poll-page-brand').waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('radio', { name: '8' }).waitFor();
    await expectNoAxeViolations(page, 'poll, first page');
    // Next with a required question unanswered: the error is shown, and read as accessible as the page.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.poll-error').first().waitFor();
    await screenshot(page, 'poll-phone-error');
    await expectNoAxeViolations(page, 'poll, an error shown');
    await page.getByRole('radio', { name: '8' }).check();
    await page
      .getByRole('radiogroup', { name: /I feel safe at school/ })
      .getByRole('radio', { name: 'Disagree', exact: true })
      .check();
    await screenshot(page, 'poll-phone-page1');
    await page.getByRole('button', { name: 'Next' }).click();
    // The skip rule: feeling unsafe brings the follow-up.
    await page.getByRole('textbox', { name: /What makes you feel unsafe/ }).fill('Crowded corridors');
    await page
      .getByRole('radiogroup', { name: /I am bored in lessons/ })
      .getByRole('radio', { name: 'Sometimes' })
      .check();
    await screenshot(page, 'poll-phone-page2');
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await screenshot(page, 'poll-phone-offline');
    await page.context().setOffline(false);
    const thanks = page.getByRole('heading', { name: 'Thank you!' });
    await thanks.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => thanks.evaluate((heading) => heading === document.activeElement), patiently)
      .toBe(true);
    await expectNoAxeViolations(page, 'poll, thank-you');

    const again = await visit('/users/login');
    await signInAndLand(again, 'admin', '/school/admin/dashboard');
    const detail = await apiAs<{ progress: { finished: number; expected: number } }>(
      again,
      'GET',
      `school/${schoolId}/periods/${period.id}`,
    );
    expect(detail.progress).toEqual({ finished: 1, expected: 25 });
  });

  it('a parent fills the public link with the keyboard only, in Latvian', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const { schoolId, period } = await runSurveyFor9a(admin);
    const detail = await apiAs<{ public_link: string }>(
      admin,
      'GET',
      `school/${schoolId}/periods/${period.id}`,
    );

    const page = await visit(`/teacher/poll/${detail.public_link}`, 'lv', phone);
    await page.getByRole('button', { name: 'Sākt' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Par tevi' }).waitFor();
    await expectNoAxeViolations(page, 'poll, first page in lv');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    // Tab into the safety scale, then arrow keys move within the radio group.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await screenshot(page, 'poll-keyboard-lv');
    const checked = await page.getByRole('radio', { name: 'Pilnībā piekrītu' }).isChecked();
    expect(checked).toBe(true);
    await page.getByRole('button', { name: 'Tālāk' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Iesniegt' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Paldies!' }).waitFor();
    await expectNoAxeViolations(page, 'poll, thank-you in lv');
  });

  it('a respondent reads the public link in Russian on a phone', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const { schoolId, period } = await runSurveyFor9a(admin, ['en', 'lv', 'ru']);
    const detail = await apiAs<{ public_link: string }>(
      admin,
      'GET',
      `school/${schoolId}/periods/${period.id}`,
    );
    const page = await visit(`/teacher/poll/${detail.public_link}`, 'ru', phone);
    await page.getByRole('heading', { name: 'Самочувствие' }).waitFor();
    await screenshot(page, 'poll-phone-ru-intro');
    await page.getByRole('button', { name: 'Начать' }).click();
    await page.getByRole('heading', { name: 'О тебе' }).waitFor();
    await page
      .getByRole('radiogroup', { name: /.+/ })
      .filter({ has: page.getByRole('radio', { name: 'Согласен', exact: true }) })
      .first()
      .waitFor();
    await screenshot(page, 'poll-phone-ru-page1');
    await expectNoAxeViolations(page, 'poll in ru');
    // An error shown in Russian is read in English once the respondent switches the poll to English.
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByText('Пожалуйста, ответь на этот вопрос.').first().waitFor();
    await page.getByRole('radio', { name: 'EN', exact: true }).check();
    await page.getByText('Please answer this question.').first().waitFor();
    expect(await page.getByText('Пожалуйста, ответь на этот вопрос.').count()).toBe(0);
  });

  it('a parent is addressed politely in lv and ru: the required-answer error and the thank-you (issue 41, finding 5)', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const { schoolId, period } = await runSurveyFor9a(admin, ['en', 'lv', 'ru'], 'parent');
    const detail = await apiAs<{ public_link: string }>(
      admin,
      'GET',
      `school/${schoolId}/periods/${period.id}`,
    );
    for (const [language, words] of [
      ['lv', lv.poll],
      ['ru', ru.poll],
    ] as const) {
      const page = await visit(`/teacher/poll/${detail.public_link}`, language);
      await page.getByRole('button', { name: words.start, exact: true }).click();
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await page.getByText(words.required_polite).first().waitFor();
      expect(await page.getByText(words.required, { exact: true }).count()).toBe(0);
      await expectNoAxeViolations(page, `parent poll, an error shown (${language})`);
      await screenshot(page, `poll-parent-error-${language}`);
      await page.getByRole('radio', { name: '8' }).check();
      // Fully agreeing: no follow-up question for feeling unsafe.
      await page
        .getByRole('radiogroup', { name: /Skolā jūtos droši|В школе я чувствую себя в безопасности/ })
        .getByRole('radio')
        .last()
        .check();
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await page.getByRole('button', { name: words.submit, exact: true }).click();
      await page.getByText(words.states.done.text_polite).waitFor();
      await expectNoAxeViolations(page, `parent poll, thank-you (${language})`);
      await screenshot(page, `poll-parent-thanks-${language}`);
    }
  });

  it('a student enters a class link with an access code', async () => {
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    const { schoolId, period } = await runSurveyFor9a(admin);
    const detail = await apiAs<{ classes: { poll_id: number; url_token: string }[] }>(
      admin,
      'GET',
      `school/${schoolId}/periods/${period.id}`,
    );
    const [link] = detail.classes;
    const { codes } = await apiAs<{ codes: string[] }>(
      admin,
      'POST',
      `school/${schoolId}/periods/${period.id}/polls/${link.poll_id}/codes`,
      { count: 2 },
    );

    const page = await visit(`/teacher/poll/${link.url_token}`, 'en', phone);
    await page.getByLabel('Your code').fill(codes[0].toLowerCase());
    await screenshot(page, 'poll-access-code');
    await page.getByRole('button', { name: 'Start the survey' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('radio', { name: '7' }).check();
    await page
      .getByRole('radiogroup', { name: /I feel safe at school/ })
      .getByRole('radio', { name: 'Agree', exact: true })
      .check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/teacher/poll/${link.url_token}`);
    void url;
  });
});
