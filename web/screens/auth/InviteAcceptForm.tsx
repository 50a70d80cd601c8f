import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router';
import { api } from '../../api/client';
import { describeFailure, isDeadLink } from '../../api/formErrors';
import { adoptToken } from '../../auth/signInFlow';
import { NameFields } from '../../components/NameFields';
import { useTranslation } from '../../i18n/useTranslation';
import { NewPasswordFields } from './NewPasswordFields';
import { hasErrors, newPasswordErrors } from './passwordRules';

type AcceptValues = { name?: string; surname?: string; password: string };

type InviteAcceptFormProps = {
  token: string;
  /** An existing account proves itself with its password; otherwise a new account is created. */
  accountExists: boolean;
  email: string;
};

/** Accepts an invitation and signs in with the new identity. */
export function InviteAcceptForm({ token, accountExists, email }: InviteAcceptFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const accept = useMutation({
    mutationFn: async (values: AcceptValues) => {
      const path = `auth/invite/${encodeURIComponent(token)}/accept`;
      await adoptToken((await api.post<{ token: string }>(path, values)).data.token);
    },
    // What was loaded for a previous identity no longer applies; the invitation itself stays cached, as
    // fetching it again (now used up) would answer 410 and send the screen to the expired-link page.
    onSuccess: () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'invitation' }),
  });

  if (accept.isSuccess) return <Navigate replace to="/dashboard" />;
  if (isDeadLink(accept.error)) return <Navigate replace to="/mailedurlexpired" />;

  const checks = tried && !accountExists ? newPasswordErrors(t, password, repeat) : {};
  const nameMissing = tried && !accountExists && !name.trim();
  const failure = describeFailure(accept.error, ['name', 'surname', 'password']);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (accountExists) {
      if (password) accept.mutate({ password });
      return;
    }
    if (!name.trim() || hasErrors(newPasswordErrors(t, password, repeat))) return;
    accept.mutate({ name: name.trim(), surname: surname.trim(), password });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {failure.alert && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {failure.alert}
          </Alert>
        )}
        {/* Lets password managers file the password under the invited address. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        {accountExists ? (
          <PasswordInput
            label={t('forms.password')}
            autoComplete="current-password"
            required
            value={password}
            error={(tried && !password ? t('forms.required') : undefined) ?? failure.fields.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        ) : (
          <>
            <NameFields
              name={name}
              surname={surname}
              onNameChange={setName}
              onSurnameChange={setSurname}
              nameMissing={nameMissing}
              errors={failure.fields}
            />
            <NewPasswordFields
              label={t('forms.password')}
              password={password}
              repeat={repeat}
              onPasswordChange={setPassword}
              onRepeatChange={setRepeat}
              errors={{ password: checks.password ?? failure.fields.password, repeat: checks.repeat }}
            />
          </>
        )}
        <Button type="submit" loading={accept.isPending}>
          {t('invite.accept')}
        </Button>
      </Stack>
    </form>
  );
}
