import { createContext, useContext } from 'react';
import type { SurveyLanguage } from '../../../common/languages';

/**
 * The texts of the poll screens and the interface language. The page that mounts them gives these:
 * the main app from its translator (AppPollTexts), the light poll page from its own small one
 * (web/poll/pollTranslator.ts), which bundles only the poll texts.
 */
export type PollTexts = {
  /** `context` picks `key_<context>` where there is one (PolitePollTexts), as i18next does. */
  t: (key: string, values?: Record<string, string | number>) => string;
  language: string;
  /** Any survey language: one added in the product reads its own texts, English where untranslated. */
  changeLanguage: (language: SurveyLanguage) => void;
};

export const PollTextsContext = createContext<PollTexts | null>(null);

export function usePollTexts(): PollTexts {
  const texts = useContext(PollTextsContext);
  if (!texts)
    throw new Error('The poll screens need a PollTextsContext provider (AppPollTexts in the main app)');
  return texts;
}
