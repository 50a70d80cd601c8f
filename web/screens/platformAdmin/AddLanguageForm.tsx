import { Alert, Button, Fieldset, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { describeFailure } from '../../api/formErrors';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { type NewLanguage, useAddLanguage } from '../../queries/languages';

const empty: NewLanguage = { code: '', name: '', native_name: '' };

/** Adds a language (off until it is translated and switched on); no code change needed. */
export function AddLanguageForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const add = useAddLanguage();
  const errors = describeFailure(add.error, ['code', 'name', 'native_name']);
  const field = (name: keyof NewLanguage) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errors.fields[name],
    required: true,
  });

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    add.mutate(values, {
      onSuccess: (language) => {
        setValues(empty);
        notice.info(t('platform_admin.languages.added', { name: language.name }));
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Fieldset legend={t('platform_admin.languages.add_title')}>
        {errors.alert && (
          <Alert color="red" role="alert" mb="sm">
            {errors.alert}
          </Alert>
        )}
        <Group align="flex-start" grow>
          <TextInput label={t('platform_admin.languages.code')} description="uk, lt" {...field('code')} />
          <TextInput label={t('platform_admin.languages.name')} description="Ukrainian" {...field('name')} />
          <TextInput
            label={t('platform_admin.languages.native_name')}
            description="Українська"
            {...field('native_name')}
          />
        </Group>
        <Button type="submit" mt="md" loading={add.isPending}>
          {t('platform_admin.languages.add')}
        </Button>
      </Fieldset>
    </form>
  );
}
