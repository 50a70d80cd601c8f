import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { presentOrganizationSummary } from '../../presenters/organization';
import { presentIdentity } from '../../presenters/user';
import { searchOrganizations, searchOutbox, searchUsers } from '../../services/admin/adminSearch';
import { emailSearchQuery, organizationSearchQuery, userSearchQuery } from './schema';

/** Super-admin back office: find organisations and users (and from there, impersonate). */
export const adminRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/admin/organizations', { schema: { querystring: organizationSearchQuery } }, async (request) => {
    requireSuperAdmin(request);
    const rows = await searchOrganizations(db, request.query);
    return ok(
      rows.map((row) => ({ ...presentOrganizationSummary(row), parent_id: row.parentId })),
      { limit: request.query.limit, offset: request.query.offset },
    );
  });

  app.get('/admin/users', { schema: { querystring: userSearchQuery } }, async (request) => {
    requireSuperAdmin(request);
    const rows = await searchUsers(db, request.query);
    return ok(
      rows.map(({ user, identities }) => ({
        id: user.id,
        username: user.username,
        email: user.email,
        name: user.name,
        surname: user.surname,
        disabled: user.disabledAt !== null,
        identities: identities.map(presentIdentity),
      })),
      { limit: request.query.limit, offset: request.query.offset },
    );
  });

  /** Every e-mail Balss has sent or queued (spec: super-admin "all e-mails"), newest first. */
  app.get('/admin/emails', { schema: { querystring: emailSearchQuery } }, async (request) => {
    requireSuperAdmin(request);
    const rows = await searchOutbox(db, request.query);
    return ok(
      rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        kind: row.kind,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
        error: row.error,
      })),
      { limit: request.query.limit, offset: request.query.offset },
    );
  });
};
