import { Alert, Center, Loader, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { api } from '../../api/client';
import { isDeadLink } from '../../api/formErrors';
import { adoptToken } from '../../auth/signInFlow';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthCard } from './AuthCard';

/**
 * /tokenized: with ?token= a respondent's personal link opens a tokenized session; without one this is
 * where a tokenized respondent whose session ended lands, and learns how to get a new link.
 */
export function TokenizedScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const enter = useMutation({
    mutationFn: async (secret: string) => {
      const { data } = await api.post<{ token: string; tokenized: boolean }>('auth/tokenized', {
        token: secret,
      });
      await adoptToken(data.token, true);
    },
    onSuccess: () => queryClient.removeQueries(),
  });
  const { mutate } = enter;
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  if (enter.isSuccess) return <Navigate replace to="/dashboard" />;
  if (isDeadLink(enter.error, true)) return <Navigate replace to="/urlexpired" />;
  if (token && !enter.isError) {
    return (
      <Center py={80}>
        <Loader aria-label={t('tokenized.opening')} />
      </Center>
    );
  }
  if (enter.isError) {
    return (
      <AuthCard title={t('tokenized.title')}>
        <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {errorText(enter.error)}
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('tokenized.ended_title')}>
      <Text>{t('tokenized.ended_text')}</Text>
      <Text mt="md" fw={600}>
        {t('tokenized.ask_teacher')}
      </Text>
    </AuthCard>
  );
}
