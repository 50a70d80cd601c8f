import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { isEmail } from '../../../common/validation';
import { api } from '../../api/client';
import { describeFailure } from '../../api/formErrors';
import { useUserState } from '../../auth/userStore';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthCard } from './AuthCard';

type ChangeRequest = { email: string; password: string };

/** A signed-in user asks for a new address; the change waits for the link mailed to that address. */
export function ChangeEmailForm() {
  const { t } = useTranslation();
  const { user } = useUserState();
  const impersonating = Boolean(user?.became);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const change = useMutation({
    mutationFn: (values: ChangeRequest) => api.post('user/change-email', values),
  });
  const failure = describeFailure(change.error, ['email', 'password']);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const valid = isEmail(address);
    setInvalid(!valid);
    if (valid && password) change.mutate({ email: address, password });
  }

  const backLink = (
    <Anchor component={Link} to="/users/edit-profile" size="sm" ta="center">
      {t('change_email.to_profile')}
    </Anchor>
  );
  if (change.isSuccess) {
    return (
      <AuthCard title={t('change_email.title')}>
        <Stack>
          <Alert color="green" role="status">
            {t('change_email.sent', { email: change.variables.email })}
          </Alert>
          {backLink}
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('change_email.title')} intro={t('change_email.intro')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          {impersonating && (
            <Alert color="yellow" role="status">
              {t('profile.impersonating')}
            </Alert>
          )}
          {failure.alert && (
            <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {failure.alert}
            </Alert>
          )}
          {user && (
            <Text size="sm">
              {user.email ? t('profile.email_current', { email: user.email }) : t('profile.email_none')}
            </Text>
          )}
          <TextInput
            type="email"
            label={t('change_email.new_email')}
            autoComplete="email"
            required
            disabled={impersonating}
            value={email}
            error={invalid ? t('forms.invalid_email') : failure.fields.email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('forms.current_password')}
            autoComplete="current-password"
            required
            disabled={impersonating}
            value={password}
            error={failure.fields.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={change.isPending} disabled={impersonating || !email || !password}>
            {t('change_email.submit')}
          </Button>
          {backLink}
        </Stack>
      </form>
    </AuthCard>
  );
}
