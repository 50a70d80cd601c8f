import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../http/errors';

/** What a token says about its bearer: one identity of one user (ARCHITECTURE "Accounts"). */
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
const audience = 'balss-api';
const issuer = 'balss';

export type TokenSigner = {
  sign: (claims: Omit<TokenClaims, 'tokenId' | 'expiresAt'>, lifetimeSeconds?: number) => Promise<string>;
  verify: (token: string) => Promise<TokenClaims>;
};

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // The HMAC key imported once: given as bytes, jose imports it again for every token it checks
  // (a measurable part of each request's CPU, issue 20).
  let imported: Promise<CryptoKey> | null = null;
  const verifyKey = () => {
    imported ??= crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    return imported;
  };
  return {
    async sign(claims, lifetimeSeconds = tokenLifetimeSeconds) {
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
      try {
        const { payload } = await jwtVerify(token, await verifyKey(), {
          algorithms: ['HS256'],
          audience,
          issuer,
          // A token without an expiry would be good forever.
          requiredClaims: ['exp', 'iat'],
        });
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
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError('token_expired', 'Token expired');
        throw new AppError('token_invalid', 'The token is invalid');
      }
    },
  };
}
