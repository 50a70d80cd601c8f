import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identities, users } from '../../db/schema';
import { type IdentityContext, loadIdentityContext } from '../accounts/identityContext';
import { accountsWithRolesElsewhere } from '../respondents/accountsElsewhere';
import type { IdTokenClaims } from './codeExchange';
import type { SsoConfigRow } from './ssoConfigs';
import { SsoFailure } from './ssoFailure';

function claimText(payload: IdTokenClaims, name: string): string | null {
  const value = payload[name];
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

/** The identities of this school that the id_token's configured claim points at (active ones only). */
async function candidates(db: Db, config: SsoConfigRow, payload: IdTokenClaims) {
  const inSchool = and(eq(identities.organizationId, config.organizationId), isNull(identities.archivedAt));
  if (config.matchClaim === 'email') {
    const email = claimText(payload, 'email');
    if (!email) throw new SsoFailure('no_identity', 'id_token has no email');
    if (payload.email_verified === false) throw new SsoFailure('email_unverified');
    return db
      .select({ id: identities.id, type: identities.type })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .where(and(inSchool, sql`lower(${users.email}) = ${email.toLowerCase()}`))
      .orderBy(identities.id);
  }
  const externalId = claimText(payload, config.externalIdClaim);
  if (!externalId) throw new SsoFailure('no_identity', `id_token has no ${config.externalIdClaim}`);
  return db
    .select({ id: identities.id, type: identities.type })
    .from(identities)
    .where(and(inSchool, eq(identities.externalId, externalId)))
    .orderBy(identities.id);
}

/**
 * The school's identity for this person, of a type the school lets in, active and not disabled, of an
 * account with no live role outside the school (that one signs in with its password).
 */
export async function findSsoIdentity(
  db: Db,
  config: SsoConfigRow,
  payload: IdTokenClaims,
): Promise<IdentityContext> {
  const found = await candidates(db, config, payload);
  if (found.length === 0) throw new SsoFailure('no_identity');
  const allowed = found.filter((row) => config.identityTypes.includes(row.type));
  if (allowed.length === 0) throw new SsoFailure('not_allowed');
  for (const row of allowed) {
    const context = await loadIdentityContext(db, row.id);
    if (!context) continue;
    // A school's sign-in service vouches for that school's people only: its roster may give any
    // existing account a role there, so its session must never reach the account's other roles.
    const elsewhere = await accountsWithRolesElsewhere(db, [context.user.id], config.organizationId);
    if (elsewhere.has(context.user.id)) throw new SsoFailure('other_organizations');
    return context;
  }
  throw new SsoFailure('not_allowed', 'the account is disabled');
}
