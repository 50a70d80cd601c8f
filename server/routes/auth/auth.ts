import { optionalAuth } from '../../auth/authenticate';
import { revokeToken } from '../../auth/revocation';
import type { RouteModule } from '../../deps';
import { clientKey, ensureDeviceCookie } from '../../http/clientKey';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { isKnownDevice, rememberAccountOnDevice } from '../../http/knownAccounts';
import { clearSessionCookie, sessionSecret, setSessionCookie } from '../../http/sessionCookie';
import { loadIdentityContext } from '../../services/accounts/identityContext';
import { logIn } from '../../services/accounts/login';
import { mintToken } from '../../services/accounts/mintToken';
import { revokeSession, useSessionSecret } from '../../services/accounts/sessions';
import { recordEvent } from '../../services/events/recordEvent';
import { loginBody } from './schema';

const sessionGone = () => new AppError('unauthorized', 'No valid session');

/** Sign-in with a password, the access token a session cookie gives, sign-out. */
export const authRoutes: RouteModule = (app, { database, signer, config }) => {
  const { db } = database;

  app.post('/auth/login', { schema: { body: loginBody } }, async (request, reply) => {
    const device = ensureDeviceCookie(request, reply, config);
    const { session, secret, context } = await logIn(db, request.body.username, request.body.password, {
      key: clientKey(request),
      knownDevice: (userId) => isKnownDevice(request, userId),
    });
    rememberAccountOnDevice(request, reply, config, device, session.userId);
    setSessionCookie(reply, config, secret);
    const token = await mintToken(signer, session, context);
    await recordEvent(db, await signer.verify(token), { category: 'Login', action: 'Signed in' });
    return ok({ token });
  });

  /** Spec §4: a fresh token from the session cookie. */
  app.get('/token', async (request) => {
    const session = await useSessionSecret(db, sessionSecret(request));
    if (!session) throw sessionGone();
    const context = await loadIdentityContext(db, session.identityId);
    if (!context) throw sessionGone();
    // Impersonating: only while the super-admin role it returns to is live (see auth/revocation.ts).
    if (session.returnIdentityId && !(await loadIdentityContext(db, session.returnIdentityId)))
      throw sessionGone();
    return ok({ token: await mintToken(signer, session, context) });
  });

  app.post('/auth/logout', async (request, reply) => {
    let claims = null;
    try {
      claims = optionalAuth(request);
    } catch {
      // A dead token must not stop a logout.
    }
    if (claims) await revokeToken(db, claims);
    const session = await useSessionSecret(db, sessionSecret(request));
    if (session) await revokeSession(db, session.id);
    if (claims?.sessionId && claims.sessionId !== session?.id) await revokeSession(db, claims.sessionId);
    clearSessionCookie(reply);
    return ok({ logged_out: true });
  });
};
