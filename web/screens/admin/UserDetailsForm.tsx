import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { isEmail } from '../../../common/validation';
import { describeFailure } from '../../api/formErrors';
import { NameFields } from '../../components/NameFields';
import { useTranslation } from '../../i18n/useTranslation';
import type { AdminUserFields, UserValues } from '../../queries/adminUsers';
import { useAdminLanguageOptions } from '../../queries/languages';

export type UserFormValues = UserValues & { send_password_link?: boolean };

type UserDetailsFormProps = {
  /** Absent when creating. */
  user?: AdminUserFields;
  saving: boolean;
  error: unknown;
  onSubmit: (values: UserFormValues) => void;
};

const serverFields = ['username', 'email', 'name', 'surname', 'language', 'send_password_link'];
const noLanguage = 'none';

/** Username, e-mail, name and preferred language; when creating, whether to mail a password link. */
export function UserDetailsForm({ user, saving, error, onSubmit }: UserDetailsFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(user?.username ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [name, setName] = useState(user?.name ?? '');
  const [surname, setSurname] = useState(user?.surname ?? '');
  const [language, setLanguage] = useState<string>(user?.language ?? noLanguage);
  const [sendLink, setSendLink] = useState(true);
  const [tried, setTried] = useState(false);
  const isNew = !user;
  const failure = describeFailure(error, serverFields);
  const usernameProblem =
    tried && !/^\S{3,}$/.test(username.trim()) ? t('back_office.user.username_hint') : null;
  const emailProblem = tried && email.trim() && !isEmail(email.trim()) ? t('forms.invalid_email') : null;
  const linkNeedsEmail = isNew && sendLink && !email.trim();
  const options = [
    ...useAdminLanguageOptions('interface', [user?.language]),
    { value: noLanguage, label: t('profile.languages.none') },
  ];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!name.trim() || !/^\S{3,}$/.test(username.trim()) || (email.trim() && !isEmail(email.trim()))) return;
    if (linkNeedsEmail) return;
    onSubmit({
      username: username.trim(),
      email: email.trim() || null,
      name: name.trim(),
      surname: surname.trim(),
      language: language === noLanguage ? null : language,
      ...(isNew ? { send_password_link: sendLink } : {}),
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('back_office.user.username')}
            description={t('back_office.user.username_hint')}
            required
            autoComplete="off"
            value={username}
            error={usernameProblem ?? failure.fields.username}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          <TextInput
            label={t('forms.email')}
            type="email"
            autoComplete="off"
            value={email}
            error={
              emailProblem ??
              (tried && linkNeedsEmail ? t('back_office.user.link_needs_email') : failure.fields.email)
            }
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <NameFields
            name={name}
            surname={surname}
            onNameChange={setName}
            onSurnameChange={setSurname}
            nameMissing={tried && !name.trim()}
            errors={failure.fields}
          />
        </SimpleGrid>
        <Select
          label={t('profile.language')}
          data={options}
          value={language}
          error={failure.fields.language}
          onChange={(value) => setLanguage(value ?? noLanguage)}
        />
        {isNew && (
          <Checkbox
            label={t('back_office.user.send_password_link')}
            checked={sendLink}
            onChange={(event) => setSendLink(event.currentTarget.checked)}
          />
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {isNew ? t('back_office.user.create') : t('back_office.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
