import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './tokens';

const secret = 'unit-token-secret-unit-token-secret-0123456789';

/** A token signed with the right secret, audience and issuer; `times` says which of iat and exp it carries. */
function signed(
  times: { iat?: boolean | number; exp?: boolean | number; nbf?: number },
  options: { audience?: string | string[]; issuer?: string; key?: string; alg?: string } = {},
) {
  let jwt = new SignJWT({ idn: 1, typ: 'super_admin', org: null, perms: [] })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject('1')
    .setAudience(options.audience ?? 'balss-api')
    .setIssuer(options.issuer ?? 'balss')
    .setJti(randomUUID());
  if (times.iat) jwt = times.iat === true ? jwt.setIssuedAt() : jwt.setIssuedAt(times.iat);
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

  it('refuses a rightly signed token that lives longer than any is issued for, or was issued in the future', async () => {
    const tenYears = 10 * 365 * 24 * 3600;
    const refused = [
      await signed({ iat: true, exp: now() + tenYears }),
      await signed({ iat: now() - tenYears, exp: now() + 60 }),
      await signed({ iat: now() + 3600, exp: now() + 3600 + 60 }),
      await signed({ iat: now() + tenYears, exp: now() + tenYears + 60 }),
    ];
    for (const token of refused) {
      await expect(signer.verify(token), token).rejects.toMatchObject({ code: 'token_invalid' });
    }
    // Its own lifetime, and a few seconds of another server's clock running ahead, are fine.
    expect((await signer.verify(await signed({ iat: true, exp: now() + 15 * 60 }))).userId).toBe(1);
    expect((await signer.verify(await signed({ iat: now() + 20, exp: now() + 15 * 60 }))).userId).toBe(1);
    await expect(signer.sign({} as never, 3600)).rejects.toThrow(/at most 900 s/);
  });

  it('signs with the newest secret and accepts the older ones of a rotation, and no other', async () => {
    const older = 'older-token-secret-older-token-secret-0123456';
    const rotating = createTokenSigner(secret, { previousSecrets: [older] });
    expect((await rotating.verify(await signed(both, { key: older }))).userId).toBe(1);
    expect((await rotating.verify(await signed(both))).userId).toBe(1);
    const claims = {
      userId: 2,
      identityId: 3,
      identityType: 'teacher',
      organizationId: 4,
      permissions: [],
      sessionId: null,
      becameBy: null,
    };
    const made = await rotating.sign(claims);
    expect((await signer.verify(made)).userId).toBe(2);
    await expect(createTokenSigner(older).verify(made)).rejects.toMatchObject({ code: 'token_invalid' });
    await expect(
      rotating.verify(await signed(both, { key: 'dropped-token-secret-dropped-token-secret-01' })),
    ).rejects.toMatchObject({ code: 'token_invalid' });
  });
});
