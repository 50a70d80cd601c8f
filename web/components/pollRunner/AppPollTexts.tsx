import { type ReactNode, useMemo } from 'react';
import { switchLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { type PollTexts, PollTextsContext } from './pollTexts';

/** The poll screens inside the main app: their texts come from the app's translator (web/i18n). */
export function AppPollTexts({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const texts = useMemo<PollTexts>(
    () => ({
      t: (key, values) => t(key, values),
      language,
      changeLanguage: (next) => void switchLanguage(next),
    }),
    [t, language],
  );
  return <PollTextsContext.Provider value={texts}>{children}</PollTextsContext.Provider>;
}
