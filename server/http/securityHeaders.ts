import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer. @fastify/helmet builds helmet's middleware again on each request
 * (parsing the Content-Security-Policy directives every time: ~4 % of a poll save's server CPU);
 * built once here, each request only sets the headers. Strict-Transport-Security and
 * upgrade-insecure-requests only when the public address is https (`tls`, from APP_URL): over plain
 * http (a trial on a school's LAN) the browser would otherwise ask for every script over https and fail.
 */
export function registerSecurityHeaders(app: FastifyInstance, { tls }: { tls: boolean }) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': tls ? [] : null,
      },
    },
    strictTransportSecurity: tls,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
