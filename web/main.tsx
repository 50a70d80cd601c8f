import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appHistory } from './App';
import { reportUncaughtErrors } from './components/reportError';
import { preloadScreens } from './routing/preloadScreens';
import { routeTable } from './routing/routeTable';
import { startApp } from './startApp';

async function start(): Promise<void> {
  const starting = startApp(window.location, (path) => appHistory.push(path));
  preloadScreens(routeTable, window.location.pathname);
  const decision = await starting;
  reportUncaughtErrors(window);
  if (decision.redirect) appHistory.replace(decision.redirect);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
