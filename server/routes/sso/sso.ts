import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { ensureDeviceCookie } from '../../http/clientKey';
import { ok } from '../../http/envelope';
import { fieldError } from '../../http/errors';
import { rememberAccountOnDevice } from '../../http/knownAccounts';
import { consumeRateLimit } from '../../http/rateLimit';
import { setSessionCookie } from '../../http/sessionCookie';
import { canManageAdmins } from '../../policies/organizationScope';
import { presentSsoConfig } from '../../presenters/ssoConfig';
import { mintToken } from '../../services/accounts/mintToken';
import { recordEvent } from '../../services/events/recordEvent';
import { loadSchoolFor, type SchoolAccess } from '../../services/respondents/schoolScope';
import { fetchRulesFor } from '../../services/sso/discovery';
import { loadSsoConfig, removeSsoConfig, saveSsoConfig } from '../../services/sso/ssoConfigs';
import { SsoFailure, ssoFailurePath } from '../../services/sso/ssoFailure';
import { searchSsoSchools } from '../../services/sso/ssoSchools';
import { finishSsoLogin, ssoRedirectUri, startSsoLogin } from '../../services/sso/ssoSignIn';
import { schoolParams, ssoConfigBody, ssoSchoolsQuery } from './schema';

/** A query value as text; repeated or missing values count as absent (these routes never answer 400). */
function queryText(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length <= 4000 ? value : undefined;
}

/** No session exists yet, so the IP is the only key; generous, since a school shares one. */
const ssoStartRule = { name: 'sso-start', limit: 60, windowSeconds: 60 };

/** Identity types whose records carry a school's admin permissions. */
const adminTier = new Set<string>(['school_admin', 'staff']);

/** School SSO: settings for the school's managers, and the browser's way through the provider. */
export const ssoRoutes: RouteModule = (app, { database, config, signer }) => {
  const { db } = database;

  async function managedSchool(
    request: FastifyRequest,
    requestedSchoolId: number,
    access: SchoolAccess = 'manage',
  ) {
    const claims = requireAuth(request);
    const school = await loadSchoolFor(db, claims, requestedSchoolId, access);
    return { claims, school, schoolId: school.id };
  }

  function failed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    const reason = error instanceof SsoFailure ? error.reason : 'provider_error';
    request.log.warn({ reason, detail: (error as Error).message }, 'SSO sign-in failed');
    return reply.redirect(ssoFailurePath(reason), 302);
  }

  app.get('/school/:schoolId/sso', { schema: { params: schoolParams } }, async (request) => {
    const { schoolId } = await managedSchool(request, request.params.schoolId, 'readSettings');
    return ok(presentSsoConfig(await loadSsoConfig(db, schoolId), ssoRedirectUri(config)));
  });

  app.put(
    '/school/:schoolId/sso',
    { schema: { params: schoolParams, body: ssoConfigBody } },
    async (request) => {
      const { claims, school, schoolId } = await managedSchool(request, request.params.schoolId);
      const body = request.body;
      // Whoever sets the provider can sign in as anyone of the types it lets in: school admins and staff
      // (who hold the admin permissions) only by someone who manages admins, never by a roster manager alone.
      if (body.identity_types.some((type) => adminTier.has(type)) && !canManageAdmins(claims, school))
        throw fieldError(
          'identity_types: school admins and staff sign in with the school account only when someone who manages admins (manage_admins) sets it up',
          'forbidden',
        );
      const row = await saveSsoConfig(
        db,
        claims,
        schoolId,
        {
          issuer: body.issuer,
          clientId: body.client_id,
          clientSecret: body.client_secret || undefined,
          matchClaim: body.match_claim,
          externalIdClaim: body.external_id_claim,
          identityTypes: body.identity_types,
          enabled: body.enabled,
        },
        { tokenSecret: config.tokenSecret, rules: fetchRulesFor(config) },
      );
      return ok(presentSsoConfig(row, ssoRedirectUri(config)));
    },
  );

  app.delete('/school/:schoolId/sso', { schema: { params: schoolParams } }, async (request) => {
    const { claims, schoolId } = await managedSchool(request, request.params.schoolId);
    await removeSsoConfig(db, claims, schoolId);
    return ok(presentSsoConfig(null, ssoRedirectUri(config)));
  });

  /** Public: the login page's school picker. */
  app.get('/sso/schools', { schema: { querystring: ssoSchoolsQuery } }, async (request) => {
    return ok(await searchSsoSchools(db, request.query.q));
  });

  app.get('/sso/start', async (request, reply) => {
    await consumeRateLimit(db, ssoStartRule, `ip:${request.ip}`);
    try {
      const url = await startSsoLogin(
        db,
        config,
        queryText(request, 'school') ?? '',
        queryText(request, 'redirect'),
      );
      return reply.redirect(url, 302);
    } catch (error) {
      return failed(request, reply, error);
    }
  });

  /** Spec §4: lands in the web app with a login token, which it stores and then opens the dashboard. */
  app.get('/sso/callback', async (request, reply) => {
    try {
      const answer = new URLSearchParams(request.url.split('?')[1] ?? '');
      const { session, secret, context, redirectPath } = await finishSsoLogin(db, config, answer);
      rememberAccountOnDevice(
        request,
        reply,
        config,
        ensureDeviceCookie(request, reply, config),
        session.userId,
      );
      setSessionCookie(reply, config, secret);
      const token = await mintToken(signer, session, context);
      await recordEvent(db, await signer.verify(token), { category: 'Login', action: 'Signed in with SSO' });
      const landing = new URLSearchParams({ login_token: token });
      if (redirectPath) landing.set('redirectPath', redirectPath);
      return reply.redirect(`/dashboard?${landing}`, 302);
    } catch (error) {
      return failed(request, reply, error);
    }
  });
};
