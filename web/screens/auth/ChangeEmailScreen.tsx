import { Navigate, useLocation, useSearchParams } from 'react-router';
import { getToken } from '../../auth/tokenStore';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ConfirmEmailChange } from './ConfirmEmailChange';

/**
 * /users/change-email: with ?token= (the link mailed to the new address) the change is confirmed;
 * without one a signed-in user asks for the change, and anyone else is sent to sign in.
 */
export function ChangeEmailScreen() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const token = params.get('token');
  if (token) return <ConfirmEmailChange token={token} />;
  if (!getToken()) {
    return <Navigate replace to={`/users/login?redirectPath=${encodeURIComponent(pathname)}`} />;
  }
  return <ChangeEmailForm />;
}
