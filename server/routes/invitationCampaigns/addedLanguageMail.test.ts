import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationRecipients, users } from '../../db/schema';
import { campaignMailer, roundSettings } from '../../services/invitationCampaigns/sendJob';
import { sendRound } from '../../services/invitationCampaigns/sendRound';
import { campaignMailWorld } from '../../test/campaignMailWorld';
import { bearer } from '../../test/factories';
import { tokenOf } from '../../test/roleTokens';
import type { startSmtpCatcher } from '../../test/smtpCatcher';
import { addLanguage, translate, ukrainian } from '../../test/superAdminTestApp';
import type { TestApp } from '../../test/testApp';

const base = '/api/super-admin/invitation-manager';
const notSwitchedOn = (field: string, code: string) =>
  `${field}: ${code} is not a language switched on for surveys (/admin/manage-languages)`;

describe('campaign mail in a language added for surveys at /admin/manage-languages', () => {
  let ctx: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let superAdmin: string;
  let campaignId: number;
  const db = () => ctx.deps.database.db;
  /** An account that chose a language (the switcher's), with its address. */
  const account = async (email: string, language: string) => {
    await db().insert(users).values({ username: email, email, name: 'Parent', surname: language, language });
    return email;
  };
  const recipientLanguage = async (email: string) =>
    (
      await db()
        .select({ language: invitationRecipients.language })
        .from(invitationRecipients)
        .where(eq(invitationRecipients.email, email))
    )[0]?.language;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: bearer(superAdmin) });
  /** Schedules a round of the campaign through the API (201) and sends it through SMTP. */
  const sendRoundOf = async (kind: 'invitation' | 'reminder') => {
    const round = await send('POST', `${base}/${campaignId}/sendings`, { kind });
    expect(round.statusCode).toBe(201);
    await sendRound(
      db(),
      campaignMailer(ctx.deps.config),
      roundSettings(ctx.deps.config),
      round.json().data.id,
    );
  };

  beforeAll(async () => {
    const world = await campaignMailWorld({
      schoolName: 'Daugavpils 3. vidusskola',
      languages: ['uk', 'lv'],
    });
    ({ smtp, ctx } = world);
    superAdmin = await tokenOf(ctx.deps, 'super_admin', null);
    const { period } = world;
    const created = await send('POST', base, { name: 'Parents', surveyPeriodId: period.id });
    expect(created.statusCode).toBe(201);
    campaignId = created.json().data.id;
    // Ukrainian is added and one word of the invitation translated; the mail's text stays untranslated.
    await addLanguage(send, ukrainian);
    await translate(send, 'uk', {
      'invitations.default_mail.invitation.subject': '{{school}} просить вашої думки: {{survey}}',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('refuses a language that is not switched on for surveys, naming it', async () => {
    const early = await send('POST', `${base}/add-emails/${campaignId}`, {
      emails: ['olena@example.ua'],
      language: 'uk',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(notSwitchedOn('language', 'uk'));
    const unknown = await send('POST', `${base}/add-emails/${campaignId}`, {
      emails: ['olena@example.ua'],
      language: 'xx',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(notSwitchedOn('language', 'xx'));
    const preview = await send('POST', `${base}/${campaignId}/preview`, {
      kind: 'invitation',
      language: 'xx',
    });
    expect(preview.statusCode).toBe(422);
    expect(preview.json().message).toBe(notSwitchedOn('language', 'xx'));
    const templates = await send('PUT', `${base}/${campaignId}/templates`, {
      reminder: { xx: { subject: 'Nagadування', text: 'Посилання: {{link}}' } },
    });
    expect(templates.statusCode).toBe(422);
    expect(templates.json().message).toBe(notSwitchedOn('templates.reminder', 'xx'));
    const shape = await send('PUT', `${base}/${campaignId}/templates`, {
      reminder: { 'Ukrainian!': { subject: 'a', text: '{{link}}' } },
    });
    expect(shape.statusCode).toBe(422);
    // An account's Ukrainian is not a mail language yet: the school's, Latvian, stands in.
    const early2 = await account('mykola@example.ua', 'uk');
    expect((await send('POST', `${base}/add-emails/${campaignId}`, { emails: [early2] })).statusCode).toBe(
      200,
    );
    expect(await recipientLanguage(early2)).toBe('lv');
  });

  it('mails a Ukrainian recipient the Ukrainian words where translated and English elsewhere, through SMTP', async () => {
    expect((await send('PATCH', '/api/admin/languages/uk', { survey_enabled: true })).statusCode).toBe(200);
    // Chosen explicitly; an address of no account gets the school's language (Latvian), which the period runs in.
    expect(
      (
        await send('POST', `${base}/add-emails/${campaignId}`, {
          emails: ['olena@example.ua'],
          language: 'uk',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await send('POST', `${base}/add-emails/${campaignId}`, { emails: ['taras@example.ua'] })).statusCode,
    ).toBe(200);
    expect(
      (
        await send('POST', `${base}/add-emails/${campaignId}`, {
          emails: ['liga@example.lv'],
          language: 'lv',
        })
      ).statusCode,
    ).toBe(200);
    // Once it is, an account that chose Ukrainian is written to in it; one in Russian in Russian.
    const chosen = [await account('iryna@example.ua', 'uk'), await account('roman@example.lv', 'ru')];
    expect((await send('POST', `${base}/add-emails/${campaignId}`, { emails: chosen })).statusCode).toBe(200);
    expect(await recipientLanguage('iryna@example.ua')).toBe('uk');
    expect(await recipientLanguage('roman@example.lv')).toBe('ru');
    expect(await recipientLanguage('taras@example.ua')).toBe('lv');

    const detail = (await send('GET', `${base}/${campaignId}`)).json().data;
    expect(Object.keys(detail.templates.invitation)).toEqual(['en', 'lv', 'ru', 'uk']);
    expect(detail.templates.invitation.uk).toMatchObject({
      subject: '{{school}} просить вашої думки: {{survey}}',
      custom: false,
    });
    expect(detail.templates.invitation.uk.text).toMatch(/^Hello,/);

    const preview = await send('POST', `${base}/${campaignId}/preview`, {
      kind: 'invitation',
      language: 'uk',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.subject).toMatch(/^Daugavpils 3\. vidusskola просить вашої думки: /);

    // The campaign's own Ukrainian reminder is kept and presented as custom.
    const own = { subject: 'Нагадування: {{survey}}', text: 'Ваше посилання: {{link}}' };
    const saved = await send('PUT', `${base}/${campaignId}/templates`, { reminder: { uk: own } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.reminder.uk).toEqual({ ...own, custom: true });

    await sendRoundOf('invitation');
    const byTo = Object.fromEntries(smtp.mails.map((mail) => [mail.to, mail]));
    expect(Object.keys(byTo).sort()).toEqual([
      'iryna@example.ua',
      'liga@example.lv',
      'mykola@example.ua',
      'olena@example.ua',
      'roman@example.lv',
      'taras@example.ua',
    ]);
    for (const to of ['olena@example.ua', 'iryna@example.ua']) {
      expect(byTo[to].subject).toMatch(/^Daugavpils 3\. vidusskola просить вашої думки: /);
      expect(byTo[to].text).toMatch(/^Hello,/);
      expect(byTo[to].text).toContain('Your personal link');
      expect(byTo[to].text).toMatch(/http:\/\/localhost:3000\/p\/[\w-]+\?invite=[\w-]+/);
    }
    for (const to of ['liga@example.lv', 'mykola@example.ua', 'taras@example.ua'])
      expect(byTo[to].subject).toMatch(/^Daugavpils 3\. vidusskola lūdz jūsu viedokli: /);
    expect(byTo['roman@example.lv'].subject).toMatch(/^Daugavpils 3\. vidusskola просит вашего мнения: /);

    await sendRoundOf('reminder');
    const reminded = smtp.mails.filter((mail) => mail.to === 'olena@example.ua').at(-1)!;
    expect(reminded.subject).toMatch(/^Нагадування: /);
    expect(reminded.text).toMatch(/^Ваше посилання: http:\/\/localhost:3000\/p\//);
  });
});
