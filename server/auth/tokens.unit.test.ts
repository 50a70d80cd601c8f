import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './tokens';

const secret = 'unit-token-secret-unit-token-secret-0123456789';

/** A token signed with the right secret, audience and issuer; `times` says which of iat and exp it carries. */
function signed(
  times: { iat?: boolean; exp?: boolean | number; nbf?: number },
  options: { audience?: string | string[]; issuer?: string; key?: string; alg?: string } = {},
) {
  let jwt = new SignJWT({ idn: 1, typ: 'super_admin', org: null, perms: [] })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject('1')
    .setAudience(options.audience ?? 'balss-api')
    .setIssuer(options.issuer ?? 'balss')
    .setJti(randomUUID());
  if (times.iat) jwt = jwt.setIssuedAt();
  if (times.exp) jwt = jwt.setExpirationTime(times.exp === true ? '5m' : times.exp);
  if (times.nbf) jwt = jwt.setNotBefore(times.nbf);
  return jwt.sign(new TextEncoder().encode(options.key ?? secret));
}

const now = () => Math.floor(Date.now() / 1000);
const both = { iat: true, exp: true };

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

  it('reads its claims back from a token it signed', async () => {
    const claims = {
      userId: 7,
      identityId: 9,
      identityType: 'school_admin',
      organizationId: 3,
      permissions: ['view_survey_results'],
      sessionId: 's1',
      becameBy: null,
    };
    expect(await signer.verify(await signer.sign(claims, 60))).toMatchObject(claims);
  });

  it('answers token_expired for an expired token, token_invalid for every other fault', async () => {
    await expect(signer.verify(await signed({ iat: true, exp: now() - 1 }))).rejects.toMatchObject({
      code: 'token_expired',
    });
    const good = await signed(both);
    const [header, payload, signature] = good.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ idn: 2, sub: '2', aud: 'balss-api', iss: 'balss', exp: now() + 60, iat: now() }),
    ).toString('base64url');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const critHeader = Buffer.from(JSON.stringify({ alg: 'HS256', crit: ['exp'] })).toString('base64url');
    const faulty = [
      await signed(both, { key: 'another-secret-another-secret-0123456789' }),
      await signed(both, { audience: 'another-api' }),
      await signed(both, { issuer: 'someone' }),
      await signed(both, { alg: 'HS512' }),
      await signed({ ...both, nbf: now() + 600 }),
      `${header}.${otherPayload}.${signature}`,
      `${noneHeader}.${payload}.`,
      `${noneHeader}.${payload}.${signature}`,
      `${critHeader}.${payload}.${signature}`,
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.x`,
      `${header}.${payload}.${signature.slice(0, -4)}`,
      'not a token',
      '',
    ];
    for (const token of faulty) {
      await expect(signer.verify(token), token).rejects.toMatchObject({ code: 'token_invalid' });
    }
    expect((await signer.verify(await signed(both, { audience: ['other', 'balss-api'] }))).userId).toBe(1);
  });
});
