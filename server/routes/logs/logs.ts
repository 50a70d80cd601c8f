import { optionalAuth } from '../../auth/authenticate';
import { clientLogs } from '../../db/schema';
import type { RouteModule } from '../../deps';
import { clientKey } from '../../http/clientKey';
import { created } from '../../http/envelope';
import { consumeRateLimit } from '../../http/rateLimit';
import { logBody } from './schema';

const logRate = { name: 'client-log', limit: 30, windowSeconds: 60 };

/** Client-side errors reported by the browser (spec §7 log). */
export const logRoutes: RouteModule = (app, { database }) => {
  app.post('/log', { schema: { body: logBody }, bodyLimit: 64 * 1024 }, async (request, reply) => {
    const claims = optionalAuth(request);
    await consumeRateLimit(database.db, logRate, clientKey(request));
    const [row] = await database.db
      .insert(clientLogs)
      .values({
        type: request.body.type,
        data: request.body.data,
        description: request.body.description,
        identityId: claims?.identityId ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      })
      .returning({ id: clientLogs.id });
    return reply.status(201).send(created({ id: row.id }));
  });
};
