import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { canManageAdmins, canSetRosterGrant } from '../../policies/organizationScope';
import { recordEvent } from '../../services/events/recordEvent';
import { organizationAccessBody, schoolParams } from './schema';

type School = typeof organizations.$inferSelect;

/** The grant with the organisation's name, so the school sees whom it lets in. */
async function present(db: Db, school: School) {
  const [organization] = school.parentId
    ? await db.select().from(organizations).where(eq(organizations.id, school.parentId))
    : [];
  return {
    school_id: school.id,
    organization_id: school.parentId,
    organization_name: organization?.name ?? null,
    organization_manages_roster: school.organizationManagesRoster,
  };
}

/**
 * What a school lets its organisation's admins do beyond reading (docs/ROLES.md): seen by those who
 * manage the school's admins, given or taken back by the school's own admins with manage_admins.
 */
export const organizationAccessRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  async function visibleSchool(request: FastifyRequest, schoolId: number) {
    const claims = requireAuth(request);
    const [school] = await db.select().from(organizations).where(eq(organizations.id, schoolId));
    if (school?.type !== 'school' || !canManageAdmins(claims, school)) throw notFound('School');
    return { claims, school };
  }

  app.get('/school/:schoolId/organization-access', { schema: { params: schoolParams } }, async (request) => {
    const { school } = await visibleSchool(request, request.params.schoolId);
    return ok(await present(db, school));
  });

  app.put(
    '/school/:schoolId/organization-access',
    { schema: { params: schoolParams, body: organizationAccessBody } },
    async (request) => {
      const { claims, school } = await visibleSchool(request, request.params.schoolId);
      if (!canSetRosterGrant(claims, school)) {
        throw new AppError('forbidden', "Only the school's own admins with manage_admins set this");
      }
      const granted = request.body.organization_manages_roster;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(organizations)
          .set({ organizationManagesRoster: granted })
          .where(eq(organizations.id, school.id))
          .returning();
        await recordEvent(tx as unknown as Db, claims, {
          category: 'School Admin',
          action: granted
            ? 'Granted organisation roster management'
            : 'Withdrew organisation roster management',
          details: { school_id: school.id, organization_id: school.parentId },
        });
        return updated;
      });
      return ok(await present(db, row));
    },
  );
};
