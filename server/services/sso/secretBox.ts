import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const version = 1;
const ivBytes = 12;
const tagBytes = 16;

/** A key of its own for stored provider secrets, derived from the server's token secret. */
function boxKey(tokenSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', tokenSecret, 'balss-secret-box', 'school-sso-client-secret', 32));
}

/** AES-256-GCM: version byte, IV, tag, ciphertext. */
export function sealSecret(tokenSecret: string, plain: string): Buffer {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', boxKey(tokenSecret), iv);
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([version]), iv, cipher.getAuthTag(), encrypted]);
}

/** The plain secret; throws when the box was changed or sealed with another key. */
function openWith(tokenSecret: string, sealed: Buffer): string {
  if (sealed.length < 1 + ivBytes + tagBytes || sealed[0] !== version) {
    throw new Error('Not a sealed secret');
  }
  const iv = sealed.subarray(1, 1 + ivBytes);
  const tag = sealed.subarray(1 + ivBytes, 1 + ivBytes + tagBytes);
  const decipher = createDecipheriv('aes-256-gcm', boxKey(tokenSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(1 + ivBytes + tagBytes)), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * The plain secret and whether it was sealed with the newest of the token secrets (newest first);
 * throws when none of them opens it.
 */
export function openSealedSecret(tokenSecrets: string[], sealed: Buffer): { plain: string; newest: boolean } {
  let failure: unknown;
  for (const [index, secret] of tokenSecrets.entries()) {
    try {
      return { plain: openWith(secret, sealed), newest: index === 0 };
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

export const openSecret = (tokenSecrets: string[], sealed: Buffer) =>
  openSealedSecret(tokenSecrets, sealed).plain;
