import { type SQL, sql } from 'drizzle-orm';
import type { Db, SqlExecutor } from '../db/client';
import { revokedTokens } from '../db/schema';
import { sessionIdleMs } from '../services/accounts/sessions';
import type { TokenClaims } from './tokens';

/**
 * What a token's revocation is judged by, as one json value: blacklisted, identity archived, user
 * disabled, and the session it names. One text with $1 identity, $2 token id, $3 session id, so the
 * check can run alone as a prepared statement or inside a read's first statement (revocationFacts).
 */
const factsText = `(select json_build_object(
    'blacklisted', exists (select 1 from revoked_tokens where token_id = $2::text),
    'identityArchived', i.archived_at is not null,
    'userDisabled', u.disabled_at is not null,
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
} | null;

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
 * the super-admin role it returns to was archived or that user disabled. `read` is the facts'
 * column as a driver returns it (node-postgres parses json, PGlite may leave it text).
 */
export function isRevokedBy(read: RevocationFacts | string, claims: TokenClaims): boolean {
  const facts: RevocationFacts = typeof read === 'string' ? JSON.parse(read) : read;
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

/** The check alone: one prepared statement per request (parsed and planned once per connection). */
export async function isTokenRevoked(executeSql: SqlExecutor, claims: TokenClaims): Promise<boolean> {
  const { rows } = await executeSql(`select ${factsText} as facts`, factValues(claims), 'token-revocation');
  return isRevokedBy((rows[0]?.facts ?? null) as RevocationFacts | string, claims);
}

export async function revokeToken(db: Db, claims: TokenClaims): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ tokenId: claims.tokenId, expiresAt: new Date(claims.expiresAt * 1000) })
    .onConflictDoNothing();
}
