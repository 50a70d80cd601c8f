import { requireAuth } from '../../auth/authenticate';
import { revokeToken } from '../../auth/revocation';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { become, switchIdentity, unbecome } from '../../services/accounts/impersonation';
import { mintToken } from '../../services/accounts/mintToken';
import { identityParams } from './schema';

/** Identity switcher and impersonation: each answers a token for the new identity and retires the old one. */
export const identityRoutes: RouteModule = (app, { database, signer }) => {
  const { db } = database;

  app.post('/user/identities/:identityId/switch', { schema: { params: identityParams } }, async (request) => {
    const claims = requireAuth(request);
    const { session, context } = await switchIdentity(db, claims, request.params.identityId);
    await revokeToken(db, claims);
    return ok({ token: await mintToken(signer, session, context) });
  });

  app.post('/admin/become/:identityId', { schema: { params: identityParams } }, async (request) => {
    const claims = requireAuth(request);
    const { session, context } = await become(db, claims, request.params.identityId);
    await revokeToken(db, claims);
    return ok({ token: await mintToken(signer, session, context) });
  });

  app.post('/admin/unbecome', async (request) => {
    const claims = requireAuth(request);
    const { session, context } = await unbecome(db, claims);
    await revokeToken(db, claims);
    return ok({ token: await mintToken(signer, session, context) });
  });
};
