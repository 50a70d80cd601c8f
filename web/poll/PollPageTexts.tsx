import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { type PollTexts, PollTextsContext } from '../components/pollRunner/pollTexts';
import { pollTranslator } from './pollTranslator';

/** Gives the poll screens the light page's texts, and renders them again when a language or an edited text arrives. */
export function PollPageTexts({ children }: { children: ReactNode }) {
  const version = useSyncExternalStore(pollTranslator.subscribe, pollTranslator.version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means new texts behind the same functions
  const texts = useMemo<PollTexts>(
    () => ({
      t: (key, values) => pollTranslator.t(key, values),
      language: pollTranslator.language,
      changeLanguage: pollTranslator.changeLanguage,
    }),
    [version],
  );
  return <PollTextsContext.Provider value={texts}>{children}</PollTextsContext.Provider>;
}
