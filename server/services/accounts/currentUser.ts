import { narrowPermissions } from '../../../common/permissions';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { hasAcceptedCurrentTerms } from '../terms/termsQueries';
import { loadIdentityContext } from './identityContext';

/** The caller's identity with effective permissions (narrowed to the token's list). */
export async function loadCurrentUser(db: Db, claims: TokenClaims) {
  const context = await loadIdentityContext(db, claims.identityId);
  if (!context) throw new AppError('token_invalid', 'The token is invalid');
  const permissions = narrowPermissions(context.permissions, claims.permissions);
  const hasAcceptedTerms = await hasAcceptedCurrentTerms(db, context.user.id);
  return { context, permissions, hasAcceptedTerms };
}
