import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { commonPasswords } from './commonPasswords';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const params = { N: 16384, r: 8, p: 1 };
const keyLength = 32;
export const minPasswordLength = 8;
export const maxPasswordLength = 200;

/** scrypt$N$r$p$salt$hash (base64url) */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, keyLength, { ...params, maxmem: 64 * 1024 * 1024 });
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check, so unknown users cannot be told apart by timing.
    await hashPassword(password);
    return false;
  }
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Why a new password is not acceptable, or null when it is. */
export function passwordProblem(password: string, username?: string): string | null {
  if (password.length < minPasswordLength)
    return `password: must be at least ${minPasswordLength} characters`;
  if (password.length > maxPasswordLength) return `password: must be at most ${maxPasswordLength} characters`;
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return 'password: is too common, choose another';
  if (username && lower === username.toLowerCase()) return 'password: must differ from the username';
  if (/^(.)\1+$/.test(password)) return 'password: must not be one repeated character';
  return null;
}
