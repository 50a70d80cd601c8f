import { Alert, Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/apiError';
import { useTokenSwap } from '../../queries/identities';

/** /users/unbecome: back from impersonation to the super-admin's own identity. */
export function UnbecomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unbecome = useTokenSwap(() => 'admin/unbecome');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    unbecome.mutate(undefined, {
      onSuccess: () => {
        queryClient.clear();
        navigate('/dashboard', { replace: true });
      },
    });
  }, [unbecome, navigate, queryClient]);
  if (unbecome.isError) return <Alert color="red">{errorText(unbecome.error)}</Alert>;
  return (
    <Center py={80}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
