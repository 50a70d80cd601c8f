import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { assertNotRefused, planAccessOf } from '../../services/actionPlans/planAccess';
import {
  createSuccessPlan,
  listSuccessPlans,
  loadSuccessPlan,
  updateSuccessPlan,
} from '../../services/successPlans/successPlanLibrary';
import { assertTextLanguages } from '../../services/translations/surveyLanguages';
import {
  createSuccessPlanBody,
  successPlanListQuery,
  successPlanParams,
  updateSuccessPlanBody,
} from './schema';

/**
 * The success-plan library: edited by super-admins (spec §2 /admin/success-plans/{id}), read by
 * those who work on action plans when they pick an intervention for an action.
 */
export const successPlanRoutes: RouteModule = (app, { database }) => {
  const { db } = database;
  /** Every text is written in languages switched on for surveys (422 naming the field and code). */
  const assertPlanLanguages = (body: {
    title?: object;
    why?: object;
    steps?: object;
    time_needed?: object;
  }) =>
    assertTextLanguages(db, {
      title: body.title,
      why: body.why,
      steps: body.steps,
      time_needed: body.time_needed,
    });

  app.get('/success-plans', { schema: { querystring: successPlanListQuery } }, async (request) => {
    const claims = requireAuth(request);
    assertNotRefused(await planAccessOf(db, claims));
    const { focus_kind: focusKind, focus_ref: focusRef } = request.query;
    return ok(await listSuccessPlans(db, { includeArchived: false, focusKind, focusRef }));
  });

  app.get('/admin/success-plans', async (request) => {
    requireSuperAdmin(request);
    return ok(await listSuccessPlans(db, { includeArchived: true }));
  });

  app.post('/admin/success-plans', { schema: { body: createSuccessPlanBody } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    await assertPlanLanguages(request.body);
    return reply.status(201).send(created(await createSuccessPlan(db, claims, request.body)));
  });

  app.get('/admin/success-plans/:id', { schema: { params: successPlanParams } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await loadSuccessPlan(db, request.params.id));
  });

  app.patch(
    '/admin/success-plans/:id',
    { schema: { params: successPlanParams, body: updateSuccessPlanBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      await assertPlanLanguages(request.body);
      return ok(await updateSuccessPlan(db, claims, request.params.id, request.body));
    },
  );
};
