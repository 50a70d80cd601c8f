import type { TFunction } from '../../i18n/translator';

/** The server's shortest accepted password (server/auth/passwords.ts). */
export const minPasswordLength = 8;

export type NewPasswordErrors = { password?: string; repeat?: string };

/** The checks made before a new password is sent: long enough, and typed the same twice. */
export function newPasswordErrors(t: TFunction, password: string, repeat: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password.length < minPasswordLength)
    errors.password = t('forms.password_too_short', { min: minPasswordLength });
  if (repeat !== password) errors.repeat = t('forms.passwords_mismatch');
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
