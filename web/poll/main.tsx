import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { matchPollPath } from '../../common/pollPaths';
import { installSessionHooks, setSignedInPage } from '../auth/session';
import { startSession } from '../auth/startSession';
import { getToken } from '../auth/tokenStore';
import { i18n } from '../i18n/i18n';
import { initialLanguage, storeLanguage } from '../i18n/languageStore';
import { formatPageTitle } from '../routing/pageTitle';
import { PollPage } from './PollPage';
import './pollPage.css';
import { startPollI18n } from './pollI18n';

/** The light poll page: what the server answers for the poll addresses (common/pollPaths.ts). */
async function start(): Promise<void> {
  const language = initialLanguage();
  storeLanguage(language, false);
  const target = matchPollPath(window.location.pathname);
  const identified = target?.kind === 'identified';
  const [decision] = await Promise.all([
    identified ? startSession(window.location) : { redirect: null },
    startPollI18n(language),
  ]);
  // Anything outside the poll itself (sign-in, logout, home) is the main app's: a full page load.
  const leave = (path: string) => window.location.assign(path);
  if (decision.redirect) return leave(decision.redirect);
  if (identified && !getToken()) return leave('/users/login');
  installSessionHooks(leave);
  setSignedInPage(identified);
  document.title = formatPageTitle(i18n.t('poll.page_title'));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PollPage target={target} />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
