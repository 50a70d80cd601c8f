import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiFromPage';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { signInAndLand, waitForPath } from './support/signIn';

/**
 * Issue 17, "languages are data" for people: once a super-admin adds Ukrainian and switches it on for the
 * interface, a new account can be given it in the back office, and the create-password mail the server
 * writes for it is Ukrainian where translated (its subject here) and English for the rest.
 */
describe('a language added at /admin/manage-languages as a person’s language', () => {
  const { visit, url } = useJourney();

  it('Ukrainian: a new user is given it, and their create-password mail is in it where translated', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await apiAs(page, 'POST', 'admin/languages', {
      code: 'uk',
      name: 'Ukrainian',
      native_name: 'Українська',
    });
    await apiAs(page, 'PATCH', 'admin/languages/uk', { enabled: true });
    await apiAs(page, 'PUT', 'admin/translations/uk', {
      key: 'mail.create_password.subject',
      value: 'Створіть свій пароль Balss',
    });

    await page.goto(`${url()}/admin/users/new`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Username' }).fill('olena.kovalenko');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('olena.kovalenko@example.test');
    await page.getByRole('textbox', { name: 'First name' }).fill('Олена');
    await page.getByRole('textbox', { name: 'Surname' }).fill('Коваленко');
    await page.getByRole('textbox', { name: 'Preferred language' }).click();
    // Switched on for the interface: offered beside the built-in ones.
    await page.getByRole('option', { name: 'Українська' }).click();
    await expectNoAxeViolations(page, 'new user form with Ukrainian chosen');
    await screenshot(page, 'person-language-new-user-en');
    await page.getByRole('button', { name: 'Create user' }).click();
    await waitForPath(page, (pathname) => /^\/admin\/users\/\d+$/.test(pathname));
    await page.getByRole('heading', { name: 'Олена Коваленко' }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Preferred language' }).inputValue())
      .toBe('Українська');

    // The mail with the create-password link: Ukrainian subject, English text (not translated yet). It is
    // sent by a queued job, so the outbox is opened once the mail is there.
    await expect
      .poll(
        async () =>
          (
            await apiAs<{ subject: string }[]>(page, 'GET', 'admin/emails?to=olena.kovalenko%40example.test')
          ).map((mail) => mail.subject),
        { timeout: 60_000 },
      )
      .toContain('Створіть свій пароль Balss');
    await page.goto(`${url()}/admin/all-emails`, { waitUntil: 'networkidle' });
    await page.getByLabel('Search').fill('olena.kovalenko@example.test');
    await page.getByText('Створіть свій пароль Balss').first().click();
    const mailText = await page.locator('[data-email-text]').first().innerText();
    expect(mailText).toContain('Welcome to Balss. Create the password for your account here');
    expect(mailText).toMatch(/\/users\/reset-password\?token=\S+&new_user=1/);
    await expectNoAxeViolations(page, 'all e-mails with the Ukrainian mail open');
    await screenshot(page, 'person-language-mail-en');

    // The same user in Latvian and Russian: the language is named by its own name.
    for (const [language, heading] of [
      ['lv', 'Vēlamā valoda'],
      ['ru', 'Предпочитаемый язык'],
    ] as const) {
      await page.goto(`${url()}/admin/users`, { waitUntil: 'networkidle' });
      await page.evaluate((code) => {
        sessionStorage.setItem('language', code);
        sessionStorage.setItem('language_chosen', 'true');
      }, language);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByLabel(/Meklēt|Поиск/).fill('olena');
      await page.getByRole('link', { name: 'Олена Коваленко' }).click();
      await waitForPath(page, (pathname) => /^\/admin\/users\/\d+$/.test(pathname));
      // By its own name once the language list has loaded (by the reader's language's name until then).
      await expect
        .poll(() => page.getByRole('textbox', { name: heading }).inputValue(), patiently)
        .toBe('Українська');
      await expectNoAxeViolations(page, `user record in ${language}`);
      await screenshot(page, `person-language-user-${language}`);
    }
  });
});
