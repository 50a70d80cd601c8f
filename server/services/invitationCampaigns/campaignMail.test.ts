import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenSecretsOf } from '../../auth/secretRotation';
import type { TokenClaims } from '../../auth/tokens';
import { invitationDeliveries, invitationRecipients, invitationSendings } from '../../db/schema';
import { campaignMailWorld } from '../../test/campaignMailWorld';
import { buildIdentity, claimsFor } from '../../test/factories';
import { lastMailTo } from '../../test/outbox';
import type { startSmtpCatcher } from '../../test/smtpCatcher';
import type { TestApp } from '../../test/testApp';
import { createCampaign, unsafeLoadCampaign } from './campaigns';
import { changeEmails } from './recipients';
import { listRounds, scheduleRound } from './rounds';
import { campaignMailer, roundSettings } from './sendJob';
import { sendRound, unconfirmed } from './sendRound';

describe('campaign mail through a real SMTP server', () => {
  let ctx: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let campaignId: number;
  let claims: TokenClaims;
  const db = () => ctx.deps.database.db;
  const addresses = { en: 'eve@example.lv', lv: 'liga@example.lv', ru: 'roman@example.lv' } as const;
  const refused = 'gone@example.lv';

  beforeAll(async () => {
    const world = await campaignMailWorld({ schoolName: 'Rīgas 1. vidusskola', refuse: [refused] });
    ({ smtp, ctx } = world);
    const { period } = world;
    const superAdmin = await buildIdentity(db(), { type: 'super_admin', organizationId: null });
    claims = claimsFor(superAdmin.identity) as TokenClaims;
    const campaign = await createCampaign(db(), null, 'Parents', period.id);
    campaignId = campaign.id;
    const loaded = await unsafeLoadCampaign(db(), campaignId);
    for (const [language, email] of Object.entries(addresses))
      await changeEmails(db(), claims, ctx.deps.config.tokenSecret, loaded, 'add', [email], language as 'en');
    await changeEmails(db(), claims, ctx.deps.config.tokenSecret, loaded, 'add', [refused], 'lv');
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const runRound = async (kind: 'invitation' | 'reminder', config = ctx.deps.config) => {
    const round = await scheduleRound(
      db(),
      null,
      claims,
      await unsafeLoadCampaign(db(), campaignId),
      kind,
      null,
    );
    await sendRound(db(), campaignMailer(config), roundSettings(config), round.id);
    return round;
  };
  const dayBeforeForReminders = () =>
    db()
      .update(invitationSendings)
      .set({ scheduledAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(and(eq(invitationSendings.campaignId, campaignId), eq(invitationSendings.kind, 'reminder')));
  const linkIn = (text: string) => /http:\/\/localhost:3000\/p\/[\w-]+\?invite=[\w-]+/.exec(text)?.[0] ?? '';
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
    ctx.app.inject({ method, url, payload, headers });

  it('sends each recipient one mail in their language, and records the SMTP refusal', async () => {
    const round = await runRound('invitation');
    expect(smtp.mails.map((mail) => mail.to).sort()).toEqual(Object.values(addresses).sort());
    const byTo = Object.fromEntries(smtp.mails.map((mail) => [mail.to, mail]));
    expect(byTo[addresses.en].subject).toMatch(/^Rīgas 1\. vidusskola asks for your opinion: /);
    expect(byTo[addresses.lv].subject).toMatch(/^Rīgas 1\. vidusskola lūdz jūsu viedokli: /);
    expect(byTo[addresses.ru].subject).toMatch(/^Rīgas 1\. vidusskola просит вашего мнения: /);
    expect(byTo[addresses.ru].text).toContain('Ваша личная ссылка');
    // The closing day stands after a colon, in the nominative a Latvian date is written in ("līdz … decembris" was wrong).
    expect(byTo[addresses.lv].text).toMatch(
      /Pēdējā diena, kad var atbildēt: \d{4}\. gada \d{1,2}\. [a-zā-ž]+\./,
    );
    for (const mail of smtp.mails) {
      expect(linkIn(mail.text)).not.toBe('');
      expect(mail.text).toMatch(/\/invitations\/unsubscribe\/\d+\.[\w-]+/);
      // Deliverability: a Message-ID in the sender's domain, and a one-click unsubscribe (RFC 8058).
      expect(mail.messageId).toMatch(/^<invitation-\d+@balss\.local>$/);
      expect(mail.listUnsubscribe).toMatch(
        /^<http:\/\/localhost:3000\/api\/invitation-links\/unsubscribe\/\d+\.[\w-]+>$/,
      );
      expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    }
    const deliveries = await db()
      .select()
      .from(invitationDeliveries)
      .where(eq(invitationDeliveries.sendingId, round.id));
    expect(deliveries.filter((row) => row.state === 'sent')).toHaveLength(3);
    const failed = deliveries.find((row) => row.state === 'failed');
    expect(failed?.smtpResponse).toMatch(/550 5\.1\.1 Mailbox unavailable/);
    const [done] = await db().select().from(invitationSendings).where(eq(invitationSendings.id, round.id));
    expect(done.state).toBe('done');
    const listed = (await listRounds(db(), campaignId)).find((row) => row.round.id === round.id);
    expect(listed?.counts).toEqual({ sent: 3, failed: 1 });
  });

  it('opens the poll through the personal link, marks it opened, and counts the finish', async () => {
    const mail = smtp.mails.find((row) => row.to === addresses.lv)!;
    const url = new URL(linkIn(mail.text));
    const opened = await inject('POST', '/api/invitation-links/open', {
      token: url.searchParams.get('invite'),
    });
    expect(opened.statusCode).toBe(200);
    expect(url.pathname).toBe(`/p/${opened.json().data.poll_url}`);
    const headers = { 'x-poll-pass': opened.json().data.pass as string };
    const poll = await inject('GET', '/api/pass-polls/current', undefined, headers);
    expect(poll.json().data).toMatchObject({ needs_code: false, state: 'open' });
    expect(poll.json().data.survey).not.toBeNull();
    const saved = await inject(
      'PUT',
      `/api/pass-polls/responses/${randomUUID()}`,
      { answers: { grade: 'g7', safe: 4 }, finished: true, language: 'lv' },
      headers,
    );
    expect(saved.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(invitationRecipients)
      .where(eq(invitationRecipients.email, addresses.lv));
    expect(row.openedAt).not.toBeNull();
    // Without a pass the campaign's link asks for a code: it never opens to just anyone.
    const bare = await inject('GET', `/api/public-polls/${opened.json().data.poll_url}`);
    expect(bare.statusCode === 404 || bare.json().data?.survey === null).toBe(true);
    const wrong = await inject('POST', '/api/invitation-links/open', { token: 'not-a-real-link-secret' });
    expect(wrong.statusCode).toBe(410);
  });

  it('reminds only those who have not finished and did not unsubscribe', async () => {
    // The mail client's one-click unsubscribe: a form post to the List-Unsubscribe address, no cookies.
    const mail = smtp.mails.find((row) => row.to === addresses.ru)!;
    const oneClick = new URL(mail.listUnsubscribe.slice(1, -1));
    const unsubscribed = await ctx.app.inject({
      method: 'POST',
      url: oneClick.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json().data).toEqual({ email: addresses.ru });
    const forged = `${oneClick.pathname.replace(/\.[\w-]+$/, '')}.${'A'.repeat(43)}`;
    expect((await ctx.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);
    const before = smtp.mails.length;
    await runRound('reminder');
    const reminders = smtp.mails.slice(before);
    expect(reminders.map((row) => row.to)).toEqual([addresses.en]);
    expect(reminders[0].subject).toMatch(/^Reminder: /);
    // The reminder carries the same personal link as the invitation.
    const invitation = smtp.mails.find((row) => row.to === addresses.en)!;
    expect(linkIn(reminders[0].text)).toBe(linkIn(invitation.text));
  });

  it('resumes a killed round: mails marked sent are not sent again, those in flight are', async () => {
    const round = await scheduleRound(
      db(),
      null,
      claims,
      await unsafeLoadCampaign(db(), campaignId),
      'invitation',
      null,
    );
    // Everyone got the invitation already, so a second invitation round has nobody left to send to.
    await sendRound(db(), campaignMailer(ctx.deps.config), roundSettings(ctx.deps.config), round.id);
    const [empty] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(invitationDeliveries)
      .where(eq(invitationDeliveries.sendingId, round.id));
    expect(empty.n).toBe(1); // only the address the SMTP server refused
    // A worker that died mid-round: one mail sealed (recorded sent) whose answer never came, one
    // claimed but not yet sealed, its lease run out. (The earlier reminder moved a day back: reminders
    // of a campaign are a day apart.)
    await dayBeforeForReminders();
    const reminder = await scheduleRound(
      db(),
      null,
      claims,
      await unsafeLoadCampaign(db(), campaignId),
      'reminder',
      null,
    );
    const recipients = await db()
      .select()
      .from(invitationRecipients)
      .where(eq(invitationRecipients.campaignId, campaignId));
    const id = (email: string) => recipients.find((row) => row.email === email)!.id;
    await db()
      .insert(invitationDeliveries)
      .values([
        { sendingId: reminder.id, recipientId: id(addresses.en), state: 'sending', attempts: 1 },
        {
          sendingId: reminder.id,
          recipientId: id(refused),
          state: 'sent',
          attempts: 1,
          smtpResponse: 'Sent; awaiting the answer',
        },
      ]);
    await db()
      .update(invitationSendings)
      .set({ state: 'running', leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(invitationSendings.id, reminder.id));
    const before = smtp.mails.length;
    await sendRound(db(), campaignMailer(ctx.deps.config), roundSettings(ctx.deps.config), reminder.id);
    expect(smtp.mails.slice(before).map((row) => row.to)).toEqual([addresses.en]);
    const [sealed] = await db()
      .select()
      .from(invitationDeliveries)
      .where(
        and(
          eq(invitationDeliveries.sendingId, reminder.id),
          eq(invitationDeliveries.recipientId, id(refused)),
        ),
      );
    expect(sealed).toMatchObject({ state: unconfirmed, smtpResponse: null });
  });

  it('after TOKEN_SECRET rotation a reminder carries the link the invitation carried, and old unsubscribe links work', async () => {
    const invitation = smtp.mails.find((row) => row.to === addresses.en)!;
    const rotated = {
      ...ctx.deps.config,
      tokenSecret: 'rotated-token-secret-rotated-token-secret-0123',
      previousTokenSecrets: [ctx.deps.config.tokenSecret],
    };
    await dayBeforeForReminders();
    const before = smtp.mails.length;
    await runRound('reminder', rotated);
    const reminder = smtp.mails.slice(before).find((row) => row.to === addresses.en)!;
    expect(linkIn(reminder.text)).toBe(linkIn(invitation.text));
    // Its unsubscribe link is signed with the new secret; the one the invitation carried is still good.
    expect(reminder.listUnsubscribe).not.toBe(invitation.listUnsubscribe);
    const { unsubscribeRecipient } = await import('./personalLinkEntry');
    const token = (mail: typeof reminder) =>
      /\/unsubscribe\/([\w.-]+)>$/.exec(mail.listUnsubscribe)?.[1] ?? '';
    await expect(unsubscribeRecipient(db(), tokenSecretsOf(rotated), token(invitation))).resolves.toEqual({
      email: addresses.en,
    });
    await expect(unsubscribeRecipient(db(), [rotated.tokenSecret], token(invitation))).rejects.toMatchObject({
      status: 404,
    });
    await db()
      .update(invitationRecipients)
      .set({ unsubscribedAt: null })
      .where(eq(invitationRecipients.email, addresses.en));
  });

  it('a fresh link from /mailedurlexpired goes to the recipient and retires the old one', async () => {
    const mail = smtp.mails.find((row) => row.to === addresses.en)!;
    const token = new URL(linkIn(mail.text)).searchParams.get('invite');
    await db()
      .update(invitationRecipients)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationRecipients.email, addresses.en));
    expect((await inject('POST', '/api/invitation-links/open', { token })).statusCode).toBe(410);
    expect((await inject('POST', '/api/invitation-links/renew', { token })).statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(invitationRecipients)
      .where(eq(invitationRecipients.email, addresses.en));
    expect(row.linkExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect((await inject('POST', '/api/invitation-links/open', { token })).statusCode).toBe(410);
    const fresh = await lastMailTo(db(), addresses.en);
    const freshToken = new URL(linkIn(fresh?.text ?? '')).searchParams.get('invite');
    expect(freshToken).not.toBe(token);
    expect((await inject('POST', '/api/invitation-links/open', { token: freshToken })).statusCode).toBe(200);
  });

  it('once the secret that made a link is dropped from TOKEN_SECRET, a reminder carries a new link that opens', async () => {
    const earlier = linkIn((await lastMailTo(db(), addresses.en))?.text ?? '');
    const onlyNewest = {
      ...ctx.deps.config,
      tokenSecret: 'newest-token-secret-newest-token-secret-01234',
      previousTokenSecrets: [],
    };
    await dayBeforeForReminders();
    const before = smtp.mails.length;
    await runRound('reminder', onlyNewest);
    const reminder = smtp.mails.slice(before).find((row) => row.to === addresses.en)!;
    const token = (link: string) => new URL(link).searchParams.get('invite');
    expect(linkIn(reminder.text)).not.toBe(earlier);
    expect(
      (await inject('POST', '/api/invitation-links/open', { token: token(linkIn(reminder.text)) }))
        .statusCode,
    ).toBe(200);
    expect((await inject('POST', '/api/invitation-links/open', { token: token(earlier) })).statusCode).toBe(
      410,
    );
  });
});
