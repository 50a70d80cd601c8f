import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { pollLinkPath } from '../../../common/pollPaths';
import { hashSecret } from '../../auth/secrets';

/**
 * A recipient's personal link secret: a keyed hash of the recipient's random nonce, so the invitation
 * and every reminder carry the same link while the database holds only its hash.
 */
export function personalLinkSecret(serverSecret: string, nonce: string): string {
  return createHmac('sha256', serverSecret).update(`invitation-link:${nonce}`).digest('base64url');
}

export const newLinkNonce = () => randomBytes(16).toString('base64url');
export const linkHashOf = (linkSecret: string) => hashSecret(`invitation-link:${linkSecret}`);

/** A personal link works for 30 days after the last mail that carried it. */
export const personalLinkLifetimeMs = 30 * 24 * 3600 * 1000;

export function personalLinkUrl(appUrl: string, pollUrlToken: string, linkSecret: string): string {
  return `${appUrl}${pollLinkPath(pollUrlToken)}?invite=${linkSecret}`;
}

const unsubscribeSignature = (serverSecret: string, recipientId: number) =>
  createHmac('sha256', serverSecret).update(`invitation-unsubscribe:${recipientId}`).digest('base64url');

/** Unsubscribing needs no state: the recipient id signed with the server secret. */
export function unsubscribeToken(serverSecret: string, recipientId: number): string {
  return `${recipientId}.${unsubscribeSignature(serverSecret, recipientId)}`;
}

export function readUnsubscribeToken(serverSecret: string, token: string): number | null {
  const [id, signature] = token.split('.');
  const recipientId = Number(id);
  if (!Number.isInteger(recipientId) || recipientId <= 0 || !signature) return null;
  const expected = Buffer.from(unsubscribeSignature(serverSecret, recipientId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? recipientId : null;
}

export function unsubscribeUrl(appUrl: string, serverSecret: string, recipientId: number): string {
  return `${appUrl}/invitations/unsubscribe/${unsubscribeToken(serverSecret, recipientId)}`;
}
