import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notConfiguredResponse } from '../../../common/invitations/mailFailure';
import type { Db } from '../../db/client';
import { events, identities, invitationRecipients, parentLinks, users } from '../../db/schema';
import { roundSettings } from '../../services/invitationCampaigns/sendJob';
import { sendRound } from '../../services/invitationCampaigns/sendRound';
import { buildIdentity, buildSchool } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { roleTokens } from '../../test/roleTokens';
import { superAdminTestApp } from '../../test/superAdminTestApp';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';

const base = '/api/super-admin/invitation-manager';

async function openParentPeriod(db: Db) {
  const world = await buildSchool(db);
  const { version } = await buildPublishedSurvey(db, null, { audience: 'parent' });
  const period = await buildResultsPeriod(db, {
    organizationId: world.school.id,
    surveyVersionId: version.id,
    startsAt: new Date(hoursFromNow(-24)),
    endsAt: new Date(hoursFromNow(24 * 14)),
    audience: { classIds: [], groupIds: [], grades: [], teachers: false, parents: true, publicLink: false },
  });
  return { ...world, period };
}

describe('invitation campaigns (super-admin)', () => {
  const { send, db, deps } = superAdminTestApp();
  let world: Awaited<ReturnType<typeof openParentPeriod>>;
  let tokens: Awaited<ReturnType<typeof roleTokens>>;
  let campaignId: number;

  beforeAll(async () => {
    world = await openParentPeriod(db());
    tokens = await roleTokens(deps(), world, { manage_survey_periods: true, view_survey_periods: true });
    const response = await send('POST', base, { name: 'Parents spring', surveyPeriodId: world.period.id });
    expect(response.statusCode).toBe(201);
    campaignId = response.json().data.id;
  });

  it('creates a campaign for a period and records the event', async () => {
    const response = await send('POST', base, { name: 'Second', surveyPeriodId: String(world.period.id) });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'Second', surveyPeriodId: world.period.id, recipient_count: 0 });
    const trail = await db().select().from(events).where(eq(events.action, 'Created invitation campaign'));
    expect(trail.some((row) => row.details.campaign_id === data.id)).toBe(true);
  });

  // 2^31 and more: larger than any integer id, and a 500 from PostgreSQL before issue 36.
  it.each([0, -3, 1.5, 'abc', null, undefined, 2 ** 31, String(2 ** 31), 2 ** 53])(
    'refuses surveyPeriodId %s with the message of PRODUCT.md §5',
    async (value) => {
      const response = await send('POST', base, { name: 'Bad', surveyPeriodId: value });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Invalid surveyPeriod.id given');
    },
  );

  it('refuses a period that has ended: nobody could answer an invitation to it', async () => {
    const ended = await buildResultsPeriod(db(), {
      organizationId: world.school.id,
      surveyVersionId: world.period.surveyVersionId,
      startsAt: new Date(hoursFromNow(-24 * 30)),
      endsAt: new Date(hoursFromNow(-24)),
    });
    const response = await send('POST', base, { name: 'Too late', surveyPeriodId: ended.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'surveyPeriodId: the survey period has ended; nobody could answer an invitation',
    );
  });

  it("writes pasted addresses in the school's language, which the campaign names; asks how many a round reaches", async () => {
    const made = await send('POST', base, { name: 'Latvian parents', surveyPeriodId: world.period.id });
    const id = made.json().data.id;
    // A Latvian school (its default language) running the period in en, lv and ru: Latvian, not English.
    expect(made.json().data.default_language).toBe('lv');
    await send('POST', `${base}/add-emails/${id}`, { emails: ['ilze@example.lv', 'juris@example.lv'] });
    await send('POST', `${base}/add-emails/${id}`, { emails: ['olga@example.lv'], language: 'ru' });
    const languages = await db()
      .select({ email: invitationRecipients.email, language: invitationRecipients.language })
      .from(invitationRecipients)
      .where(eq(invitationRecipients.campaignId, id));
    expect(Object.fromEntries(languages.map((row) => [row.email, row.language]))).toEqual({
      'ilze@example.lv': 'lv',
      'juris@example.lv': 'lv',
      'olga@example.lv': 'ru',
    });
    const audience = await send('GET', `${base}/${id}/sendings/audience?kind=invitation`);
    expect(audience.json().data).toEqual({
      total: 3,
      languages: [
        { language: 'lv', count: 2 },
        { language: 'ru', count: 1 },
      ],
    });
    expect((await send('GET', `${base}/${id}/sendings/audience?kind=letter`)).statusCode).toBe(400);

    // Sent with no mail server set up, every mail fails: the round names why, for the screen to say.
    const round = (await send('POST', `${base}/${id}/sendings`, { kind: 'invitation' })).json().data;
    await sendRound(db(), null, { ...roundSettings(deps().config), mailsPerSecond: 1000 }, round.id);
    const detail = (await send('GET', `${base}/${id}`)).json().data;
    expect(detail.rounds[0]).toMatchObject({
      state: 'done',
      counts: { failed: 3 },
      failure: { reason: 'not_configured', response: notConfiguredResponse },
    });
  });

  it('answers 404 for a period that does not exist', async () => {
    const response = await send('POST', base, { name: 'Nowhere', surveyPeriodId: 999999 });
    expect(response.statusCode).toBe(404);
  });

  it('adds and removes e-mails, naming refused addresses', async () => {
    const added = await send('POST', `${base}/add-emails/${campaignId}`, {
      emails: ['Anna@Example.lv', 'boris@example.lv', 'anna@example.lv'],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.added).toEqual(['anna@example.lv', 'boris@example.lv']);
    const again = await send('POST', `${base}/add-emails/${campaignId}`, { emails: ['boris@example.lv'] });
    expect(again.json().data).toEqual({ added: [], unchanged: ['boris@example.lv'] });

    const bad = await send('POST', `${base}/add-emails/${campaignId}`, {
      emails: ['ok@example.lv', 'not-an-address'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('not-an-address');

    const removed = await send('POST', `${base}/remove-emails/${campaignId}`, {
      emails: ['boris@example.lv', 'nobody@example.lv'],
    });
    expect(removed.json().data).toEqual({ removed: ['boris@example.lv'], unchanged: ['nobody@example.lv'] });
    const rows = await db()
      .select()
      .from(invitationRecipients)
      .where(eq(invitationRecipients.campaignId, campaignId));
    expect(rows.map((row) => row.email)).toEqual(['anna@example.lv']);
    const listed = (await send('GET', base)).json().data.find((row: { id: number }) => row.id === campaignId);
    expect(listed.recipient_count).toBe(1);
    // Only a hash of the personal link is kept, and the recipient holds an access code.
    expect(rows[0].linkHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].accessCodeId).not.toBeNull();
  });

  it('syncs the list with the period audience, reporting added and removed', async () => {
    const student = await buildIdentity(db(), { type: 'student', organizationId: world.school.id });
    const parent = await buildIdentity(db(), { type: 'parent', organizationId: world.school.id });
    await db().insert(parentLinks).values({ parentId: parent.identity.id, studentId: student.identity.id });
    const noAddress = await buildIdentity(db(), { type: 'parent', organizationId: world.school.id });
    await db().update(users).set({ email: null }).where(eq(users.id, noAddress.user.id));
    await db()
      .insert(parentLinks)
      .values({ parentId: noAddress.identity.id, studentId: student.identity.id });
    const first = await send('POST', `${base}/${campaignId}/update-syncs`, {});
    expect(first.statusCode).toBe(200);
    // Who could not be added, and why: a parent of the audience without an e-mail address.
    expect(first.json().data).toEqual({
      added: [parent.user.email],
      removed: [],
      audience: 'parent',
      without_email: 1,
    });

    await db()
      .update(identities)
      .set({ archivedAt: new Date() })
      .where(eq(identities.id, parent.identity.id));
    const second = await send('POST', `${base}/${campaignId}/update-syncs`, {});
    expect(second.json().data).toEqual({
      added: [],
      removed: [parent.user.email],
      audience: 'parent',
      without_email: 1,
    });
    const left = await db()
      .select()
      .from(invitationRecipients)
      .where(eq(invitationRecipients.campaignId, campaignId));
    expect(left.map((row) => row.email)).toEqual(['anna@example.lv']);
  });

  it('takes the account language of a known address', async () => {
    const person = await buildIdentity(db(), { type: 'parent', organizationId: world.school.id });
    await db().update(users).set({ language: 'ru' }).where(eq(users.id, person.user.id));
    await send('POST', `${base}/add-emails/${campaignId}`, { emails: [person.user.email] });
    const [row] = await db()
      .select()
      .from(invitationRecipients)
      .where(eq(invitationRecipients.email, person.user.email ?? ''));
    expect(row.language).toBe('ru');
  });

  it('edits templates, refuses one without {{link}}, and previews with placeholders filled', async () => {
    const refused = await send('PUT', `${base}/${campaignId}/templates`, {
      invitation: { lv: { subject: 'Aptauja', text: 'Bez saites' } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('templates.invitation.lv.text: must contain {{link}}');
    const saved = await send('PUT', `${base}/${campaignId}/templates`, {
      invitation: {
        lv: { subject: '{{school}}: aptauja', text: 'Atbildiet līdz {{closing_date}}: {{link}}' },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.invitation.lv.custom).toBe(true);
    expect(saved.json().data.invitation.en.custom).toBe(false);
    const preview = await send('POST', `${base}/${campaignId}/preview`, {
      kind: 'invitation',
      language: 'lv',
    });
    expect(preview.json().data.subject).toBe(`${world.school.name}: aptauja`);
    expect(preview.json().data.text).toMatch(
      /^Atbildiet līdz \d+\. \S+ \d{4}\. gada?|^Atbildiet līdz .+: http/,
    );
    expect(preview.json().data.text).toContain('/p/');
  });

  it('schedules a round and lists it on the campaign', async () => {
    const when = hoursFromNow(48);
    const round = await send('POST', `${base}/${campaignId}/sendings`, {
      kind: 'reminder',
      scheduled_at: when,
    });
    expect(round.statusCode).toBe(201);
    const detail = await send('GET', `${base}/${campaignId}`);
    expect(detail.json().data.rounds[0]).toMatchObject({ kind: 'reminder', state: 'scheduled' });
    const cancelled = await send('DELETE', `${base}/${campaignId}/sendings/${round.json().data.id}`);
    expect(cancelled.json().data.state).toBe('cancelled');
    const late = await send('POST', `${base}/${campaignId}/sendings`, {
      kind: 'reminder',
      scheduled_at: hoursFromNow(24 * 60),
    });
    expect(late.statusCode).toBe(422);
  });

  it('deletes a campaign with its recipients', async () => {
    const made = await send('POST', base, { name: 'Doomed', surveyPeriodId: world.period.id });
    const id = made.json().data.id;
    await send('POST', `${base}/add-emails/${id}`, { emails: ['x@example.lv'] });
    expect((await send('DELETE', `${base}/${id}`)).statusCode).toBe(200);
    expect((await send('GET', `${base}/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `${base}/${id}`)).statusCode).toBe(404);
    const rows = await db()
      .select()
      .from(invitationRecipients)
      .where(eq(invitationRecipients.campaignId, id));
    expect(rows).toEqual([]);
  });

  it('refuses every call to anyone but a super-admin acting as themselves', async () => {
    const calls: [method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, body?: object][] = [
      ['GET', base],
      ['POST', base, { name: 'X', surveyPeriodId: world.period.id }],
      ['GET', `${base}/${campaignId}`],
      ['DELETE', `${base}/${campaignId}`],
      ['POST', `${base}/add-emails/${campaignId}`, { emails: ['a@example.lv'] }],
      ['POST', `${base}/remove-emails/${campaignId}`, { emails: ['anna@example.lv'] }],
      ['POST', `${base}/${campaignId}/update-syncs`, {}],
      ['PUT', `${base}/${campaignId}/templates`, {}],
      ['POST', `${base}/${campaignId}/preview`, { kind: 'invitation', language: 'en' }],
      ['POST', `${base}/${campaignId}/sendings`, { kind: 'invitation' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(method, url, body, null)).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const [role, token] of Object.entries(tokens.members))
        expect((await send(method, url, body, token)).statusCode, `${method} ${url} ${role}`).toBe(403);
    }
    const rows = await db()
      .select()
      .from(invitationRecipients)
      .where(eq(invitationRecipients.campaignId, campaignId));
    expect(rows.map((row) => row.email)).toContain('anna@example.lv');
  });
});
