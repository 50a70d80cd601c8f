import { eq } from 'drizzle-orm';
import { invitationDeliveries, invitationRecipients, invitationSendings } from '../../../db/schema';
import { allowed, everyone, type MatrixRow, pdf, refused, schoolA, superAdminOnly } from '../matrix';
import type { AuthorizationWorld } from '../world';

/** Invitation campaigns (issue 15): the super-admin manager, a school's reminders, the recipient's links; the code generator. */
const manager = '/api/super-admin/invitation-manager';
const superToken = (world: AuthorizationWorld) => world.tokens.superAdmin as string;
/** A fresh campaign on school A's open period, so a call that changes one never changes the next role's. */
const campaign = async (world: AuthorizationWorld) =>
  (await world.call('POST', manager, superToken(world), {
    name: 'Matrix',
    surveyPeriodId: world.openPeriod.id,
  })) as {
    id: number;
  };
const schoolPeriod = (world: AuthorizationWorld) =>
  `/api/school/${world.schoolA.id}/periods/${world.openPeriod.id}/reminders`;
const periodReaders = schoolA({
  student: 404,
  teacher: 403,
  teacherResults: 403,
  schoolAdmin: allowed,
  organizationAdmin: allowed,
});

export const rows: MatrixRow[] = [
  { method: 'GET', route: manager, request: () => ({ url: manager }), expect: superAdminOnly() },
  {
    method: 'POST',
    route: manager,
    request: (world) => ({ url: manager, payload: { name: 'Matrix', surveyPeriodId: world.openPeriod.id } }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: `${manager}/:id`,
    request: async (world) => ({ url: `${manager}/${(await campaign(world)).id}` }),
    expect: superAdminOnly(),
  },
  {
    method: 'DELETE',
    route: `${manager}/:id`,
    request: async (world) => ({ url: `${manager}/${(await campaign(world)).id}` }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: `${manager}/:id/recipients`,
    request: async (world) => ({ url: `${manager}/${(await campaign(world)).id}/recipients` }),
    expect: superAdminOnly(),
  },
  ...(['add', 'remove'] as const).map(
    (operation): MatrixRow => ({
      method: 'POST',
      route: `${manager}/${operation}-emails/:id`,
      request: async (world) => ({
        url: `${manager}/${operation}-emails/${(await campaign(world)).id}`,
        payload: { emails: ['matrix@example.lv'] },
      }),
      expect: superAdminOnly(),
    }),
  ),
  {
    method: 'POST',
    route: `${manager}/:id/update-syncs`,
    request: async (world) => ({ url: `${manager}/${(await campaign(world)).id}/update-syncs`, payload: {} }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: `${manager}/:id/sendings/audience`,
    request: async (world) => ({
      url: `${manager}/${(await campaign(world)).id}/sendings/audience?kind=invitation`,
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'PUT',
    route: `${manager}/:id/templates`,
    request: async (world) => ({ url: `${manager}/${(await campaign(world)).id}/templates`, payload: {} }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: `${manager}/:id/preview`,
    request: async (world) => ({
      url: `${manager}/${(await campaign(world)).id}/preview`,
      payload: { kind: 'invitation', language: 'lv' },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: `${manager}/:id/sendings`,
    request: async (world) => ({
      url: `${manager}/${(await campaign(world)).id}/sendings`,
      payload: { kind: 'reminder', scheduled_at: new Date(Date.now() + 3600_000).toISOString() },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: `${manager}/:id/resend-unconfirmed`,
    request: async (world) => {
      const { id } = await campaign(world);
      await world.call('POST', `${manager}/add-emails/${id}`, superToken(world), {
        emails: ['in-doubt@example.lv'],
      });
      // As a sender killed between the seal and the SMTP answer leaves it.
      const [round] = await world.db
        .insert(invitationSendings)
        .values({ campaignId: id, kind: 'invitation', state: 'done', scheduledAt: new Date() })
        .returning();
      const [recipient] = await world.db
        .select()
        .from(invitationRecipients)
        .where(eq(invitationRecipients.campaignId, id));
      await world.db
        .insert(invitationDeliveries)
        .values({ sendingId: round.id, recipientId: recipient.id, state: 'unconfirmed', sentAt: new Date() });
      return { url: `${manager}/${id}/resend-unconfirmed` };
    },
    expect: superAdminOnly(),
    note: 'The super-admin gets 201; a campaign with nothing unconfirmed answers 409.',
  },
  {
    method: 'DELETE',
    route: `${manager}/:id/sendings/:sendingId`,
    request: async (world) => {
      const { id } = await campaign(world);
      const round = (await world.call('POST', `${manager}/${id}/sendings`, superToken(world), {
        kind: 'reminder',
        scheduled_at: new Date(Date.now() + 3600_000).toISOString(),
      })) as { id: number };
      return { url: `${manager}/${id}/sendings/${round.id}` };
    },
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: '/api/school/:schoolId/periods/:periodId/reminders',
    request: (world) => ({ url: schoolPeriod(world) }),
    expect: periodReaders,
  },
  {
    method: 'POST',
    route: '/api/school/:schoolId/periods/:periodId/reminders',
    request: (world) => ({
      url: schoolPeriod(world),
      payload: { scheduled_at: new Date(Date.now() + 3600_000).toISOString() },
    }),
    expect: { ...periodReaders, organizationAdmin: 403 },
  },
  {
    method: 'POST',
    route: '/api/invitation-links/open',
    request: () => ({ url: '/api/invitation-links/open', payload: { token: 'not-a-link-of-anyone' } }),
    expect: everyone(allowed),
    note: 'An unknown link answers 410 to everyone.',
  },
  {
    method: 'POST',
    route: '/api/invitation-links/renew',
    request: () => ({ url: '/api/invitation-links/renew', payload: { token: 'not-a-link-of-anyone' } }),
    expect: everyone(allowed),
  },
  {
    method: 'POST',
    route: '/api/invitation-links/unsubscribe',
    request: () => ({ url: '/api/invitation-links/unsubscribe', payload: { token: '1.not-signed' } }),
    expect: everyone(refused),
  },
  {
    method: 'POST',
    route: '/api/invitation-links/unsubscribe/:token',
    request: () => ({
      url: '/api/invitation-links/unsubscribe/1.not-signed',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
    expect: everyone(refused),
    note: "A mail program's one-click unsubscribe (RFC 8058): only a token the server signed unsubscribes.",
  },
  {
    method: 'GET',
    route: '/api/super-admin/code-generator/periods/:id',
    request: (world) => ({ url: `/api/super-admin/code-generator/periods/${world.openPeriod.id}` }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/super-admin/code-generator',
    request: (world) => ({
      url: '/api/super-admin/code-generator',
      payload: { period_id: world.openPeriod.id, count: 1 },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/super-admin/code-generator/slips',
    request: (world) => ({
      url: '/api/super-admin/code-generator/slips',
      payload: {
        period_id: world.openPeriod.id,
        language: 'en',
        classes: [{ poll_id: world.classPoll.id, codes: ['ABCDE-FGHJK'] }],
      },
    }),
    file: [pdf],
    expect: superAdminOnly(),
    note: 'A code that is not an unused code of the class link answers 422 to the super-admin.',
  },
];
