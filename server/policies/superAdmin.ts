import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/authenticate';
import type { TokenClaims } from '../auth/tokens';
import { AppError } from '../http/errors';

/** Back-office calls: a signed-in super-admin acting as themselves. */
export function requireSuperAdmin(request: FastifyRequest): TokenClaims {
  const claims = requireAuth(request);
  if (claims.identityType !== 'super_admin' || claims.becameBy) {
    throw new AppError('forbidden', 'Only a super-admin can do this');
  }
  return claims;
}
