import { PasswordInput } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { minPasswordLength } from './passwordRules';

type NewPasswordFieldsProps = {
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  /** Errors to show under each field (from the form's own checks or the server). */
  errors: { password?: string; repeat?: string };
  /** Label of the first field; the new-password label when not given. */
  label?: string;
  disabled?: boolean;
};

/** A new password with the length hint, and the same password typed again. */
export function NewPasswordFields({
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
  errors,
  label,
  disabled,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={label ?? t('forms.new_password')}
        description={t('forms.password_hint', { min: minPasswordLength })}
        autoComplete="new-password"
        required
        disabled={disabled}
        value={password}
        error={errors.password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
      />
      <PasswordInput
        label={t('forms.repeat_password')}
        autoComplete="new-password"
        required
        disabled={disabled}
        value={repeat}
        error={errors.repeat}
        onChange={(event) => onRepeatChange(event.currentTarget.value)}
      />
    </>
  );
}
