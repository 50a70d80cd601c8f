import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, schoolSsoConfigs } from '../../db/schema';
import type { AppConfig } from '../../env';
import { createSession } from '../accounts/sessions';
import { exchangeCode } from './codeExchange';
import { discoverProvider, fetchRulesFor } from './discovery';
import { openSecret } from './secretBox';
import { consumeAttempt, createAttempt } from './ssoAttempts';
import { SsoFailure } from './ssoFailure';
import { findSsoIdentity } from './ssoIdentity';

export const ssoCallbackPath = '/api/sso/callback';
export const ssoRedirectUri = (config: AppConfig) => `${config.appUrl.replace(/\/+$/, '')}${ssoCallbackPath}`;

/** Only a path of this site: one leading slash, no scheme, no backslash or control characters. */
export function sameSitePath(value: string | undefined): string | null {
  if (!value || value.length > 500 || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 32)) return null;
  return value;
}

async function enabledConfigOf(db: Db, schoolId: number) {
  const [row] = await db
    .select()
    .from(schoolSsoConfigs)
    .where(and(eq(schoolSsoConfigs.organizationId, schoolId), isNotNull(schoolSsoConfigs.enabledAt)));
  if (!row) throw new SsoFailure('not_available');
  return row;
}

const providerOf = (issuer: string, config: AppConfig) =>
  discoverProvider(issuer, fetchRulesFor(config)).catch((error: Error) => {
    throw new SsoFailure('provider_error', error.message);
  });

/** The provider's authorization URL for a new attempt at the school with this slug. */
export async function startSsoLogin(db: Db, config: AppConfig, slug: string, redirect: string | undefined) {
  const [school] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.slug, slug), eq(organizations.type, 'school')));
  if (!school) throw new SsoFailure('not_available');
  const settings = await enabledConfigOf(db, school.id);
  const provider = await providerOf(settings.issuer, config);
  const attempt = await createAttempt(db, school.id, sameSitePath(redirect));
  const url = new URL(provider.authorizationEndpoint);
  const params = {
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: ssoRedirectUri(config),
    scope: 'openid email profile',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: attempt.codeChallenge,
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The provider came back: one use of the attempt, the code exchanged, the school's identity signed in. */
export async function finishSsoLogin(
  db: Db,
  config: AppConfig,
  query: { code?: string; state?: string; error?: string },
) {
  if (!query.state) throw new SsoFailure('expired_attempt', 'no state');
  const attempt = await consumeAttempt(db, query.state);
  if (!attempt) throw new SsoFailure('expired_attempt');
  if (query.error || !query.code) throw new SsoFailure('provider_error', query.error ?? 'no code');
  const settings = await enabledConfigOf(db, attempt.organizationId);
  const provider = await providerOf(settings.issuer, config);
  const payload = await exchangeCode(
    provider,
    {
      clientId: settings.clientId,
      clientSecret: openSecret(config.tokenSecret, settings.clientSecretEncrypted),
      redirectUri: ssoRedirectUri(config),
    },
    { code: query.code, codeVerifier: attempt.codeVerifier, nonce: attempt.nonce },
    fetchRulesFor(config),
  );
  const context = await findSsoIdentity(db, settings, payload);
  const { session, secret } = await createSession(db, {
    userId: context.user.id,
    identityId: context.identity.id,
  });
  return { session, secret, context, redirectPath: attempt.redirectPath };
}
