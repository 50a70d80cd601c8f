import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../auth/session';
import { signOut } from '../../auth/signInFlow';

/** /logout and /users/logout: end the session, then go to the same-site `redirect` or the login screen. */
export function LogoutScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'), '/users/login');
  useEffect(() => {
    let cancelled = false;
    void signOut().then(() => {
      if (!cancelled) navigate(redirect, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, redirect]);
  return (
    <Center py={80}>
      <Loader aria-label="…" />
    </Center>
  );
}
