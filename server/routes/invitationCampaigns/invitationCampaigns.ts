import { invitationMailKinds } from '../../db/schema';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  presentCampaign,
  presentCampaignDetail,
  presentRound,
  presentTemplates,
} from '../../presenters/invitationCampaign';
import { previewMail } from '../../services/invitationCampaigns/campaignMail';
import {
  campaignPeriodId,
  createCampaign,
  deleteCampaign,
  unsafeListCampaigns,
  unsafeLoadCampaign,
  unsafeLoadCampaignRow,
  updateTemplates,
} from '../../services/invitationCampaigns/campaigns';
import { recipientStatuses } from '../../services/invitationCampaigns/recipientStatus';
import { changeEmails } from '../../services/invitationCampaigns/recipients';
import {
  cancelRound,
  listRounds,
  resendUnconfirmed,
  roundAudience,
  scheduleRound,
} from '../../services/invitationCampaigns/rounds';
import { updateSyncs } from '../../services/invitationCampaigns/syncs';
import { assertSurveyLanguages } from '../../services/translations/surveyLanguages';
import {
  campaignParams,
  createCampaignBody,
  emailsBody,
  previewBody,
  recipientsQuery,
  roundAudienceQuery,
  roundBody,
  roundParams,
  templatesBody,
} from './schema';

const base = '/super-admin/invitation-manager';

/** Back office: invitation campaigns (spec §7's five calls, plus what the manager screen reads). */
export const invitationCampaignRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;
  const secret = deps.config.tokenSecret;

  app.get(base, async (request) => {
    requireSuperAdmin(request);
    const rows = await unsafeListCampaigns(db);
    return ok(rows.map((row) => presentCampaign(row.campaign, row)));
  });

  app.post(base, { schema: { body: createCampaignBody } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    const periodId = campaignPeriodId(request.body.surveyPeriodId);
    const campaign = await createCampaign(db, claims, request.body.name, periodId);
    const loaded = await unsafeLoadCampaign(db, campaign.id);
    return reply.status(201).send(created(presentCampaignDetail(loaded, 0)));
  });

  app.get(`${base}/:id`, { schema: { params: campaignParams } }, async (request) => {
    requireSuperAdmin(request);
    const campaign = await unsafeLoadCampaign(db, request.params.id);
    const { summary } = await recipientStatuses(db, campaign, { limit: 0, offset: 0 });
    const rounds = await listRounds(db, campaign.campaign.id);
    return ok({
      ...presentCampaignDetail(campaign, summary.total),
      summary,
      rounds: rounds.map(presentRound),
    });
  });

  app.get(
    `${base}/:id/recipients`,
    { schema: { params: campaignParams, querystring: recipientsQuery } },
    async (request) => {
      requireSuperAdmin(request);
      const campaign = await unsafeLoadCampaign(db, request.params.id);
      const { rows, summary } = await recipientStatuses(db, campaign, request.query);
      return ok(rows, { total: summary.total });
    },
  );

  app.delete(`${base}/:id`, { schema: { params: campaignParams } }, async (request) => {
    const claims = requireSuperAdmin(request);
    await deleteCampaign(db, claims, request.params.id);
    return ok({ id: request.params.id });
  });

  for (const operation of ['add', 'remove'] as const)
    app.post(
      `${base}/${operation}-emails/:id`,
      { schema: { params: campaignParams, body: emailsBody } },
      async (request) => {
        const claims = requireSuperAdmin(request);
        const campaign = await unsafeLoadCampaign(db, request.params.id);
        const { emails, language } = request.body;
        if (language) await assertSurveyLanguages(db, 'language', [language]);
        return ok(await changeEmails(db, claims, secret, campaign, operation, emails, language));
      },
    );

  app.post(`${base}/:id/update-syncs`, { schema: { params: campaignParams } }, async (request) => {
    const claims = requireSuperAdmin(request);
    const campaign = await unsafeLoadCampaign(db, request.params.id);
    return ok(await updateSyncs(db, claims, secret, campaign));
  });

  app.put(
    `${base}/:id/templates`,
    { schema: { params: campaignParams, body: templatesBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      // A wording the campaign already has stays editable after its language is switched off for surveys.
      const stored = (await unsafeLoadCampaignRow(db, request.params.id)).campaign.templates;
      for (const kind of invitationMailKinds)
        await assertSurveyLanguages(
          db,
          `templates.${kind}`,
          Object.keys(request.body[kind] ?? {}).filter((language) => !stored[kind]?.[language]),
        );
      await updateTemplates(db, claims, request.params.id, request.body);
      return ok(presentTemplates(await unsafeLoadCampaign(db, request.params.id)));
    },
  );

  app.post(
    `${base}/:id/preview`,
    { schema: { params: campaignParams, body: previewBody } },
    async (request) => {
      requireSuperAdmin(request);
      const campaign = await unsafeLoadCampaign(db, request.params.id);
      const { kind, language, template } = request.body;
      await assertSurveyLanguages(db, 'language', [language]);
      return ok(previewMail(campaign, kind, language, deps.config.appUrl, template));
    },
  );

  app.post(
    `${base}/:id/sendings`,
    { schema: { params: campaignParams, body: roundBody } },
    async (request, reply) => {
      const claims = requireSuperAdmin(request);
      const campaign = await unsafeLoadCampaign(db, request.params.id);
      const { kind, scheduled_at } = request.body;
      const round = await scheduleRound(db, deps.queue, claims, campaign, kind, scheduled_at ?? null);
      return reply.status(201).send(created(presentRound({ round, counts: {} })));
    },
  );

  /** Who a round would reach now, per language: what Send now asks to confirm. */
  app.get(
    `${base}/:id/sendings/audience`,
    { schema: { params: campaignParams, querystring: roundAudienceQuery } },
    async (request) => {
      requireSuperAdmin(request);
      const campaign = await unsafeLoadCampaign(db, request.params.id);
      return ok(await roundAudience(db, campaign, request.query.kind));
    },
  );

  /** Sends again, through the same engine, only to those whose latest mail is unconfirmed. */
  app.post(
    `${base}/:id/resend-unconfirmed`,
    { schema: { params: campaignParams } },
    async (request, reply) => {
      const claims = requireSuperAdmin(request);
      const campaign = await unsafeLoadCampaign(db, request.params.id);
      const rounds = await resendUnconfirmed(db, deps.queue, claims, campaign);
      return reply.status(201).send(
        created({
          recipients: rounds.reduce((sum, row) => sum + row.counts.queued, 0),
          rounds: rounds.map(presentRound),
        }),
      );
    },
  );

  app.delete(`${base}/:id/sendings/:sendingId`, { schema: { params: roundParams } }, async (request) => {
    const claims = requireSuperAdmin(request);
    const round = await cancelRound(db, claims, request.params.id, request.params.sendingId);
    return ok(presentRound({ round, counts: {} }));
  });
};
