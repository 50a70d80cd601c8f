import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import type { TokenStanding } from './revocation';
import type { TokenClaims, TokenSigner } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: TokenClaims | null;
    authError: AppError | null;
    /** A signed token whose revocation the route checks in its own first statement (see unsettledAuth). */
    unsettledClaims: TokenClaims | null;
  }
  interface FastifyContextConfig {
    /**
     * The route reads the token's revocation within its first statement (unsettledAuth) instead of
     * in a round trip of its own before it: every path of the route must settle it before anything else.
     */
    revocationInFirstRead?: boolean;
  }
}

export type TokenRevocationCheck = (claims: TokenClaims) => Promise<TokenStanding>;

/** The 401 of a token that is not good (revocation.ts TokenStanding), or null. */
function standingError(standing: TokenStanding): AppError | null {
  if (standing === 'revoked') return new AppError('token_blacklisted', 'The token has been blacklisted');
  if (standing === 'stale')
    return new AppError('token_expired', 'Token expired: its permissions have changed');
  return null;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim() ?? '';
  // Spec §3: a token shorter than 4 characters counts as absent.
  return token.length < 4 ? null : token;
}

/** Reads the bearer token once per request; handlers then ask requireAuth or optionalAuth. */
export function registerAuthentication(
  app: FastifyInstance,
  signer: TokenSigner,
  isRevoked: TokenRevocationCheck,
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authError', null);
  app.decorateRequest('unsettledClaims', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    try {
      const claims = await signer.verify(token);
      if (request.routeOptions.config?.revocationInFirstRead) {
        request.unsettledClaims = claims;
        return;
      }
      request.authError = standingError(await isRevoked(claims));
      if (!request.authError) request.auth = claims;
    } catch (error) {
      request.authError =
        error instanceof AppError ? error : new AppError('token_invalid', 'The token is invalid');
    }
  });
}

export function requireAuth(request: FastifyRequest): TokenClaims {
  if (request.authError) throw request.authError;
  if (request.unsettledClaims) throw new Error('the route must settle the token revocation (unsettledAuth)');
  if (!request.auth) throw new AppError('token_not_provided', 'Token not provided');
  return request.auth;
}

/** A caller may be anonymous, but a token that was sent must be good. */
export function optionalAuth(request: FastifyRequest): TokenClaims | null {
  if (request.authError) throw request.authError;
  if (request.unsettledClaims) throw new Error('the route must settle the token revocation (unsettledAuth)');
  return request.auth;
}

/** A signed token whose revocation is not read yet; `settle` with what the route read (throws 401 unless good). */
export type UnsettledAuth = {
  claims: TokenClaims;
  settled: boolean;
  settle: (standing: TokenStanding) => void;
};

/**
 * On a route with `config.revocationInFirstRead`: the caller's signed claims, to be settled by the
 * route's first statement before it answers anything (401 like requireAuth when absent or bad).
 * Until settled, request.auth stays empty, so nothing else takes the caller for signed in.
 */
export function unsettledAuth(request: FastifyRequest): UnsettledAuth {
  if (request.authError) throw request.authError;
  const claims = request.unsettledClaims;
  if (!claims) throw new AppError('token_not_provided', 'Token not provided');
  const pending: UnsettledAuth = {
    claims,
    settled: false,
    settle(standing) {
      if (!pending.settled) {
        pending.settled = true;
        request.unsettledClaims = null;
        request.authError = standingError(standing);
        if (!request.authError) request.auth = claims;
      }
      if (request.authError) throw request.authError;
    },
  };
  return pending;
}
