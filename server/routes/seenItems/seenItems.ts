import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { listSeenItems, markSeen } from '../../services/dashboards/seenItems';
import { seenItemBody } from './schema';

/** Spec §3 seen onboarding items: what the signed-in person has seen and dismissed. */
export const seenItemRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/user/seen-items', async (request) => ok(await listSeenItems(db, requireAuth(request).userId)));

  app.post('/user/seen-items', { schema: { body: seenItemBody } }, async (request) =>
    ok(await markSeen(db, requireAuth(request), request.body.item)),
  );
};
