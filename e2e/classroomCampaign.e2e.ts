import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '../server/test/smtpCatcher';
import { expectNoAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { type ClassroomLanguage, phone, signInAs, viewportShot, wordsOf } from './support/classroomJourney';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { waitForPath } from './support/signIn';

/** The confirmation Send now asks, as a Latvian or a Russian reader reads it: 3 mails, in the school's Latvian. */
const confirmation = {
  lv: 'Nosūtīt 3 uzaicinājumus latviešu valodā?',
  ru: 'Отправить 3 приглашения (язык: латышский)?',
};

/**
 * A Latvian school's invitation campaign (issue 37): the addresses pasted take the school's Latvian, Send now
 * says how many mails go out in which language and waits for a yes, and the mails reach a real SMTP server
 * in Latvian, read back here. Closed periods are not offered. On a 390 px phone, read in Latvian and Russian.
 */
describe("a Latvian school's invitations, in the school's language", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    process.env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.close());
  const { visit, url } = useJourney();

  for (const language of ['lv', 'ru'] as ClassroomLanguage[]) {
    it(`${language}: three pasted addresses are invited in Latvian after a confirmation, and the mails arrive`, async () => {
      const words = wordsOf[language].invitations;
      const page = await visit('/users/login', language, phone);
      await signInAs(page, 'super', '/admin/organizations', language);
      await page.goto(`${url()}/admin/invitation-manager`, { waitUntil: 'networkidle' });
      await page.getByLabel(words.create.name).fill(`Vecāki ${language}`);
      await page.getByRole('textbox', { name: words.create.period }).fill('Demo Secondary');
      const offered = page.getByRole('option', { name: /^Demo Secondary School — / });
      await offered.first().waitFor();
      // Open and upcoming periods only; its days are Riga's, in the reader's language, not ISO.
      const labels = await offered.allTextContents();
      expect(labels.some((label) => label.includes('Ziema 2026'))).toBe(true);
      expect(labels.some((label) => /Pavasaris 2026|Rudens 2026/.test(label))).toBe(false);
      expect(labels.some((label) => /\d{4}-\d{2}-\d{2}/.test(label))).toBe(false);
      await screenshot(page, `campaign-period-picker-${language}`);
      await offered.filter({ hasText: '— Ziema 2026 ·' }).first().click();
      await page.getByRole('button', { name: words.create.submit }).click();
      await waitForPath(page, (path) => /^\/admin\/invitation-manager\/\d+\/recipients$/.test(path));

      // The school's Latvian is chosen as the addresses are pasted, not English.
      const mailLanguage = page.getByRole('combobox', { name: words.emails.language });
      expect(await mailLanguage.inputValue()).toBe('lv');
      const addresses = [1, 2, 3].map((n) => `${language}-parent-${n}@example.lv`);
      await page.getByLabel(words.emails.label).fill(addresses.join(', '));
      await page.getByRole('button', { name: words.emails.add, exact: true }).click();
      await page.locator(`[data-recipient="${addresses[2]}"]`).waitFor();
      await screenshot(page, `campaign-recipients-${language}`);
      await expectNoAxeViolations(page, `campaign recipients (${language})`);

      await page.getByRole('tab', { name: words.tabs.sending }).click();
      await page.getByRole('button', { name: words.sending.send_now }).click();
      const question = page.getByRole('dialog');
      await question.getByText(confirmation[language], { exact: true }).waitFor();
      await viewportShot(page, `campaign-send-confirm-${language}`);
      await expectNoAxeViolations(page, `Send now's confirmation (${language})`);
      expect(smtp.mails.filter((mail) => addresses.includes(mail.to))).toEqual([]);
      await question.getByRole('button', { name: words.sending.send_now }).click();

      const arrived = () => smtp.mails.filter((mail) => addresses.includes(mail.to));
      await expect.poll(() => arrived().length, { timeout: 30_000 }).toBe(3);
      for (const mail of arrived()) {
        expect(mail.subject).toBe('Demo Secondary School lūdz jūsu viedokli: Skolēnu labbūtība un mācīšanās');
        expect(mail.text).toMatch(/^Labdien!/);
        expect(mail.text).toMatch(
          /Pēdējā diena, kad var atbildēt: \d{4}\. gada \d{1,2}\. [a-zāčēģīķļņšūž]+\./,
        );
        expect(mail.text).toMatch(/\/p\/[\w-]+\?invite=[\w-]+/);
      }
      await page.reload({ waitUntil: 'networkidle' });
      await expect
        .poll(() => page.locator('[data-round-state]').first().textContent(), patiently)
        .toBe(words.rounds.state_done);
      await screenshot(page, `campaign-rounds-${language}`);

      // Sync says what it did, and who of the period's audience it could not add.
      await page.getByRole('tab', { name: words.tabs.recipients }).click();
      await page.getByRole('button', { name: words.sync.button }).click();
      await page.locator('[data-sync-outcome]').waitFor();
      await screenshot(page, `campaign-sync-${language}`);
    }, 180_000);
  }
});
