import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { errorText } from '../../api/apiError';
import { useUserState } from '../../auth/userStore';
import { PageLoader } from '../../components/PageLoader';
import { useIdentityChange } from '../../queries/identities';

/**
 * /users/unbecome: back from impersonation to the super-admin's own identity. Someone who is not
 * impersonating (a second tab that already returned, a bookmark) simply goes home.
 */
export function UnbecomeScreen() {
  const { status, user } = useUserState();
  const unbecome = useIdentityChange(() => 'admin/unbecome');
  const started = useRef(false);
  const impersonating = status === 'loaded' && Boolean(user?.became);
  useEffect(() => {
    if (!impersonating || started.current) return;
    started.current = true;
    unbecome.mutate(undefined);
  }, [unbecome, impersonating]);
  if (status === 'loaded' && !user?.became && !started.current) return <Navigate replace to="/dashboard" />;
  if (unbecome.isError) return <Alert color="red">{errorText(unbecome.error)}</Alert>;
  return <PageLoader />;
}
