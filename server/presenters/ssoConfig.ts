import type { SsoConfigRow } from '../services/sso/ssoConfigs';

/** The school's SSO settings; the client secret is write-only and never leaves the server. */
export function presentSsoConfig(row: SsoConfigRow | null, redirectUri: string) {
  return {
    redirect_uri: redirectUri,
    config: row
      ? {
          issuer: row.issuer,
          client_id: row.clientId,
          has_client_secret: true,
          match_claim: row.matchClaim,
          external_id_claim: row.externalIdClaim,
          identity_types: row.identityTypes,
          enabled: row.enabledAt !== null,
          enabled_at: row.enabledAt?.toISOString() ?? null,
          updated_at: row.updatedAt.toISOString(),
        }
      : null,
  };
}
