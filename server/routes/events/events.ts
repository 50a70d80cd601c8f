import { optionalAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { clientKey } from '../../http/clientKey';
import { created } from '../../http/envelope';
import { consumeRateLimit } from '../../http/rateLimit';
import { presentEvent } from '../../presenters/event';
import { recordEvent } from '../../services/events/recordEvent';
import { checkUsageEventPeriod } from '../../services/events/usageEventScope';
import { eventBody } from './schema';

const eventsRate = { name: 'events', limit: 600, windowSeconds: 60 };

/** Usage events the browser reports (a poll opened, a step taken), counted per client. */
export const eventRoutes: RouteModule = (app, { database }) => {
  app.post('/events', { schema: { body: eventBody } }, async (request, reply) => {
    const claims = optionalAuth(request);
    await consumeRateLimit(database.db, eventsRate, clientKey(request));
    const { category, action, details } = request.body;
    const detailObject = await checkUsageEventPeriod(database.db, claims, {
      category,
      action,
      details: typeof details === 'string' ? { text: details } : (details ?? {}),
    });
    const row = await recordEvent(database.db, claims, { category, action, details: detailObject });
    return reply.status(201).send(created(presentEvent(row)));
  });
};
