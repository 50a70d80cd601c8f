import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';

export type EventInput = {
  category: string;
  action: string;
  details?: Record<string, unknown>;
};

/** Who did it: the token's identity (and the impersonating super-admin), or nobody. */
export function eventActor(claims: TokenClaims | null) {
  if (!claims)
    return {
      identityId: null,
      identityType: 'anonymous',
      orgId: null,
      userId: null,
      impersonatorUserId: null,
    };
  return {
    identityId: claims.identityId,
    identityType: claims.identityType,
    orgId: claims.organizationId,
    userId: claims.userId,
    impersonatorUserId: claims.becameBy,
  };
}

/** Writes one event row; pass the transaction of the write it records. */
export async function recordEvent(db: Db, claims: TokenClaims | null, input: EventInput) {
  const [row] = await db
    .insert(events)
    .values({
      ...eventActor(claims),
      category: input.category,
      action: input.action,
      details: input.details ?? {},
    })
    .returning();
  return row;
}
