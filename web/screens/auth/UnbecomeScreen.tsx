import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { errorText } from '../../api/apiError';
import { PageLoader } from '../../components/PageLoader';
import { useIdentityChange } from '../../queries/identities';

/** /users/unbecome: back from impersonation to the super-admin's own identity. */
export function UnbecomeScreen() {
  const unbecome = useIdentityChange(() => 'admin/unbecome');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    unbecome.mutate(undefined);
  }, [unbecome]);
  if (unbecome.isError) return <Alert color="red">{errorText(unbecome.error)}</Alert>;
  return <PageLoader />;
}
