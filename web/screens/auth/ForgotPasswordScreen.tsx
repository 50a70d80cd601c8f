import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isEmail } from '../../../common/validation';
import { api } from '../../api/client';
import { describeFailure, isRateLimited } from '../../api/formErrors';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthCard } from './AuthCard';

const createPasswordPath = '/users/create-password';

/**
 * /users/forgot-password, and /users/create-password for a new user's first password: asks for a link
 * by e-mail. The answer is the same whether or not the address belongs to an account.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const newUser = pathname.replace(/\/+$/, '') === createPasswordPath;
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const request = useMutation({
    mutationFn: (address: string) =>
      api.post('auth/forgot-password', newUser ? { email: address, new_user: true } : { email: address }),
  });
  const failure = describeFailure(request.error, ['email']);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const valid = isEmail(address);
    setInvalid(!valid);
    if (valid) request.mutate(address);
  }

  const variant = newUser ? 'create' : 'forgot';
  return (
    <AuthCard title={t(`password.${variant}_title`)} intro={t(`password.${variant}_intro`)}>
      {request.isSuccess ? (
        <Stack>
          <Alert color="green" role="status">
            {t('password.link_sent')}
          </Alert>
          <Anchor component={Link} to="/users/login" size="sm" ta="center">
            {t('password.back_to_login')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            {failure.alert && (
              <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
                {isRateLimited(request.error) ? t('forms.too_many_requests') : failure.alert}
              </Alert>
            )}
            <TextInput
              type="email"
              label={t('forms.email')}
              autoComplete="email"
              required
              value={email}
              error={invalid ? t('forms.invalid_email') : failure.fields.email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={request.isPending}>
              {t('password.send_link')}
            </Button>
            <Anchor component={Link} to="/users/login" size="sm" ta="center">
              {t('password.back_to_login')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
