import { type JWTPayload, jwtVerify } from 'jose';
import type { Provider } from './discovery';
import { type FetchRules, providerJson } from './providerRequest';
import { SsoFailure } from './ssoFailure';

type Client = { clientId: string; clientSecret: string; redirectUri: string };

/** The token request of the authorization code flow, authenticated as the provider's discovery asks. */
async function requestIdToken(
  provider: Provider,
  client: Client,
  code: string,
  codeVerifier: string,
  rules: FetchRules,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUri,
    code_verifier: codeVerifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (provider.tokenAuthMethod === 'client_secret_basic') {
    const pair = `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
  }
  const { status, json } = await providerJson(provider.tokenEndpoint, rules, {
    method: 'POST',
    headers,
    body: form.toString(),
  });
  if (status !== 200 || typeof json.id_token !== 'string') {
    throw new SsoFailure('provider_error', `token endpoint answered ${status} ${String(json.error ?? '')}`);
  }
  return json.id_token;
}

/** Exchanges the code and verifies the id_token: signature by the provider's keys, iss, aud, exp, nonce. */
export async function exchangeCode(
  provider: Provider,
  client: Client,
  attempt: { code: string; codeVerifier: string; nonce: string },
  rules: FetchRules,
): Promise<JWTPayload> {
  const idToken = await requestIdToken(provider, client, attempt.code, attempt.codeVerifier, rules);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, provider.keys, {
      issuer: provider.issuer,
      audience: client.clientId,
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: 30,
    }));
  } catch (error) {
    throw new SsoFailure('provider_error', `id_token refused: ${(error as Error).message}`);
  }
  if (payload.nonce !== attempt.nonce)
    throw new SsoFailure('provider_error', 'id_token nonce does not match');
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== client.clientId) {
    throw new SsoFailure('provider_error', 'id_token azp names another client');
  }
  return payload;
}
