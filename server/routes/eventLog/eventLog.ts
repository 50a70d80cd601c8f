import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema';
import type { RouteModule } from '../../deps';
import { fieldError } from '../../http/errors';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { eventLogCsvStream } from '../../services/eventLog/eventLogCsv';
import { recordEvent } from '../../services/events/recordEvent';
import { contentDisposition } from '../../services/files/serveFile';
import { eventLogQuery } from './schema';

const dayMs = 86_400_000;

/** The admin area's event-log download (spec §2): usage events and the trail of writes, as CSV. */
export const eventLogRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/admin/event-log.csv', { schema: { querystring: eventLogQuery } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    const { from, to, organization_id, category, identity_id } = request.query;
    if (organization_id !== undefined) {
      const [found] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organization_id));
      if (!found) throw fieldError('organization_id: no such organisation');
    }
    const day = (date: Date) => date.toISOString().slice(0, 10);
    await recordEvent(db, claims, {
      category: 'Superadmin',
      action: 'event log downloaded',
      details: { from: day(from), to: day(to), organization_id, category, identity_id },
    });
    const stream = eventLogCsvStream(db, {
      from,
      until: new Date(to.getTime() + dayMs),
      organizationId: organization_id,
      category,
      identityId: identity_id,
    });
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', `events-${day(from)}-${day(to)}.csv`))
      .send(stream);
  });
};
