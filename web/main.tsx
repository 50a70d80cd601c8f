import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startI18n } from './i18n/i18n';
import { initialLanguage, storeLanguage } from './i18n/languageStore';

async function start(): Promise<void> {
  const language = initialLanguage();
  storeLanguage(language, false);
  await startI18n(language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
