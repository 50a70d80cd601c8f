import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appHistory } from './App';
import { installSessionHooks } from './auth/session';
import { startSession } from './auth/startSession';
import { reportUncaughtErrors } from './components/reportError';
import { startI18n } from './i18n/i18n';
import { initialLanguage, storeLanguage } from './i18n/languageStore';
import { preloadScreens } from './routing/preloadScreens';
import { routeTable } from './routing/routeTable';

async function start(): Promise<void> {
  const language = initialLanguage();
  storeLanguage(language, false);
  const ready = Promise.all([startSession(window.location), startI18n(language)]);
  preloadScreens(routeTable, window.location.pathname);
  const [decision] = await ready;
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
