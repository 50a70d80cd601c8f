import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './tokens';

const secret = 'unit-token-secret-unit-token-secret-0123456789';

/** A token signed with the right secret, audience and issuer; `times` says which of iat and exp it carries. */
function signed(times: { iat?: boolean; exp?: boolean }) {
  let jwt = new SignJWT({ idn: 1, typ: 'super_admin', org: null, perms: [] })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setAudience('balss-api')
    .setIssuer('balss')
    .setJti(randomUUID());
  if (times.iat) jwt = jwt.setIssuedAt();
  if (times.exp) jwt = jwt.setExpirationTime('5m');
  return jwt.sign(new TextEncoder().encode(secret));
}

describe('token signer', () => {
  const signer = createTokenSigner(secret);

  it('accepts its own tokens', async () => {
    expect((await signer.verify(await signed({ iat: true, exp: true }))).userId).toBe(1);
  });

  it('refuses a rightly signed token without exp or without iat', async () => {
    for (const times of [{}, { iat: true }, { exp: true }]) {
      await expect(signer.verify(await signed(times))).rejects.toMatchObject({ code: 'token_invalid' });
    }
  });
});
