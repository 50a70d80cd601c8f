import { Alert, Button, Select, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeFailure } from '../../api/formErrors';
import type { CurrentUser } from '../../auth/userTypes';
import { NameFields } from '../../components/NameFields';
import { useTranslation } from '../../i18n/useTranslation';
import { useInterfaceLanguageOptions } from '../../queries/languages';

/** `language`: en, lv, ru or a language added at /admin/manage-languages; null for no preference. */
export type ProfileValues = { name: string; surname: string; language: string | null };

type ProfileDetailsFormProps = {
  user: CurrentUser;
  disabled: boolean;
  saving: boolean;
  error: unknown;
  onSave: (values: ProfileValues) => void;
};

const noLanguage = 'none';

/** Name, surname and preferred language, starting from the stored values. */
export function ProfileDetailsForm({ user, disabled, saving, error, onSave }: ProfileDetailsFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(user.name);
  const [surname, setSurname] = useState(user.surname);
  const [language, setLanguage] = useState<string>(user.language ?? noLanguage);
  const [tried, setTried] = useState(false);
  const failure = describeFailure(error, ['name', 'surname', 'language']);
  const nameMissing = tried && !name.trim();
  const options = [
    ...useInterfaceLanguageOptions(user.language),
    { value: noLanguage, label: t('profile.languages.none') },
  ];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!name.trim()) return;
    onSave({
      name: name.trim(),
      surname: surname.trim(),
      language: language === noLanguage ? null : language,
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {failure.alert && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {failure.alert}
          </Alert>
        )}
        <NameFields
          name={name}
          surname={surname}
          onNameChange={setName}
          onSurnameChange={setSurname}
          nameMissing={nameMissing}
          errors={failure.fields}
          disabled={disabled}
        />
        <Select
          label={t('profile.language')}
          data={options}
          disabled={disabled}
          value={language}
          error={failure.fields.language}
          onChange={(value) => setLanguage(value ?? noLanguage)}
        />
        <Button type="submit" loading={saving} disabled={disabled}>
          {t('profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
