import * as oidc from 'openid-client';
import { type ProviderClient, providerErrorMessage, withProviderClient } from './discovery';
import type { FetchRules } from './providerRequest';
import { SsoFailure } from './ssoFailure';

export type IdTokenClaims = oidc.IDToken;

/**
 * Exchanges the code of the provider's answer (`callbackUrl`: our redirect URI with the query the
 * provider sent) and returns the verified id_token claims: signature by the provider's keys, iss,
 * aud, azp, exp, iat, nonce, state and the PKCE verifier (openid-client).
 */
export async function exchangeCode(
  issuer: string,
  client: ProviderClient,
  callbackUrl: URL,
  attempt: { state: string; codeVerifier: string; nonce: string },
  rules: FetchRules,
): Promise<IdTokenClaims> {
  try {
    return await withProviderClient(issuer, client, rules, async (configuration) => {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        pkceCodeVerifier: attempt.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no id_token');
      return claims;
    });
  } catch (error) {
    throw new SsoFailure('provider_error', providerErrorMessage(error));
  }
}
