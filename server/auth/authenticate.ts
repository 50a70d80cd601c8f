import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import type { TokenClaims, TokenSigner } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: TokenClaims | null;
    authError: AppError | null;
  }
}

export type TokenRevocationCheck = (claims: TokenClaims) => Promise<boolean>;

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
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    try {
      const claims = await signer.verify(token);
      if (await isRevoked(claims)) {
        request.authError = new AppError('token_blacklisted', 'The token has been blacklisted');
        return;
      }
      request.auth = claims;
    } catch (error) {
      request.authError =
        error instanceof AppError ? error : new AppError('token_invalid', 'The token is invalid');
    }
  });
}

export function requireAuth(request: FastifyRequest): TokenClaims {
  if (request.authError) throw request.authError;
  if (!request.auth) throw new AppError('token_not_provided', 'Token not provided');
  return request.auth;
}

/** A caller may be anonymous, but a token that was sent must be good. */
export function optionalAuth(request: FastifyRequest): TokenClaims | null {
  if (request.authError) throw request.authError;
  return request.auth;
}
