import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random secret (256 bits): session cookies, one-time links. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256, never the secret itself. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
