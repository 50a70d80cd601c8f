import { Alert, Button, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { api } from '../../api/client';
import { describeFailure, isDeadLink } from '../../api/formErrors';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { hasErrors, newPasswordErrors } from './passwordRules';

type PasswordLink = { valid: boolean; new_user: boolean; expires_at: string };

/** /users/reset-password?token=…[&new_user=1]: sets a password with a mailed link. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const link = useQuery({
    queryKey: ['password-link', token],
    queryFn: async () =>
      (await api.get<PasswordLink>(`auth/reset-password/${encodeURIComponent(token)}`)).data,
    enabled: token !== '',
    retry: false,
  });
  const reset = useMutation({
    mutationFn: (value: string) => api.post('auth/reset-password', { token, password: value }),
  });

  if (!token) return <Navigate replace to="/urlexpired" />;
  if (isDeadLink(link.error) || isDeadLink(reset.error)) return <Navigate replace to="/mailedurlexpired" />;

  const newUser = link.data?.new_user ?? params.get('new_user') === '1';
  const title = t(newUser ? 'password.create_title' : 'password.reset_title');
  if (link.isPending) {
    return <PageLoader />;
  }
  if (link.isError) {
    return (
      <AuthCard title={title}>
        <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {errorText(link.error)}
        </Alert>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title={title}>
        <Stack>
          <Alert color="green" role="status">
            {t(newUser ? 'password.created_done' : 'password.reset_done')}
          </Alert>
          <Button component={Link} to="/users/login">
            {t('password.sign_in')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const checks = tried ? newPasswordErrors(t, password, repeat) : {};
  const failure = describeFailure(reset.error, ['password']);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!hasErrors(newPasswordErrors(t, password, repeat))) reset.mutate(password);
  }

  return (
    <AuthCard title={title} intro={t('password.reset_intro')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          {failure.alert && (
            <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {failure.alert}
            </Alert>
          )}
          <NewPasswordFields
            password={password}
            repeat={repeat}
            onPasswordChange={setPassword}
            onRepeatChange={setRepeat}
            errors={{ password: checks.password ?? failure.fields.password, repeat: checks.repeat }}
          />
          <Button type="submit" loading={reset.isPending}>
            {t('password.save')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
