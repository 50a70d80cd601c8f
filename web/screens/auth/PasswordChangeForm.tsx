import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../api/client';
import { describeFailure } from '../../api/formErrors';
import { useTranslation } from '../../i18n/useTranslation';
import { NewPasswordFields } from './NewPasswordFields';
import { hasErrors, newPasswordErrors } from './passwordRules';

type PasswordChange = { current_password: string; new_password: string };

/** A signed-in password change: the current password, then the new one twice. */
export function PasswordChangeForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const change = useMutation({
    mutationFn: (values: PasswordChange) => api.post('user/password', values),
    onSuccess: () => {
      setCurrent('');
      setPassword('');
      setRepeat('');
      setTried(false);
    },
  });
  const checks = tried ? newPasswordErrors(t, password, repeat) : {};
  const failure = describeFailure(change.error, ['current_password', 'new_password']);
  const currentMissing = tried && !current;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!current || hasErrors(newPasswordErrors(t, password, repeat))) return;
    change.mutate({ current_password: current, new_password: password });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {change.isSuccess && (
          <Alert color="green" role="status">
            {t('profile.password_changed')}
          </Alert>
        )}
        {failure.alert && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {failure.alert}
          </Alert>
        )}
        <PasswordInput
          label={t('forms.current_password')}
          autoComplete="current-password"
          required
          disabled={disabled}
          value={current}
          error={currentMissing ? t('forms.required') : failure.fields.current_password}
          onChange={(event) => setCurrent(event.currentTarget.value)}
        />
        <NewPasswordFields
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
          errors={{ password: checks.password ?? failure.fields.new_password, repeat: checks.repeat }}
          disabled={disabled}
        />
        <Button type="submit" loading={change.isPending} disabled={disabled}>
          {t('profile.change_password')}
        </Button>
      </Stack>
    </form>
  );
}
