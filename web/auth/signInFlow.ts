import { api } from '../api/client';
import { sendEvent } from '../api/usageEvents';
import { forgetSession, startSignedIn } from './session';
import { loadUser, resetUser } from './userStore';

/** Stores a new token (sign-in, identity switch, impersonation) and reloads the user. */
export async function adoptToken(token: string, tokenized = false): Promise<void> {
  startSignedIn(token, tokenized);
  resetUser();
  await loadUser();
}

export async function signInWithPassword(username: string, password: string): Promise<void> {
  const { data } = await api.post<{ token: string }>('auth/login', { username, password });
  await adoptToken(data.token);
  sendEvent('Login', 'Signed in');
}

/** Ends the session on the server (when it can) and forgets it here in any case. */
export async function signOut(): Promise<void> {
  try {
    await api.post('auth/logout', {});
  } catch {
    // The session may already be gone; the browser forgets it all the same.
  }
  forgetSession();
  resetUser();
}
