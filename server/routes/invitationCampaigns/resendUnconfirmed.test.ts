import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invitationDeliveries,
  invitationRecipients,
  invitationSendings,
  surveyPeriods,
} from '../../db/schema';
import { campaignMailer, roundSettings } from '../../services/invitationCampaigns/sendJob';
import { sendRound } from '../../services/invitationCampaigns/sendRound';
import { bearer, buildSchool } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { roleTokens } from '../../test/roleTokens';
import { startSmtpCatcher } from '../../test/smtpCatcher';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

const base = '/api/super-admin/invitation-manager';

describe('sending again to the unconfirmed (a crash between the seal and the SMTP answer)', () => {
  let ctx: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let tokens: Awaited<ReturnType<typeof roleTokens>>;
  let campaignId: number;
  let firstRound: number;
  let periodId: number;
  const db = () => ctx.deps.database.db;
  const emails = ['anna@example.lv', 'boris@example.lv', 'cilda@example.lv', 'dace@example.lv'];
  const inDoubt = ['boris@example.lv', 'dace@example.lv'];
  const send = (
    method: 'GET' | 'POST',
    url: string,
    token: string | null = tokens.superAdmin,
    payload = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      payload: method === 'POST' ? payload : undefined,
      headers: token ? bearer(token) : {},
    });
  const runRound = (id: number) =>
    sendRound(db(), campaignMailer(ctx.deps.config), roundSettings(ctx.deps.config), id);
  const recipientStates = async () => {
    const rows = (await send('GET', `${base}/${campaignId}/recipients`)).json().data as {
      email: string;
      delivery_state: string;
    }[];
    return Object.fromEntries(rows.map((row) => [row.email, row.delivery_state]));
  };
  const summary = async () => (await send('GET', `${base}/${campaignId}`)).json().data.summary;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ctx = await createTestApp({ config: { smtpUrl: smtp.url, appUrl: 'http://localhost:3000' } });
    const world = await buildSchool(db(), { name: 'Liepājas 5. vidusskola' });
    tokens = await roleTokens(ctx.deps, world, { manage_survey_periods: true, view_survey_periods: true });
    const { version } = await buildPublishedSurvey(db(), null, { audience: 'parent' });
    const period = await buildResultsPeriod(db(), {
      organizationId: world.school.id,
      surveyVersionId: version.id,
      startsAt: new Date(hoursFromNow(-1)),
      endsAt: new Date(hoursFromNow(24 * 7)),
    });
    periodId = period.id;
    const created = await send('POST', base, tokens.superAdmin, {
      name: 'Parents',
      surveyPeriodId: period.id,
    });
    campaignId = created.json().data.id;
    expect(
      (await send('POST', `${base}/add-emails/${campaignId}`, tokens.superAdmin, { emails })).statusCode,
    ).toBe(200);
    const round = await send('POST', `${base}/${campaignId}/sendings`, tokens.superAdmin, {
      kind: 'invitation',
    });
    expect(round.statusCode).toBe(201);
    firstRound = round.json().data.id;
    await runRound(firstRound);
    expect(smtp.mails.map((mail) => mail.to).sort()).toEqual(emails);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('a round taken over from a killed sender marks its sealed, unanswered mails unconfirmed', async () => {
    // As the kill leaves it: the round running on a lease that ran out, two mails sealed (recorded
    // sent) and still awaiting their SMTP answer.
    const recipients = await db()
      .select()
      .from(invitationRecipients)
      .where(inArray(invitationRecipients.email, inDoubt));
    await db()
      .update(invitationDeliveries)
      .set({ state: 'sent', smtpResponse: 'Sent; awaiting the answer' })
      .where(
        and(
          eq(invitationDeliveries.sendingId, firstRound),
          inArray(
            invitationDeliveries.recipientId,
            recipients.map((row) => row.id),
          ),
        ),
      );
    await db()
      .update(invitationSendings)
      .set({ state: 'running', leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(invitationSendings.id, firstRound));
    const before = smtp.mails.length;
    await runRound(firstRound);
    expect(smtp.mails.length).toBe(before);
    const states = await recipientStates();
    expect(states).toEqual({
      'anna@example.lv': 'sent',
      'boris@example.lv': 'unconfirmed',
      'cilda@example.lv': 'sent',
      'dace@example.lv': 'unconfirmed',
    });
    expect(await summary()).toMatchObject({ total: 4, unconfirmed: 2 });
    const rows = await db()
      .select()
      .from(invitationDeliveries)
      .where(eq(invitationDeliveries.state, 'unconfirmed'));
    expect(rows.map((row) => row.smtpResponse)).toEqual([null, null]);
  });

  it('refuses every role but the super-admin', async () => {
    const url = `${base}/${campaignId}/resend-unconfirmed`;
    for (const token of Object.values(tokens.members))
      expect([403, 404]).toContain((await send('POST', url, token)).statusCode);
    expect((await send('POST', url, null)).statusCode).toBe(401);
    expect((await summary()).unconfirmed).toBe(2);
  });

  it('answers 400 for an id that is not one and 404 for a campaign that does not exist', async () => {
    expect((await send('POST', `${base}/abc/resend-unconfirmed`)).statusCode).toBe(400);
    expect((await send('POST', `${base}/-1/resend-unconfirmed`)).statusCode).toBe(400);
    const missing = await send('POST', `${base}/999999/resend-unconfirmed`);
    expect(missing.statusCode).toBe(404);
  });

  it('sends again to the unconfirmed only, and their marker clears to sent', async () => {
    const response = await send('POST', `${base}/${campaignId}/resend-unconfirmed`);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.recipients).toBe(2);
    expect(data.rounds).toHaveLength(1);
    expect(data.rounds[0]).toMatchObject({ kind: 'invitation', resend: true, state: 'scheduled' });
    expect((await recipientStates())['boris@example.lv']).toBe('queued');
    // Asked twice before it runs: nobody is queued twice.
    const again = await send('POST', `${base}/${campaignId}/resend-unconfirmed`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/unconfirmed/);

    const before = smtp.mails.length;
    await runRound(data.rounds[0].id);
    const resent = smtp.mails.slice(before);
    expect(resent.map((mail) => mail.to).sort()).toEqual(inDoubt);
    expect(resent.every((mail) => mail.text.includes('http://localhost:3000/p/'))).toBe(true);
    expect(Object.values(await recipientStates())).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect((await summary()).unconfirmed).toBe(0);
    const rounds = (await send('GET', `${base}/${campaignId}`)).json().data.rounds;
    expect(rounds.find((round: { id: number }) => round.id === data.rounds[0].id)).toMatchObject({
      state: 'done',
      counts: { sent: 2 },
    });
  });

  it('a later invitation round does not send again to those already sent or unconfirmed', async () => {
    const campaign = campaignId;
    const [recipient] = await db()
      .select()
      .from(invitationRecipients)
      .where(eq(invitationRecipients.email, 'anna@example.lv'));
    await db()
      .update(invitationDeliveries)
      .set({ state: 'unconfirmed', smtpResponse: null })
      .where(
        and(
          eq(invitationDeliveries.sendingId, firstRound),
          eq(invitationDeliveries.recipientId, recipient.id),
        ),
      );
    const round = await send('POST', `${base}/${campaign}/sendings`, tokens.superAdmin, {
      kind: 'invitation',
    });
    const before = smtp.mails.length;
    await runRound(round.json().data.id);
    expect(smtp.mails.length).toBe(before);
  });

  it('refuses with 422 once the period has closed', async () => {
    await db()
      .update(surveyPeriods)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(surveyPeriods.id, periodId));
    const response = await send('POST', `${base}/${campaignId}/resend-unconfirmed`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/period.*closed/);
  });
});
