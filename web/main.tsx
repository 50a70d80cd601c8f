import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appHistory } from './App';
import { installSessionHooks } from './auth/session';
import { startSession } from './auth/startSession';
import { reportUncaughtErrors } from './components/reportError';
import { startI18n } from './i18n/i18n';
import { initialLanguage, storeLanguage } from './i18n/languageStore';

async function start(): Promise<void> {
  const language = initialLanguage();
  storeLanguage(language, false);
  const [decision] = await Promise.all([startSession(window.location), startI18n(language)]);
  installSessionHooks((path) => appHistory.push(path));
  reportUncaughtErrors(window);
  if (decision.redirect) appHistory.replace(decision.redirect);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
