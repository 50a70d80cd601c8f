import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { AppError } from '../http/errors';

/** What a token says about its bearer: one identity of one user (server/services/accounts/README.md). */
export type TokenClaims = {
  userId: number;
  identityId: number;
  identityType: string;
  organizationId: number | null;
  permissions: string[];
  sessionId: string | null;
  /** The super-admin's user id while impersonating ("became" marker). */
  becameBy: number | null;
  tokenId: string;
  expiresAt: number;
};

export const tokenLifetimeSeconds = 15 * 60;
/** How far another server's clock may run ahead of this one's (a token's `iat` may be this far ahead). */
const clockSkewSeconds = 60;
const audience = 'balss-api';
const issuer = 'balss';

export type TokenSigner = {
  sign: (claims: Omit<TokenClaims, 'tokenId' | 'expiresAt'>, lifetimeSeconds?: number) => Promise<string>;
  verify: (token: string) => Promise<TokenClaims>;
};

const invalid = () => new AppError('token_invalid', 'The token is invalid');

/** A base64url part of a token as its JSON object (a JWT's header and claims must be objects). */
function jsonObjectOf(part: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid();
  return parsed as Record<string, unknown>;
}

function parsedOrInvalid(part: string): Record<string, unknown> {
  try {
    return jsonObjectOf(part);
  } catch {
    throw invalid();
  }
}

const base64url = /^[A-Za-z0-9_-]+$/;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const signatureOf = (key: Uint8Array, signed: string) => createHmac('sha256', key).update(signed).digest();

/**
 * The claims of an HS256 token this server signed, checked as jose's jwtVerify checked them
 * (algorithm HS256 only, no `crit` header, signature, issuer, audience, exp and iat required and
 * numbers, nbf if present, not expired: exp in the past or now), synchronously with node:crypto:
 * jose's WebCrypto verify went through the thread pool on every request, ~0.25 ms of a results read
 * on a loaded machine (issue 20). Also refused: an `iat` in the future and a lifetime (exp − iat)
 * longer than any token is issued for. `keys`: the signing key first, then those of a rotation.
 * Throws AppError token_expired or token_invalid.
 */
function verifiedPayload(
  token: string,
  keys: Uint8Array[],
  longestLifetime: number,
): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => base64url.test(part))) throw invalid();
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = parsedOrInvalid(headerPart);
  if (header.alg !== 'HS256' || 'crit' in header || header.b64 === false) throw invalid();
  const signature = Buffer.from(signaturePart, 'base64url');
  const signedBy = (key: Uint8Array) => {
    const expected = signatureOf(key, `${headerPart}.${payloadPart}`);
    return signature.length === expected.length && timingSafeEqual(signature, expected);
  };
  if (!keys.some(signedBy)) throw invalid();
  // The claims are read only once the signature holds.
  const payload = parsedOrInvalid(payloadPart);
  if (payload.iss !== issuer) throw invalid();
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(audience)) throw invalid();
  // A token without an expiry would be good forever.
  if (!isNumber(payload.exp) || !isNumber(payload.iat)) throw invalid();
  const now = Math.floor(Date.now() / 1000);
  if (payload.nbf !== undefined && (!isNumber(payload.nbf) || payload.nbf > now)) throw invalid();
  // A token from the future, or one that lives longer than any is issued for, was not made by this code.
  if (payload.iat > now + clockSkewSeconds || payload.exp - payload.iat > longestLifetime) throw invalid();
  if (payload.exp <= now) throw new AppError('token_expired', 'Token expired');
  return payload;
}

export type SignerOptions = {
  /** Older secrets still accepted while a rotation runs (TOKEN_SECRET's list after the first). */
  previousSecrets?: string[];
  /** The longest lifetime a token is issued for and accepted with (the benchmarks sign longer ones). */
  longestLifetimeSeconds?: number;
};

export function createTokenSigner(secret: string, options: SignerOptions = {}): TokenSigner {
  const encode = (text: string) => new TextEncoder().encode(text);
  const key = encode(secret);
  const keys = [key, ...(options.previousSecrets ?? []).map(encode)];
  const longestLifetime = options.longestLifetimeSeconds ?? tokenLifetimeSeconds;
  return {
    async sign(claims, lifetimeSeconds = tokenLifetimeSeconds) {
      if (lifetimeSeconds > longestLifetime)
        throw new Error(`A token lives at most ${longestLifetime} s; asked for ${lifetimeSeconds}`);
      return new SignJWT({
        idn: claims.identityId,
        typ: claims.identityType,
        org: claims.organizationId,
        perms: claims.permissions,
        sid: claims.sessionId,
        bcm: claims.becameBy,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setAudience(audience)
        .setIssuer(issuer)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key);
    },
    async verify(token) {
      const payload = verifiedPayload(token, keys, longestLifetime);
      return {
        userId: Number(payload.sub),
        identityId: Number(payload.idn),
        identityType: String(payload.typ),
        organizationId: payload.org == null ? null : Number(payload.org),
        permissions: Array.isArray(payload.perms) ? payload.perms.map(String) : [],
        sessionId: payload.sid == null ? null : String(payload.sid),
        becameBy: payload.bcm == null ? null : Number(payload.bcm),
        tokenId: String(payload.jti),
        expiresAt: Number(payload.exp),
      };
    },
  };
}
