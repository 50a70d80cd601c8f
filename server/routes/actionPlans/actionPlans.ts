import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { addAction, deleteAction, updateAction } from '../../services/actionPlans/actionWrites';
import { listMyActions, listPossibleOwners } from '../../services/actionPlans/myActions';
import type { MailDeps } from '../../services/actionPlans/ownerMail';
import { loadPlanFor } from '../../services/actionPlans/planAccess';
import { listPlans, planDetail } from '../../services/actionPlans/planQueries';
import { createPlan, deletePlan, setPlanPublished, updatePlan } from '../../services/actionPlans/planWrites';
import {
  listPublishedPlans,
  loadPublicPlan,
  previewPublicPlan,
} from '../../services/actionPlans/publishedPlans';
import { fileNameOf } from '../../services/exports/exportFileName';
import { contentDisposition } from '../../services/files/serveFile';
import {
  actionParams,
  createActionBody,
  createPlanBody,
  planListQuery,
  planParams,
  publicPlanParams,
  publishBody,
  updateActionBody,
  updatePlanBody,
} from './schema';

/**
 * Action plans (spec §2 /school/action-plans/{id?}) and their public "You said, we did" page
 * (/success-plan/{token}). Who may do what: policies/actionPlans.ts and docs/ROLES.md.
 */
export const actionPlanRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;
  const mailDeps = (): MailDeps => ({ db, queue: deps.queue, appUrl: deps.config.appUrl });

  app.get('/action-plans', { schema: { querystring: planListQuery } }, async (request) => {
    const claims = requireAuth(request);
    return ok(await listPlans(db, claims, request.query.organization_id, request.interfaceLanguage));
  });

  app.post('/action-plans', { schema: { body: createPlanBody } }, async (request, reply) => {
    const claims = requireAuth(request);
    const plan = await createPlan(db, claims, request.body);
    const { access } = await loadPlanFor(db, claims, plan.id, 'edit');
    return reply
      .status(201)
      .send(created(await planDetail(db, claims, plan, access, request.interfaceLanguage)));
  });

  app.get('/action-plans/my-actions', async (request) => ok(await listMyActions(db, requireAuth(request))));

  app.get('/action-plans/published', async (request) =>
    ok(await listPublishedPlans(db, requireAuth(request))),
  );

  app.get('/action-plans/:id', { schema: { params: planParams } }, async (request) => {
    const claims = requireAuth(request);
    const { plan, access } = await loadPlanFor(db, claims, request.params.id, 'read');
    return ok(await planDetail(db, claims, plan, access, request.interfaceLanguage));
  });

  app.patch(
    '/action-plans/:id',
    { schema: { params: planParams, body: updatePlanBody } },
    async (request) => {
      const claims = requireAuth(request);
      const { plan, access } = await loadPlanFor(db, claims, request.params.id, 'edit');
      const updated = await updatePlan(db, claims, plan, request.body);
      return ok(await planDetail(db, claims, updated, access, request.interfaceLanguage));
    },
  );

  app.delete('/action-plans/:id', { schema: { params: planParams } }, async (request) => {
    const claims = requireAuth(request);
    const { plan } = await loadPlanFor(db, claims, request.params.id, 'edit');
    await deletePlan(db, claims, plan);
    return ok({ id: plan.id, deleted: true });
  });

  app.post(
    '/action-plans/:id/publish',
    { schema: { params: planParams, body: publishBody } },
    async (request) => {
      const claims = requireAuth(request);
      const { plan, access } = await loadPlanFor(db, claims, request.params.id, 'edit');
      const updated = await setPlanPublished(db, claims, plan, request.body.published);
      return ok(await planDetail(db, claims, updated, access, request.interfaceLanguage));
    },
  );

  /** The public page as it would be published: only those who may publish it see it before they do. */
  app.get('/action-plans/:id/public-preview', { schema: { params: planParams } }, async (request) => {
    const claims = requireAuth(request);
    const { plan } = await loadPlanFor(db, claims, request.params.id, 'edit');
    return ok(await previewPublicPlan(db, plan, request.interfaceLanguage));
  });

  app.get('/action-plans/:id/owners', { schema: { params: planParams } }, async (request) => {
    const claims = requireAuth(request);
    const { plan } = await loadPlanFor(db, claims, request.params.id, 'edit');
    return ok(await listPossibleOwners(db, plan.organizationId));
  });

  app.get('/action-plans/:id/pdf', { schema: { params: planParams } }, async (request, reply) => {
    const claims = requireAuth(request);
    const { plan, access } = await loadPlanFor(db, claims, request.params.id, 'read');
    const detail = await planDetail(db, claims, plan, access, request.interfaceLanguage);
    // The PDF renderer loads with the first PDF, not with the server (issue 20).
    const { renderActionPlanPdf } = await import('../../services/exports/pdf/actionPlan/renderActionPlanPdf');
    const { loadActionPlanWords } = await import('../../services/exports/pdf/actionPlan/actionPlanWords');
    // The reader's own language, one added at /admin/manage-languages too (its texts, English where untranslated).
    const language = request.interfaceLanguage;
    const pdf = await renderActionPlanPdf(detail, language, await loadActionPlanWords(db, language));
    return reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        contentDisposition(
          'attachment',
          fileNameOf([detail.school.name, detail.title], 'pdf', 'action-plan'),
        ),
      )
      .send(pdf);
  });

  app.post(
    '/action-plans/:id/actions',
    { schema: { params: planParams, body: createActionBody } },
    async (request, reply) => {
      const claims = requireAuth(request);
      const { plan } = await loadPlanFor(db, claims, request.params.id, 'edit');
      const action = await addAction(mailDeps(), claims, plan, request.body, request.interfaceLanguage);
      return reply.status(201).send(created({ id: action.id }));
    },
  );

  app.patch(
    '/action-plans/:id/actions/:actionId',
    { schema: { params: actionParams, body: updateActionBody } },
    async (request) => {
      const claims = requireAuth(request);
      const { plan } = await loadPlanFor(db, claims, request.params.id, 'edit');
      const action = await updateAction(
        mailDeps(),
        claims,
        plan,
        request.params.actionId,
        request.body,
        request.interfaceLanguage,
      );
      return ok({ id: action.id });
    },
  );

  app.delete('/action-plans/:id/actions/:actionId', { schema: { params: actionParams } }, async (request) => {
    const claims = requireAuth(request);
    const { plan } = await loadPlanFor(db, claims, request.params.id, 'edit');
    await deleteAction(mailDeps(), claims, plan, request.params.actionId);
    return ok({ id: request.params.actionId, deleted: true });
  });

  app.get('/success-plan/:token', { schema: { params: publicPlanParams } }, async (request) =>
    ok(await loadPublicPlan(db, request.params.token, request.interfaceLanguage)),
  );
};
