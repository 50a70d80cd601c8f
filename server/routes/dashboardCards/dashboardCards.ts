import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  createDashboardCard,
  deleteDashboardCard,
  managedDashboard,
  moveDashboardCard,
  updateDashboardCard,
  viewerDashboardCards,
} from '../../services/dashboardCards/dashboardCards';
import { assertTextLanguages } from '../../services/translations/surveyLanguages';
import { cardParams, createCardBody, managerParams, moveCardBody, updateCardBody } from './schema';

const base = '/admin/dashboards-manager/:id';

/**
 * Back office /admin/dashboards-manager/{organisation}: the notices, links and highlighted surveys its role
 * dashboards show, in order; and GET /api/dashboard/cards, the viewer's own organisation's cards.
 */
export const dashboardCardRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/dashboard/cards', async (request) => {
    const claims = requireAuth(request);
    return ok(await viewerDashboardCards(db, claims, request.interfaceLanguage));
  });

  app.get(base, { schema: { params: managerParams } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await managedDashboard(db, request.params.id));
  });

  app.post(
    `${base}/cards`,
    { schema: { params: managerParams, body: createCardBody } },
    async (request, reply) => {
      const claims = requireSuperAdmin(request);
      await assertTextLanguages(db, { texts: request.body.texts });
      await createDashboardCard(db, claims, request.params.id, request.body);
      return reply.status(201).send(created(await managedDashboard(db, request.params.id)));
    },
  );

  app.patch(
    `${base}/cards/:cardId`,
    { schema: { params: cardParams, body: updateCardBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      await assertTextLanguages(db, { texts: request.body.texts });
      await updateDashboardCard(db, claims, request.params.id, request.params.cardId, request.body);
      return ok(await managedDashboard(db, request.params.id));
    },
  );

  app.post(
    `${base}/cards/:cardId/move`,
    { schema: { params: cardParams, body: moveCardBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      await moveDashboardCard(db, claims, request.params.id, request.params.cardId, request.body.direction);
      return ok(await managedDashboard(db, request.params.id));
    },
  );

  app.delete(`${base}/cards/:cardId`, { schema: { params: cardParams } }, async (request) => {
    const claims = requireSuperAdmin(request);
    await deleteDashboardCard(db, claims, request.params.id, request.params.cardId);
    return ok(await managedDashboard(db, request.params.id));
  });
};
