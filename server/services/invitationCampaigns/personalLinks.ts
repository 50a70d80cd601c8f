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

/**
 * The recipient's link as their earlier mails carried it: made with the token secret (newest first) whose
 * result has the stored hash, so a reminder after a secret rotation carries the same working link.
 */
export function recipientLinkSecret(serverSecrets: string[], nonce: string, linkHash?: string): string {
  const made = serverSecrets.map((secret) => personalLinkSecret(secret, nonce));
  return made.find((link) => linkHash !== undefined && linkHashOf(link) === linkHash) ?? made[0];
}

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

/** The recipient id of an unsubscribe token signed with any of the token secrets (a rotation's too). */
export function readUnsubscribeToken(serverSecrets: string[], token: string): number | null {
  const [id, signature] = token.split('.');
  const recipientId = Number(id);
  if (!Number.isInteger(recipientId) || recipientId <= 0 || !signature) return null;
  const given = Buffer.from(signature);
  const signedBy = (secret: string) => {
    const expected = Buffer.from(unsubscribeSignature(secret, recipientId));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return serverSecrets.some(signedBy) ? recipientId : null;
}

export function unsubscribeUrl(appUrl: string, serverSecret: string, recipientId: number): string {
  return `${appUrl}/invitations/unsubscribe/${unsubscribeToken(serverSecret, recipientId)}`;
}

/** Under /api: where a mail client's one-click unsubscribe posts (the List-Unsubscribe header). */
export const unsubscribeOneClickPath = '/invitation-links/unsubscribe';

export function oneClickUnsubscribeUrl(appUrl: string, serverSecret: string, recipientId: number): string {
  return `${appUrl}/api${unsubscribeOneClickPath}/${unsubscribeToken(serverSecret, recipientId)}`;
}
