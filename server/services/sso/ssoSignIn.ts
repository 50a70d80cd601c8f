import { and, eq, isNotNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { sameOriginPath } from '../../../common/sameOriginPath';
import { tokenSecretsOf } from '../../auth/secretRotation';
import type { Db } from '../../db/client';
import { organizations, schoolSsoConfigs } from '../../db/schema';
import type { AppConfig } from '../../env';
import { createSession } from '../accounts/sessions';
import { exchangeCode } from './codeExchange';
import { fetchRulesFor, providerErrorMessage, withProviderClient } from './discovery';
import { checkProviderTarget } from './providerRequest';
import { openSecret } from './secretBox';
import { consumeAttempt, createAttempt } from './ssoAttempts';
import { SsoFailure } from './ssoFailure';
import { findSsoIdentity } from './ssoIdentity';

export const ssoCallbackPath = '/api/sso/callback';
export const ssoRedirectUri = (config: AppConfig) => `${config.appUrl.replace(/\/+$/, '')}${ssoCallbackPath}`;

/** Only a path of this site, as it resolves (common/sameOriginPath.ts), and no control characters. */
export function sameSitePath(value: string | undefined): string | null {
  if (!value || value.length > 500 || [...value].some((char) => char.charCodeAt(0) < 32)) return null;
  return sameOriginPath(value);
}

async function enabledConfigOf(db: Db, schoolId: number) {
  const [row] = await db
    .select()
    .from(schoolSsoConfigs)
    .where(and(eq(schoolSsoConfigs.organizationId, schoolId), isNotNull(schoolSsoConfigs.enabledAt)));
  if (!row) throw new SsoFailure('not_available');
  return row;
}

const clientOf = (settings: typeof schoolSsoConfigs.$inferSelect, config: AppConfig) => ({
  clientId: settings.clientId,
  clientSecret: openSecret(tokenSecretsOf(config), settings.clientSecretEncrypted),
});

/** A value the provider's answer carries exactly once (a repeated one counts as absent). */
function single(answer: URLSearchParams, name: string): string | undefined {
  const values = answer.getAll(name);
  return values.length === 1 && values[0].length <= 4000 ? values[0] : undefined;
}

/** The provider's authorization URL for a new attempt at the school with this slug. */
export async function startSsoLogin(db: Db, config: AppConfig, slug: string, redirect: string | undefined) {
  const [school] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.slug, slug), eq(organizations.type, 'school')));
  if (!school) throw new SsoFailure('not_available');
  const settings = await enabledConfigOf(db, school.id);
  const rules = fetchRulesFor(config);
  const attempt = await createAttempt(db, school.id, sameSitePath(redirect));
  try {
    return await withProviderClient(settings.issuer, clientOf(settings, config), rules, async (client) => {
      const url = oidc.buildAuthorizationUrl(client, {
        redirect_uri: ssoRedirectUri(config),
        scope: 'openid email profile',
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: attempt.codeChallenge,
        code_challenge_method: 'S256',
      });
      checkProviderTarget(url, rules.strict);
      return url.toString();
    });
  } catch (error) {
    throw new SsoFailure('provider_error', providerErrorMessage(error));
  }
}

/**
 * The provider came back (`answer`: the callback's query): one use of the attempt, the code
 * exchanged, the school's identity signed in.
 */
export async function finishSsoLogin(db: Db, config: AppConfig, answer: URLSearchParams) {
  const state = single(answer, 'state');
  if (!state) throw new SsoFailure('expired_attempt', 'no state');
  const attempt = await consumeAttempt(db, state);
  if (!attempt) throw new SsoFailure('expired_attempt');
  const error = single(answer, 'error');
  if (error || !single(answer, 'code')) throw new SsoFailure('provider_error', error ?? 'no code');
  const settings = await enabledConfigOf(db, attempt.organizationId);
  const callbackUrl = new URL(ssoRedirectUri(config));
  callbackUrl.search = answer.toString();
  const claims = await exchangeCode(
    settings.issuer,
    clientOf(settings, config),
    callbackUrl,
    { state, codeVerifier: attempt.codeVerifier, nonce: attempt.nonce },
    fetchRulesFor(config),
  );
  const context = await findSsoIdentity(db, settings, claims);
  const { session, secret } = await createSession(db, {
    userId: context.user.id,
    identityId: context.identity.id,
  });
  return { session, secret, context, redirectPath: attempt.redirectPath };
}
