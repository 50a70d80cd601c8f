import * as oidc from 'openid-client';
import type { AppConfig } from '../../env';
import { checkProviderTarget, type FetchRules, ProviderFetchError, providerFetch } from './providerRequest';

export type ProviderClient = { clientId: string; clientSecret: string };

type CachedProvider = { metadata: oidc.ServerMetadata; keys?: oidc.ExportedJWKSCache; expiresAt: number };

const cacheMs = 5 * 60 * 1000;
const timeoutSeconds = 5;
const cache = new Map<string, CachedProvider>();

/** Production rules unless the server runs in test, development or developer mode. */
export function fetchRulesFor(config: AppConfig): FetchRules {
  return { strict: config.nodeEnv === 'production' && !config.developerMode };
}

/** Our own fetch refusal somewhere in the error's causes (openid-client wraps what its fetch throws). */
function fetchRefusalIn(error: unknown): ProviderFetchError | undefined {
  for (let item = error; item instanceof Error; item = item.cause) {
    if (item instanceof ProviderFetchError) return item;
  }
  return undefined;
}

/** The reason worth showing: our own fetch refusal when there is one, else openid-client's words. */
export function providerErrorMessage(error: unknown): string {
  const refusal = fetchRefusalIn(error);
  if (refusal) return refusal.message;
  const messages: string[] = [];
  for (let item = error; item instanceof Error; item = item.cause) messages.push(item.message);
  return messages.join(': ') || 'the provider could not be used';
}

const insecureUnlessStrict = (rules: FetchRules) => (rules.strict ? [] : [oidc.allowInsecureRequests]);

/** client_secret_basic when the provider offers it (the OAuth default), else client_secret_post. */
function clientAuthentication(metadata: oidc.ServerMetadata, secret: string): oidc.ClientAuth {
  const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  if (methods.includes('client_secret_basic')) return oidc.ClientSecretBasic(secret);
  if (methods.includes('client_secret_post')) return oidc.ClientSecretPost(secret);
  throw new ProviderFetchError('The provider supports neither client_secret_basic nor client_secret_post');
}

async function discover(issuer: string, rules: FetchRules): Promise<oidc.ServerMetadata> {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new ProviderFetchError(`${issuer} is not a URL`);
  }
  checkProviderTarget(url, rules.strict);
  try {
    const found = await oidc.discovery(url, 'discovery', undefined, oidc.None(), {
      [oidc.customFetch]: providerFetch(rules),
      execute: insecureUnlessStrict(rules),
      timeout: timeoutSeconds,
    });
    return found.serverMetadata();
  } catch (error) {
    throw (
      fetchRefusalIn(error) ??
      new ProviderFetchError(`The provider's discovery failed: ${providerErrorMessage(error)}`)
    );
  }
}

async function cachedProvider(issuer: string, rules: FetchRules, fresh: boolean): Promise<CachedProvider> {
  const key = `${rules.strict}:${issuer.replace(/\/+$/, '')}`;
  const cached = cache.get(key);
  if (!fresh && cached && cached.expiresAt > Date.now()) return cached;
  const entry = { metadata: await discover(issuer, rules), expiresAt: Date.now() + cacheMs };
  cache.set(key, entry);
  return entry;
}

/**
 * The issuer's discovery, kept for a few minutes per issuer; fresh when asked (saving a configuration
 * checks the provider as it is now). Failures are ProviderFetchErrors.
 */
export async function discoverProvider(
  issuer: string,
  rules: FetchRules,
  options: { fresh?: boolean } = {},
): Promise<oidc.ServerMetadata> {
  return (await cachedProvider(issuer, rules, options.fresh ?? false)).metadata;
}

/**
 * An openid-client configuration for one school's client at a cached provider. `run` gets it, and
 * the provider's key set it fetched is kept with the issuer for the next sign-in.
 */
export async function withProviderClient<T>(
  issuer: string,
  client: ProviderClient,
  rules: FetchRules,
  run: (configuration: oidc.Configuration) => Promise<T>,
): Promise<T> {
  const entry = await cachedProvider(issuer, rules, false);
  const configuration = new oidc.Configuration(
    entry.metadata,
    client.clientId,
    { client_secret: client.clientSecret, [oidc.clockTolerance]: 30 },
    clientAuthentication(entry.metadata, client.clientSecret),
  );
  configuration[oidc.customFetch] = providerFetch(rules);
  configuration.timeout = timeoutSeconds;
  for (const apply of insecureUnlessStrict(rules)) apply(configuration);
  if (entry.keys) oidc.setJwksCache(configuration, entry.keys);
  try {
    return await run(configuration);
  } finally {
    entry.keys = oidc.getJwksCache(configuration) ?? entry.keys;
  }
}
