import { and, eq } from 'drizzle-orm';
import { grantedNames } from '../../../common/permissions';
import { requireAuth } from '../../auth/authenticate';
import { identities, organizations } from '../../db/schema';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { canManageAdmins, canSeeOrganization } from '../../policies/organizationScope';
import { presentIdentity, presentSchool, presentUser } from '../../presenters/user';
import { loadCurrentUser } from '../../services/accounts/currentUser';
import { identityPermissions, listUserIdentities } from '../../services/accounts/identityContext';
import { propertyValueReach } from '../../services/organizationCatalogue/valueUsers';
import { isSsoEnabled } from '../../services/sso/ssoSchools';
import { adminByUserParams, includeQuery } from './schema';

/** Who is signed in: the user, the identity acting, its school, permissions and other identities. */
export const userRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/user', async (request) => {
    const claims = requireAuth(request);
    const { context, permissions, hasAcceptedTerms } = await loadCurrentUser(db, claims);
    // A property-value user (a regional officer) reads other organisations' results: the menu offers them.
    const reach = await propertyValueReach(db, claims);
    return ok({
      ...presentUser(context, { permissions, hasAcceptedTerms, becameBy: claims.becameBy }),
      results_by_property_value: reach.size > 0,
    });
  });

  app.get('/user/identity', async (request) => {
    const { context } = await loadCurrentUser(db, requireAuth(request));
    return ok(presentIdentity(context));
  });

  /** The shell's organisation state, with its single-sign-on flag (spec §3). */
  app.get('/user/school', async (request) => {
    const { context } = await loadCurrentUser(db, requireAuth(request));
    const school = presentSchool(context.organization);
    if (!school) return ok(null);
    const ssoEnabled = school.type === 'school' && (await isSsoEnabled(db, school.id));
    return ok({ ...school, sso_enabled: ssoEnabled });
  });

  /** The caller's effective permissions as a list of names (freemium_results_benchmark among them). */
  app.get('/user/permissions', async (request) => {
    const { permissions } = await loadCurrentUser(db, requireAuth(request));
    return ok(grantedNames(permissions));
  });

  app.get('/user/identities', async (request) => {
    const claims = requireAuth(request);
    const rows = await listUserIdentities(db, claims.userId);
    return ok(
      rows.map((row) => ({ ...presentIdentity(row), current: row.identity.id === claims.identityId })),
    );
  });

  /** A user's admin record at a school: themselves, or an admin who may manage admins there. */
  app.get(
    '/school/:schoolId/admins/by_user_id/:userId',
    { schema: { params: adminByUserParams, querystring: includeQuery } },
    async (request) => {
      const claims = requireAuth(request);
      const { schoolId, userId } = request.params;
      const [school] = await db.select().from(organizations).where(eq(organizations.id, schoolId));
      const isSelf = userId === claims.userId && claims.organizationId === schoolId;
      if (!school || !(isSelf || canSeeOrganization(claims, school))) throw notFound('School');
      if (!isSelf && !canManageAdmins(claims, school)) throw notFound('Admin');
      const [identity] = await db
        .select()
        .from(identities)
        .where(and(eq(identities.organizationId, schoolId), eq(identities.userId, userId)))
        .limit(1);
      if (!identity || identity.archivedAt) throw notFound('Admin');
      const includes = new Set((request.query.include ?? '').split(',').map((name) => name.trim()));
      const record = {
        ...presentIdentity({ identity, organization: school }),
        school_id: schoolId,
      };
      return ok(
        includes.has('permissions')
          ? { ...record, permissions: { data: identityPermissions(identity) } }
          : record,
      );
    },
  );
};
