import { type SQL, sql } from 'drizzle-orm';
import { grantedNames } from '../../common/permissions';
import type { Db, SqlExecutor } from '../db/client';
import { revokedTokens } from '../db/schema';
import { type IdentityRow, identityPermissions } from '../services/accounts/identityContext';
import { sessionIdleMs } from '../services/accounts/sessions';
import type { TokenClaims } from './tokens';

/**
 * What a token's standing is judged by, as one json value: blacklisted, identity archived, user
 * disabled, the session it names, and the identity's type and permissions as they are now. One text with $1 identity, $2 token id, $3 session id, so the
 * check can run alone as a prepared statement or inside a read's first statement (revocationFacts).
 */
const factsText = `(select json_build_object(
    'blacklisted', exists (select 1 from revoked_tokens where token_id = $2::text),
    'identityArchived', i.archived_at is not null,
    'userDisabled', u.disabled_at is not null,
    'identityType', i.type,
    'permissions', i.permissions,
    'sessionIdentity', s.identity_id,
    'sessionRevoked', s.revoked_at is not null,
    'sessionExpiresAt', s.expires_at,
    'sessionLastSeenAt', s.last_seen_at,
    'impersonatorGone', s.return_identity_id is not null and not exists (select 1 from identities ri
      join users ru on ru.id = ri.user_id
      where ri.id = s.return_identity_id and ri.archived_at is null and ru.disabled_at is null))
  from identities i join users u on u.id = i.user_id left join sessions s on s.id = $3::text
  where i.id = $1::int)`;

export type RevocationFacts = {
  blacklisted: boolean;
  identityArchived: boolean;
  userDisabled: boolean;
  sessionIdentity: number | null;
  sessionRevoked: boolean;
  sessionExpiresAt: string | Date | null;
  sessionLastSeenAt: string | Date | null;
  /** An impersonating session whose super-admin role (return identity) is archived or user disabled. */
  impersonatorGone: boolean | null;
  identityType: IdentityRow['type'];
  permissions: IdentityRow['permissions'];
} | null;

/**
 * A token is good, revoked (401 token_blacklisted: sign in again) or stale: its permissions are out
 * of date (permissionsChanged; 401 token_expired: the browser takes a fresh token, which carries the
 * permissions as they are now, and asks again). So taking a permission away, or forbidding results,
 * works at the next request, not when the token would have expired (15 minutes).
 */
export type TokenStanding = 'good' | 'revoked' | 'stale';

const factValues = (claims: TokenClaims) => [claims.identityId, claims.tokenId, claims.sessionId ?? ''];

/** The revocation facts of the token as a column of another statement (e.g. a results read's scope). */
export function revocationFacts(claims: TokenClaims): SQL {
  const values = factValues(claims);
  const parts = factsText.split(/\$(\d)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 1 ? sql`${values[Number(part) - 1]}` : sql.raw(part))),
    sql``,
  );
}

/**
 * A token stops working at once when it was blacklisted, its session was revoked, expired, idled out
 * or moved to another identity, its identity was archived or its user disabled, or, impersonating,
 * the super-admin role it returns to was archived or that user disabled.
 */
function isRevokedBy(facts: RevocationFacts, claims: TokenClaims): boolean {
  if (!facts || facts.blacklisted || facts.identityArchived || facts.userDisabled) return true;
  if (!claims.sessionId) return false;
  if (
    facts.sessionIdentity === null ||
    facts.sessionRevoked ||
    facts.sessionIdentity !== claims.identityId ||
    facts.impersonatorGone
  )
    return true;
  const now = Date.now();
  return (
    new Date(facts.sessionExpiresAt ?? 0).getTime() <= now ||
    now - new Date(facts.sessionLastSeenAt ?? 0).getTime() >= sessionIdleMs
  );
}

/**
 * Whether the token's permissions are out of date: it carries one the identity's record no longer
 * grants, or lacks forbid_results_access, which the record now sets (a permission that takes away).
 * One the record grants since is not checked: the token gives less than the record, until its next refresh.
 */
function permissionsChanged(facts: NonNullable<RevocationFacts>, claims: TokenClaims): boolean {
  const identity = { type: facts.identityType, permissions: facts.permissions };
  const now = new Set<string>(grantedNames(identityPermissions(identity)));
  if (claims.permissions.some((permission) => !now.has(permission))) return true;
  return now.has('forbid_results_access') && !claims.permissions.includes('forbid_results_access');
}

/** `read` is the facts' column as a driver returns it (node-postgres parses json, PGlite may leave it text). */
export function standingBy(read: RevocationFacts | string, claims: TokenClaims): TokenStanding {
  const facts: RevocationFacts = typeof read === 'string' ? JSON.parse(read) : read;
  if (!facts || isRevokedBy(facts, claims)) return 'revoked';
  return permissionsChanged(facts, claims) ? 'stale' : 'good';
}

/** The check alone: one prepared statement per request (parsed and planned once per connection). */
export async function tokenStanding(executeSql: SqlExecutor, claims: TokenClaims): Promise<TokenStanding> {
  const { rows } = await executeSql(`select ${factsText} as facts`, factValues(claims), 'token-revocation');
  return standingBy((rows[0]?.facts ?? null) as RevocationFacts | string, claims);
}

export async function revokeToken(db: Db, claims: TokenClaims): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ tokenId: claims.tokenId, expiresAt: new Date(claims.expiresAt * 1000) })
    .onConflictDoNothing();
}
