import { Alert, Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/apiError';
import { useIdentityChange } from '../../queries/identities';

/** /users/unbecome: back from impersonation to the super-admin's own identity. */
export function UnbecomeScreen() {
  const { t } = useTranslation();
  const unbecome = useIdentityChange(() => 'admin/unbecome');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    unbecome.mutate(undefined);
  }, [unbecome]);
  if (unbecome.isError) return <Alert color="red">{errorText(unbecome.error)}</Alert>;
  return (
    <Center py={80}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
