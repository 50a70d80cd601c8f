import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAuthentication } from './auth/authenticate';
import { tokenStanding } from './auth/revocation';
import { registerWriteMarks } from './db/readYourWrites';
import type { App, AppDeps, RouteModule } from './deps';
import type { TrustProxy } from './env';
import { registerDraining } from './http/draining';
import { registerErrorHandler } from './http/errorHandler';
import { registerImpersonationTrail } from './http/impersonationTrail';
import { registerJsonBodyParser } from './http/jsonBody';
import { registerNulGuard } from './http/nulGuard';
import { registerRequestContext } from './http/requestContext';
import { registerRequestIdHeader, requestIdGenerator } from './http/requestId';
import { RequestLine } from './http/requestLog';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerSpa } from './http/spa';
import { registerHttpMetrics } from './metrics/httpMetrics';
import { routeModules } from './routes';
import { visitCustomLink } from './services/customLinks/customLinkVisit';

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify itself refuses to trust bare
 * hop counts, which only fit a server no client can reach except through those proxies (README).
 */
function proxyTrust(setting: TrustProxy | undefined) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting ?? false;
}

/**
 * How the API description (server/test/apiDescription) reads the routes: a plugin registered before them
 * and a look at each route module's own scope (its routes and the plugins it registers).
 */
export type RouteDescriber = {
  beforeRoutes: (app: App) => Promise<void>;
  moduleScope: (scope: App, module: RouteModule) => void;
};

export type BuildOptions = {
  /** The server's pino logger (main.ts); without one, as in the tests, nothing is logged. */
  loggerInstance?: FastifyBaseLogger;
  describer?: RouteDescriber;
};

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    logController: new RequestLine(),
    bodyLimit: 1024 * 1024,
    trustProxy: proxyTrust(deps.config.trustProxy),
    genReqId: requestIdGenerator(deps.config.trustProxy),
  }).withTypeProvider() as unknown as App;
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerSecurityHeaders(app, deps.config);
  // A list rotates: the first signs, every one is accepted (docs/DEPLOY.md "Rotating the secrets").
  await app.register(fastifyCookie, {
    secret: [deps.config.cookieSecret, ...(deps.config.previousCookieSecrets ?? [])],
  });

  registerRequestContext(app);
  registerRequestIdHeader(app);
  registerHttpMetrics(app);
  registerWriteMarks(app, deps.database);
  registerDraining(app, () => deps.draining === true);
  registerAuthentication(app, deps.signer, (claims) => tokenStanding(deps.database.executeSql, claims));
  registerErrorHandler(app);
  registerNulGuard(app);
  registerImpersonationTrail(app, deps.database.db);

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) {
      reply.header('Cache-Control', 'no-store, no-cache, must-revalidate, max-age=0');
      reply.header('Pragma', 'no-cache');
      reply.header('Expires', '0');
    }
  });

  await options.describer?.beforeRoutes(app);
  await app.register(
    async (api) => {
      // Each module in a scope of its own, so what it declares, also through its own plugins, is known as its.
      for (const register of routeModules) {
        await api.register(async (scope: App) => {
          options.describer?.moduleScope(scope, register);
          await register(scope, deps);
        });
      }
    },
    { prefix: '/api' },
  );
  await registerSpa(app, deps.config.webDistDir, (slug) => visitCustomLink(deps.database.executeSql, slug));
  return app;
}
