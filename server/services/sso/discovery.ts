import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { AppConfig } from '../../env';
import { type FetchRules, ProviderFetchError, providerJson } from './providerRequest';

export type TokenAuthMethod = 'client_secret_basic' | 'client_secret_post';

export type Provider = {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  tokenAuthMethod: TokenAuthMethod;
  keys: JWTVerifyGetKey;
};

const cacheMs = 5 * 60 * 1000;
const cache = new Map<string, { provider: Provider; expiresAt: number }>();

/** Production rules unless the server runs in test, development or developer mode. */
export function fetchRulesFor(config: AppConfig): FetchRules {
  return { strict: config.nodeEnv === 'production' && !config.developerMode };
}

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

function endpoint(document: Record<string, unknown>, name: string, rules: FetchRules): string {
  const value = document[name];
  if (typeof value !== 'string') throw new ProviderFetchError(`The provider's discovery has no ${name}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ProviderFetchError(`The provider's ${name} is not a URL`);
  }
  if (rules.strict && url.protocol !== 'https:')
    throw new ProviderFetchError(`The provider's ${name} must use https`);
  return value;
}

function tokenAuthMethod(document: Record<string, unknown>): TokenAuthMethod {
  const listed = document.token_endpoint_auth_methods_supported;
  const methods = Array.isArray(listed) ? listed : ['client_secret_basic'];
  if (methods.includes('client_secret_basic')) return 'client_secret_basic';
  if (methods.includes('client_secret_post')) return 'client_secret_post';
  throw new ProviderFetchError('The provider supports neither client_secret_basic nor client_secret_post');
}

async function loadProvider(issuer: string, rules: FetchRules): Promise<Provider> {
  const base = withoutTrailingSlash(issuer);
  const { status, json: document } = await providerJson(`${base}/.well-known/openid-configuration`, rules);
  if (status !== 200) throw new ProviderFetchError(`The provider's discovery answered HTTP ${status}`);
  if (typeof document.issuer !== 'string' || withoutTrailingSlash(document.issuer) !== base) {
    throw new ProviderFetchError(`The provider names another issuer (${String(document.issuer)})`);
  }
  const jwksUri = endpoint(document, 'jwks_uri', rules);
  const { status: keysStatus, json: keySet } = await providerJson(jwksUri, rules);
  if (keysStatus !== 200 || !Array.isArray(keySet.keys)) {
    throw new ProviderFetchError(`The provider's key set (jwks_uri) could not be read (HTTP ${keysStatus})`);
  }
  return {
    issuer: document.issuer,
    authorizationEndpoint: endpoint(document, 'authorization_endpoint', rules),
    tokenEndpoint: endpoint(document, 'token_endpoint', rules),
    tokenAuthMethod: tokenAuthMethod(document),
    keys: createLocalJWKSet(keySet as unknown as JSONWebKeySet),
  };
}

/**
 * The issuer's discovery document and key set, kept for a few minutes per issuer; fresh when asked
 * (saving a configuration checks the provider as it is now). Failures are ProviderFetchErrors.
 */
export async function discoverProvider(
  issuer: string,
  rules: FetchRules,
  options: { fresh?: boolean } = {},
): Promise<Provider> {
  const key = `${rules.strict}:${withoutTrailingSlash(issuer)}`;
  const cached = cache.get(key);
  if (!options.fresh && cached && cached.expiresAt > Date.now()) return cached.provider;
  const provider = await loadProvider(issuer, rules);
  cache.set(key, { provider, expiresAt: Date.now() + cacheMs });
  return provider;
}
