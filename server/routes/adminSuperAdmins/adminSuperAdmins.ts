import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { presentSuperAdmin } from '../../presenters/adminUser';
import {
  addSuperAdmin,
  listSuperAdmins,
  loadSuperAdmin,
  removeSuperAdmin,
} from '../../services/admin/superAdmins';
import { addSuperAdminBody, superAdminParams } from './schema';

/** Back office: who the super-admins are (spec /admin/super-admins, /admin/super-admin/{id}). */
export const adminSuperAdminRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/admin/super-admins', async (request) => {
    requireSuperAdmin(request);
    const rows = await listSuperAdmins(db);
    return ok(rows.map((row) => presentSuperAdmin(row.identity, row.user)));
  });

  app.get('/admin/super-admins/:id', { schema: { params: superAdminParams } }, async (request) => {
    requireSuperAdmin(request);
    const { identity, user } = await loadSuperAdmin(db, request.params.id);
    return ok(presentSuperAdmin(identity, user));
  });

  app.post('/admin/super-admins', { schema: { body: addSuperAdminBody } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    const { identity, user } = await addSuperAdmin(db, claims, request.body.user_id);
    return reply.status(201).send(created(presentSuperAdmin(identity, user)));
  });

  /** Removing archives the role; the person and their other roles stay. */
  app.delete('/admin/super-admins/:id', { schema: { params: superAdminParams } }, async (request) => {
    const claims = requireSuperAdmin(request);
    const { identity, user } = await removeSuperAdmin(db, claims, request.params.id);
    return ok(presentSuperAdmin(identity, user));
  });
};
