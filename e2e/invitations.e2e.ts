import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../common/survey/content';
import { startSmtpCatcher } from '../server/test/smtpCatcher';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, screenshotDir } from './support/browser';
import { useJourney } from './support/journey';
import { patiently } from './support/patiently';
import { signInAndLand, waitForPath } from './support/signIn';

/** A valid answer for every question of a survey, so a test respondent can finish it. */
function answersFor(questions: Question[]) {
  const answer = (question: Question) => {
    switch (question.type) {
      case 'single':
        return question.options?.[0].id;
      case 'multiple':
        return [question.options?.[0].id];
      case 'number':
        return question.min ?? 1;
      case 'rating':
        return 7;
      case 'matrix':
        return Object.fromEntries((question.items ?? []).map((item) => [item.id, 4]));
      case 'text_short':
      case 'text_long':
        return 'More time to plan together.';
      default:
        return 4;
    }
  };
  return Object.fromEntries(questions.map((question) => [question.id, answer(question)]));
}

const api = (page: Page, method: string, path: string, body?: object, headers: Record<string, string> = {}) =>
  page.evaluate(
    async ({ method, path, body, headers }) => {
      const token = localStorage.getItem('token');
      const response = await fetch(`/api/${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return response.json();
    },
    { method, path, body, headers },
  );

describe('invitation campaigns in the browser', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher({ refuse: ['bounce@example.lv'] });
    process.env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.close());
  const { visit, url, allowConsoleError } = useJourney();
  const personalLink = (to: string) => {
    const mail = smtp.mails.filter((row) => row.to === to).at(-1);
    const found = /http:\/\/[^/\s]+(\/p\/\S+)/.exec(mail?.text ?? '');
    return found ? `${url()}${found[1]}` : '';
  };

  it('creates a campaign, changes and syncs its list, sends, opens a personal link, and reminds only those who did not finish', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/invitation-manager`, { waitUntil: 'networkidle' });
    await page.getByLabel('Campaign name').fill('Teachers, winter');
    await page.getByRole('textbox', { name: 'Survey period' }).fill('Demo Secondary');
    await page
      .getByRole('option', { name: /^Demo Secondary School — Skolotāji/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await waitForPath(page, (path) => /^\/admin\/invitation-manager\/\d+\/recipients$/.test(path));

    const emails = page.getByLabel('E-mail addresses');
    // Named in the reader's words before anything is sent.
    await emails.fill('anna@example.lv, not-an-address');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('These are not e-mail addresses: not-an-address.', { exact: false }).waitFor();
    await emails.fill('anna@example.lv, bounce@example.lv, juris@example.lv, gone@example.lv');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.locator('[data-recipient="gone@example.lv"]').waitFor();
    await emails.fill('gone@example.lv');
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.locator('[data-recipient="gone@example.lv"]').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: "Sync with the period's audience" }).click();
    await page.locator('[data-recipient="teacher@demo.balss.lv"]').waitFor();

    await page.getByRole('tab', { name: 'Mail texts' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    await page
      .locator('[data-mail-preview]')
      .getByText('Demo Secondary School lūdz jūsu viedokli', { exact: false })
      .waitFor();

    await page.getByRole('tab', { name: 'Sending' }).click();
    await page.getByRole('button', { name: 'Send now' }).click();
    // Nothing goes out before the count and the languages are confirmed.
    const question = page.getByRole('dialog');
    await question.getByText(/^Send \d+ invitations in /).waitFor();
    await question.getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => smtp.mails.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    await page.getByRole('tab', { name: 'Recipients' }).click();
    await page.reload({ waitUntil: 'networkidle' });
    await page
      .locator('[data-recipient="bounce@example.lv"] [data-smtp-answer]')
      .getByText('550 5.1.1 Mailbox unavailable')
      .waitFor();
    await expectNoAxeViolations(page, 'invitations-recipients');
    await screenshot(page, 'invitations-recipients');
    const invited = smtp.mails.map((mail) => mail.to);
    expect(invited).toContain('anna@example.lv');
    expect(invited).not.toContain('gone@example.lv');
    expect(invited).not.toContain('bounce@example.lv');

    // Anna's personal link opens the poll page as her; she answers and finishes.
    const respondent = await visit(personalLink('anna@example.lv').replace(url(), ''));
    await respondent
      .getByRole('heading', { name: 'Pedagogu aptauja: darbs un labbūtība' })
      .or(respondent.getByRole('heading', { name: 'Teacher survey: work and wellbeing' }))
      .first()
      .waitFor();
    expect(new URL(respondent.url()).search).toBe('');
    await expectNoAxeViolations(respondent, 'invitations-personal-link');
    await screenshot(respondent, 'invitations-personal-link');
    const passKey = await respondent.evaluate(() =>
      Object.keys(sessionStorage).find((key) => key.startsWith('balss.poll_pass')),
    );
    const pass = await respondent.evaluate((key) => sessionStorage.getItem(key ?? ''), passKey);
    const current = await api(respondent, 'GET', 'pass-polls/current', undefined, {
      'x-poll-pass': pass ?? '',
    });
    const questions = current.data.survey.modules.flatMap(
      (module: { questions: Question[] }) => module.questions,
    );
    const saved = await api(
      respondent,
      'PUT',
      `pass-polls/responses/${crypto.randomUUID()}`,
      { answers: answersFor(questions), finished: true, language: 'lv' },
      { 'x-poll-pass': pass ?? '' },
    );
    expect(saved.status).toBe(200);

    // A reminder goes only to those who have not finished.
    const admin = await visit('/users/login');
    await signInAndLand(admin, 'super', '/admin/organizations');
    const campaigns = await api(admin, 'GET', 'super-admin/invitation-manager');
    await admin.goto(`${url()}/admin/invitation-manager/${campaigns.data[0].id}/sending`, {
      waitUntil: 'networkidle',
    });
    const before = smtp.mails.length;
    await admin.getByText('Reminder', { exact: true }).first().click();
    await admin.getByRole('button', { name: 'Send now' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await expect
      .poll(() => smtp.mails.slice(before).map((mail) => mail.to), { timeout: 30_000 })
      .toContain('juris@example.lv');
    await admin.locator('[data-rounds] tbody tr').nth(0).getByText('Done').waitFor({ timeout: 30_000 });
    const reminded = smtp.mails.slice(before).map((mail) => mail.to);
    expect(reminded).toContain('juris@example.lv');
    expect(reminded).not.toContain('anna@example.lv');
    expect(
      smtp.mails.slice(before).every((mail) => /^Atgādinājums|^Reminder|^Напоминание/.test(mail.subject)),
    ).toBe(true);
    await expectNoAxeViolations(admin, 'invitations-rounds');
    await screenshot(admin, 'invitations-rounds');

    for (const language of ['lv', 'ru'] as const) {
      await admin.evaluate((chosen) => sessionStorage.setItem('language', chosen), language);
      for (const tab of ['recipients', 'sending']) {
        await admin.goto(`${url()}/admin/invitation-manager/${campaigns.data[0].id}/${tab}`, {
          waitUntil: 'networkidle',
        });
        await admin.getByRole('heading', { level: 1 }).waitFor();
        await expectNoAxeViolations(admin, `invitations-${tab}-${language}`);
        await screenshot(admin, `invitations-${tab}-${language}`);
      }
    }
  });

  it('sends a fresh link from /mailedurlexpired for an expired personal link', async () => {
    allowConsoleError(/410/);
    const page = await visit('/teacher/poll/whatever?invite=expired-or-unknown-link-secret');
    await waitForPath(page, (path) => path === '/mailedurlexpired');
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await page.getByText('a new link is on its way', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'invitations-mailedurlexpired');
    await screenshot(page, 'invitations-mailedurlexpired');
  });

  it('prints access-code slips as a PDF with QR codes, for classes and for a group', async () => {
    const page = await visit('/users/login');
    await signInAndLand(page, 'super', '/admin/organizations');
    await page.goto(`${url()}/admin/code-generator`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Survey period' }).fill('Demo Secondary');
    await page
      .getByRole('option', { name: /^Demo Secondary School — Ziema 2026/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('period'), patiently).toMatch(/^\d+$/);
    await page.getByLabel('Codes per class').fill('4');
    await page.getByRole('button', { name: 'Generate codes' }).click();
    await page.locator('[data-generated-codes]').waitFor();
    await expectNoAxeViolations(page, 'code-generator');
    await screenshot(page, 'code-generator');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download slips (PDF)' }).click(),
    ]);
    const folder = mkdtempSync(join(tmpdir(), 'slips-'));
    const pdf = join(folder, 'slips.pdf');
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
      join(screenshotDir, 'code-slips'),
    ]);
    const text = execFileSync('pdftotext', [pdf, '-']).toString();
    expect(text).toMatch(/[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}/);
    // The short address to type; the class link is in the QR code.
    expect(text).toContain('/kods');

    // The slips speak the language chosen among the period's, whatever the screen's.
    await page.getByRole('textbox', { name: 'Language of the slips' }).click();
    await page.getByRole('option', { name: 'Latviešu' }).click();
    const [latvian] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download slips (PDF)' }).click(),
    ]);
    await latvian.saveAs(join(folder, 'slips-lv.pdf'));
    const latvianText = execFileSync('pdftotext', [join(folder, 'slips-lv.pdf'), '-']).toString();
    expect(latvianText).toContain('Ievadi savu kodu:');
    expect(latvianText).not.toContain('Enter your code:');

    // A group: one code per member, each on their own class's link, named on the slip.
    await page.getByText('A group', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Group' }).click();
    const group = page.getByRole('option').first();
    const groupName = ((await group.textContent()) ?? '').replace(/ \(\d+ members?\)$/, '');
    await group.click();
    await page.getByRole('button', { name: 'Generate codes' }).click();
    await expect
      .poll(() =>
        page.locator('[data-generated-codes]').getByText(` · ${groupName}`, { exact: false }).count(),
      )
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'code-generator-group');
    await screenshot(page, 'code-generator-group');
    await page.evaluate(() => sessionStorage.setItem('language', 'lv'));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Kodu ģenerators' }).waitFor();
    await expectNoAxeViolations(page, 'code-generator-lv');
    await screenshot(page, 'code-generator-lv');
  });
});
