import type { AppConfig } from '../env';

/**
 * TOKEN_SECRET's list, newest first (docs/DEPLOY.md "Rotating the secrets"): the first makes tokens,
 * mailed links and sealed SSO secrets; every one is tried when reading them.
 */
export const tokenSecretsOf = (config: Pick<AppConfig, 'tokenSecret' | 'previousTokenSecrets'>) => [
  config.tokenSecret,
  ...(config.previousTokenSecrets ?? []),
];

/** What `read` makes of the first secret it accepts, newest first; null when none does. */
export function readWithAnySecret<T>(secrets: string[], read: (secret: string) => T | null): T | null {
  for (const secret of secrets) {
    const value = read(secret);
    if (value !== null) return value;
  }
  return null;
}
