import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { type IdentityType, identities, users } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../http/errors';
import { canChangeStaffRecord, type ScopedOrganization } from '../../policies/organizationScope';
import { recordEvent } from '../events/recordEvent';
import { identityPermissions } from './identityContext';

export const staffTypes: IdentityType[] = ['school_admin', 'staff', 'teacher'];

export async function listSchoolStaff(db: Db, schoolId: number) {
  const rows = await db
    .select({ identity: identities, user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(
        eq(identities.organizationId, schoolId),
        inArray(identities.type, staffTypes),
        isNull(identities.archivedAt),
      ),
    )
    .orderBy(asc(users.surname), asc(users.name));
  return rows.map(({ identity, user }) => ({
    id: identity.id,
    user_id: user.id,
    type: identity.type,
    name: user.name,
    surname: user.surname,
    email: user.email,
    teacher_access_to_results: identity.teacherAccessToResults,
    permissions: identityPermissions(identity),
  }));
}

/** Changes another staff member's permissions; nobody can take manage_admins away from themselves. */
export async function updateSchoolStaff(
  db: Db,
  claims: TokenClaims,
  school: ScopedOrganization,
  identityId: number,
  changes: { permissions?: Partial<Record<string, boolean>>; teacher_access_to_results?: boolean },
) {
  const schoolId = school.id;
  const [identity] = await db
    .select()
    .from(identities)
    .where(
      and(
        eq(identities.id, identityId),
        eq(identities.organizationId, schoolId),
        isNull(identities.archivedAt),
      ),
    );
  if (!identity || !staffTypes.includes(identity.type)) throw notFound('Admin');
  if (!canChangeStaffRecord(claims, school, identity.type)) {
    throw new AppError(
      'forbidden',
      "Only a school admin's permissions are managed without the school's roster grant",
    );
  }
  if (identity.id === claims.identityId && changes.permissions?.manage_admins === false) {
    throw fieldError('permissions.manage_admins: cannot be removed from yourself');
  }
  const permissions = { ...identity.permissions, ...(changes.permissions as Record<string, boolean>) };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(identities)
      .set({
        permissions,
        teacherAccessToResults: changes.teacher_access_to_results ?? identity.teacherAccessToResults,
      })
      .where(eq(identities.id, identityId))
      .returning();
    await recordEvent(tx as unknown as Db, claims, {
      category: 'School Admin',
      action: 'Changed admin permissions',
      details: { identity_id: identityId, changes },
    });
    return row;
  });
}
