import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { loadIdentityContext } from './identityContext';
import { consumeOneTimeToken, issueOneTimeToken } from './oneTimeTokens';
import { createSession } from './sessions';

/** A signed, expiring, single-use link that lets a respondent in without a password. */
export function issueTokenizedEntry(db: Db, identityId: number, lifetimeMs?: number): Promise<string> {
  return issueOneTimeToken(db, 'tokenized_entry', { payload: { identityId }, lifetimeMs });
}

export async function enterWithLink(db: Db, secret: string) {
  const link = await consumeOneTimeToken(db, 'tokenized_entry', secret);
  const context = await loadIdentityContext(db, Number(link.payload.identityId));
  if (!context) throw new AppError('link_expired', 'This link has expired or has already been used');
  const { session, secret: sessionSecret } = await createSession(db, {
    userId: context.user.id,
    identityId: context.identity.id,
    tokenized: true,
  });
  return { session, sessionSecret, context };
}
