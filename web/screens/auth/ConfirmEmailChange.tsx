import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { errorText } from '../../api/apiError';
import { api } from '../../api/client';
import { isDeadLink } from '../../api/formErrors';
import { getToken } from '../../auth/tokenStore';
import { getUserState, loadUser } from '../../auth/userStore';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthCard } from './AuthCard';

/** Confirms an e-mail change with the link's token, once, as the screen opens. */
export function ConfirmEmailChange({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useMutation({
    mutationFn: async () => (await api.post<{ email: string }>('auth/change-email', { token })).data.email,
    onSuccess: () => {
      // A signed-in user's record shows the old address until it is loaded again.
      if (getUserState().user) void loadUser();
    },
  });
  const { mutate } = confirm;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (isDeadLink(confirm.error, true)) return <Navigate replace to="/mailedurlexpired" />;
  if (confirm.isIdle || confirm.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label={t('change_email.confirming')} />
      </Center>
    );
  }
  const signedIn = getToken() !== null;
  return (
    <AuthCard title={t('change_email.title')}>
      <Stack>
        {confirm.isError ? (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {errorText(confirm.error)}
          </Alert>
        ) : (
          <Alert color="green" role="status">
            {t('change_email.confirmed', { email: confirm.data })}
          </Alert>
        )}
        <Anchor component={Link} to={signedIn ? '/users/edit-profile' : '/users/login'} size="sm" ta="center">
          {t(signedIn ? 'change_email.to_profile' : 'password.sign_in')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
