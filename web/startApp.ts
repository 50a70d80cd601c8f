import { startUserLoading } from './auth/guards';
import { installSessionHooks } from './auth/session';
import { type StartDecision, startSession } from './auth/startSession';
import { startI18n } from './i18n/i18n';
import { initialLanguage, storeLanguage } from './i18n/languageStore';

/**
 * Spec §4 start-up: the session and the first language's texts load side by side; once the session is
 * known the user (then school, then admin record) is asked for too, without waiting for the texts and the
 * app's first render. Settles, with where to go instead, when the app may render.
 */
export async function startApp(
  location: { pathname: string; search: string },
  navigate: (path: string) => void,
): Promise<StartDecision> {
  const language = initialLanguage();
  storeLanguage(language, false);
  const session = startSession(location).then((decision) => {
    installSessionHooks(navigate);
    if (!decision.redirect) startUserLoading(location.pathname);
    return decision;
  });
  const [decision] = await Promise.all([session, startI18n(language)]);
  return decision;
}
