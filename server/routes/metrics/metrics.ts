import { eq } from 'drizzle-orm';
import { requireAuth } from '../../auth/authenticate';
import { organizations } from '../../db/schema';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { AppError, fieldError, notFound } from '../../http/errors';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { recordEvent } from '../../services/events/recordEvent';
import { contentDisposition } from '../../services/files/serveFile';
import { type MetricsScope, readMetrics } from '../../services/metrics/metrics';
import { resultsUsageCsvStream, resultsUsagePage } from '../../services/metrics/resultsUsage';
import { metricsQuery, usageParams, usageQuery } from './schema';

const dayMs = 86_400_000;
const defaultDays = 30;

/** /metrics (spec §1, §2) and an organisation's results usage in the back office. */
export const metricsRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  async function loadOrganization(id: number) {
    const [row] = await db
      .select({ id: organizations.id, name: organizations.name, type: organizations.type })
      .from(organizations)
      .where(eq(organizations.id, id));
    return row;
  }

  /**
   * Super-admins read the platform, or one organisation (with its schools) they choose; an organisation admin
   * their organisation's schools; nobody else.
   */
  app.get('/metrics', { schema: { querystring: metricsQuery } }, async (request) => {
    const claims = requireAuth(request);
    const asked = request.query.organization_id;
    const ownOrganization = claims.identityType === 'organization_admin' ? claims.organizationId : null;
    if (claims.identityType !== 'super_admin' && ownOrganization === null)
      throw new AppError('forbidden', 'Metrics are for super-admins and organisation admins');
    if (claims.identityType !== 'super_admin' && asked !== undefined && asked !== ownOrganization)
      throw new AppError(
        'forbidden',
        'An organisation admin reads the metrics of their own organisation only',
      );
    let scope: MetricsScope = { kind: 'platform' };
    const organizationId = claims.identityType === 'super_admin' ? asked : (ownOrganization ?? undefined);
    if (organizationId !== undefined) {
      const organization = await loadOrganization(organizationId);
      if (!organization) throw fieldError('organization_id: no such organisation');
      scope = {
        kind: 'organization',
        id: organization.id,
        name: organization.name,
        organization_type: organization.type,
      };
    }
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const to = request.query.to ?? today;
    const from = request.query.from ?? new Date(to.getTime() - (defaultDays - 1) * dayMs);
    return ok(await readMetrics(db, scope, from, to));
  });

  app.get(
    '/admin/organizations/:id/results-usage',
    { schema: { params: usageParams, querystring: usageQuery } },
    async (request) => {
      requireSuperAdmin(request);
      const organization = await loadOrganization(request.params.id);
      if (!organization) throw notFound('Organisation');
      const { before_id, limit } = request.query;
      const rows = await resultsUsagePage(db, organization.id, { beforeId: before_id, limit });
      return ok(rows, {
        limit,
        next_before_id: rows.length === limit ? rows[rows.length - 1].id : null,
      });
    },
  );

  app.get(
    '/admin/organizations/:id/results-usage.csv',
    { schema: { params: usageParams } },
    async (request, reply) => {
      const claims = requireSuperAdmin(request);
      const organization = await loadOrganization(request.params.id);
      if (!organization) throw notFound('Organisation');
      await recordEvent(db, claims, {
        category: 'Superadmin',
        action: 'results usage downloaded',
        details: { organization_id: organization.id },
      });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          contentDisposition(
            'attachment',
            `results-usage-${organization.id}-${new Date().toISOString().slice(0, 10)}.csv`,
          ),
        )
        .send(resultsUsageCsvStream(db, organization.id));
    },
  );
};
