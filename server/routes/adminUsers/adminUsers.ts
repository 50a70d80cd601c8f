import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { presentAdminIdentity, presentAdminUser } from '../../presenters/adminUser';
import { createUser, loadAdminUser, updateUser } from '../../services/admin/userAccounts';
import { addIdentity, updateIdentity } from '../../services/admin/userIdentities';
import {
  addIdentityBody,
  createUserBody,
  updateIdentityBody,
  updateUserBody,
  userIdentityParams,
  userParams,
} from './schema';

/** Back office: create and edit users and give or take their roles (identities). */
export const adminUserRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.post('/admin/users', { schema: { body: createUserBody } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    // The queue starts after the routes are registered: read it per request.
    const mailing = { db, queue: deps.queue, config: deps.config };
    const user = await createUser(mailing, claims, request.body, request.interfaceLanguage);
    return reply.status(201).send(created(presentAdminUser(user, [])));
  });

  app.get('/admin/users/:id', { schema: { params: userParams } }, async (request) => {
    requireSuperAdmin(request);
    const { user, identities } = await loadAdminUser(db, request.params.id);
    return ok(presentAdminUser(user, identities));
  });

  app.patch('/admin/users/:id', { schema: { params: userParams, body: updateUserBody } }, async (request) => {
    const claims = requireSuperAdmin(request);
    await updateUser(db, claims, request.params.id, request.body);
    const { user, identities } = await loadAdminUser(db, request.params.id);
    return ok(presentAdminUser(user, identities));
  });

  app.post(
    '/admin/users/:id/identities',
    { schema: { params: userParams, body: addIdentityBody } },
    async (request, reply) => {
      const claims = requireSuperAdmin(request);
      const { identity, organization } = await addIdentity(db, claims, request.params.id, request.body);
      return reply.status(201).send(created(presentAdminIdentity(identity, organization)));
    },
  );

  app.patch(
    '/admin/users/:id/identities/:identityId',
    { schema: { params: userIdentityParams, body: updateIdentityBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      const { id, identityId } = request.params;
      const { identity, organization } = await updateIdentity(db, claims, id, identityId, request.body);
      return ok(presentAdminIdentity(identity, organization));
    },
  );
};
