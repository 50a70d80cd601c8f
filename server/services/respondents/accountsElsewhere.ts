import { and, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identities } from '../../db/schema';

/**
 * Of these accounts, those holding a live role outside the school (another school, an organisation,
 * the platform). A school gives a role to an existing account (found by its e-mail) only when the
 * account is the school's alone: otherwise any school could read the name behind any e-mail address
 * and plant a role in another school's admin's account. Such a person is invited instead and accepts
 * with their password (invitations).
 */
export async function accountsWithRolesElsewhere(
  db: Db,
  userIds: number[],
  schoolId: number,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: identities.userId })
    .from(identities)
    .where(
      and(
        inArray(identities.userId, userIds),
        isNull(identities.archivedAt),
        or(isNull(identities.organizationId), ne(identities.organizationId, schoolId)),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** What a school is told when an e-mail belongs to such an account. */
export const accountElsewhereMessage =
  'This e-mail address belongs to an account with roles outside this school: send the person an invitation instead';
