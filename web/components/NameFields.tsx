import { TextInput } from '@mantine/core';
import { useTranslation } from '../i18n/useTranslation';

export type NameFieldsProps = {
  name: string;
  surname: string;
  onNameChange: (value: string) => void;
  onSurnameChange: (value: string) => void;
  /** Set once the user tried to submit without a name. */
  nameMissing: boolean;
  errors: { name?: string; surname?: string };
  disabled?: boolean;
};

/** First name (required) and surname, as every account form asks for them. */
export function NameFields({
  name,
  surname,
  onNameChange,
  onSurnameChange,
  nameMissing,
  errors,
  disabled,
}: NameFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('forms.name')}
        autoComplete="given-name"
        required
        disabled={disabled}
        value={name}
        error={nameMissing ? t('forms.required') : errors.name}
        onChange={(event) => onNameChange(event.currentTarget.value)}
      />
      <TextInput
        label={t('forms.surname')}
        autoComplete="family-name"
        disabled={disabled}
        value={surname}
        error={errors.surname}
        onChange={(event) => onSurnameChange(event.currentTarget.value)}
      />
    </>
  );
}
