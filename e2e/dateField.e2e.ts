import { describe, expect, it } from 'vitest';
import { sampleSurvey } from '../common/survey/surveyFixture';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { signInAndLand } from './support/signIn';

describe('dates in the app’s language', () => {
  const { visit, url } = useJourney();

  it('extends a period with a Latvian date field in an English-locale browser, by keyboard', async () => {
    // The browser's own locale is English; the app's language is switched to Latvian.
    const admin = await visit('/users/login', undefined, undefined, 'en-US');
    await signInAndLand(admin, 'admin', '/school/admin/dashboard');
    await admin.evaluate(() => {
      sessionStorage.setItem('language', 'lv');
      sessionStorage.setItem('language_chosen', 'true');
    });
    const school = await apiAs<{ id: number }>(admin, 'GET', 'user/school');
    const survey = await apiAs<{ uuid: string }>(admin, 'POST', 'surveys', {
      audience: 'student',
      title: 'Date journey',
      organization_id: school.id,
    });
    await apiAs(admin, 'PUT', `surveys/${survey.uuid}/draft`, { content: sampleSurvey(), revision: 0 });
    const version = await apiAs<{ id: number }>(admin, 'POST', `surveys/${survey.uuid}/publish`, {
      languages: ['en', 'lv'],
    });
    const period = await apiAs<{ id: number }>(admin, 'POST', `school/${school.id}/periods`, {
      survey_version_id: version.id,
      name: 'Date journey',
      starts_at: new Date(Date.now() - 3600_000).toISOString(),
      ends_at: new Date(Date.now() + 7 * 86400_000).toISOString(),
      anonymous: true,
      languages: ['en', 'lv'],
      audience: { public_link: true },
    });
    await admin.goto(`${url()}/school/surveys/${period.id}`, { waitUntil: 'networkidle' });
    await admin.getByRole('button', { name: 'Pagarināt', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    const field = dialog.getByRole('group', { name: 'Jaunā pēdējā diena' });
    await field.waitFor();
    const year = new Date().getFullYear() + 1;
    // Keyboard only: focus the day list and choose with the keys.
    const day = field.getByRole('combobox').nth(0);
    await day.focus();
    await day.selectOption('15');
    await admin.keyboard.press('Tab');
    await field.getByRole('combobox').nth(1).selectOption('3');
    await admin.keyboard.press('Tab');
    await field.getByRole('combobox').nth(2).selectOption(String(year));
    expect(await field.getByRole('combobox').nth(1).locator('option:checked').textContent()).toBe('marts');
    await dialog.getByText(`${year}. gada 15. marts`, { exact: false }).waitFor();
    await screenshot(admin, 'date-field-extend-lv');
    await expectNoAxeViolations(admin, 'extend a period, lv date field');
    await dialog.getByRole('button', { name: 'Pagarināt', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const after = await apiAs<{ ends_at: string }>(admin, 'GET', `school/${school.id}/periods/${period.id}`);
    expect(after.ends_at.slice(0, 7)).toBe(`${year}-03`);
  });
});
