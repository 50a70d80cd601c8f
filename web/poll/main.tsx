import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPollPath } from '../../common/pollPaths';
import { installSessionHooks, setSignedInPage } from '../auth/session';
import { startSession } from '../auth/startSession';
import { getToken } from '../auth/tokenStore';
import { initialLanguage, storeLanguage } from '../i18n/languageStore';
import { formatPageTitle } from '../routing/pageTitle';
import { PollPage } from './PollPage';
import { PollPageTexts } from './PollPageTexts';
import './pollPage.css';
import { pollTermsTarget } from './pollTermsTarget';
import { pollTranslator } from './pollTranslator';

/** The light poll page: what the server answers for the poll addresses (common/pollPaths.ts). */
async function start(): Promise<void> {
  const language = initialLanguage();
  storeLanguage(language, false);
  pollTranslator.start(language);
  const target = matchPollPath(window.location.pathname);
  const identified = target?.kind === 'identified';
  // Anything outside the poll itself (sign-in, terms, logout, home) is the main app's: a full page load.
  const leave = (path: string) => window.location.assign(path);
  if (identified) {
    const decision = await startSession(window.location);
    if (decision.redirect) return leave(decision.redirect);
    if (!getToken()) return leave('/users/login');
  }
  installSessionHooks(leave);
  setSignedInPage(identified);
  if (identified) {
    const termsTarget = await pollTermsTarget(window.location);
    if (termsTarget) return leave(termsTarget);
  }
  document.title = formatPageTitle(
    pollTranslator.t(target?.kind === 'code' ? 'poll.code.title' : 'poll.page_title'),
  );
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PollPageTexts>
        <PollPage target={target} />
      </PollPageTexts>
    </StrictMode>,
  );
}

void start();
