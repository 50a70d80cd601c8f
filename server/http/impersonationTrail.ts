import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { recordEvent } from '../services/events/recordEvent';

/** Every request made while impersonating is written to the events table with both people. */
export function registerImpersonationTrail(app: FastifyInstance, db: Db): void {
  app.addHook('onResponse', async (request, reply) => {
    const claims = request.auth;
    if (!claims?.becameBy) return;
    await recordEvent(db, claims, {
      category: 'Superadmin',
      action: 'Request while impersonating',
      details: { method: request.method, url: request.url.slice(0, 500), status: reply.statusCode },
    }).catch((error) => request.log.error({ err: error }, 'impersonation trail failed'));
  });
}
