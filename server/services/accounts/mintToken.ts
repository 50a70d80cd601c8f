import { grantedNames } from '../../../common/permissions';
import type { TokenSigner } from '../../auth/tokens';
import type { IdentityContext } from './identityContext';
import type { SessionRow } from './sessions';

/** A token for the session's identity, carrying that identity's granted permissions. */
export function mintToken(
  signer: TokenSigner,
  session: SessionRow,
  context: IdentityContext,
): Promise<string> {
  return signer.sign({
    userId: context.user.id,
    identityId: context.identity.id,
    identityType: context.identity.type,
    organizationId: context.identity.organizationId,
    permissions: grantedNames(context.permissions),
    sessionId: session.id,
    becameBy: session.becameBy,
  });
}
