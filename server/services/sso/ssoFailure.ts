/** Why an SSO sign-in stopped; the login page shows `sso.<reason>`. */
export type SsoFailureReason =
  | 'not_available'
  | 'expired_attempt'
  | 'provider_error'
  | 'email_unverified'
  | 'no_identity'
  | 'not_allowed'
  | 'other_organizations';

export class SsoFailure extends Error {
  constructor(
    readonly reason: SsoFailureReason,
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

export const ssoFailurePath = (reason: SsoFailureReason) => `/users/login?error=sso.${reason}`;
