import { type ReactNode, useMemo } from 'react';
import { type PollTexts, PollTextsContext, usePollTexts } from './pollTexts';
import type { PollPayload } from './pollTypes';

/**
 * Adults (parents, teachers, staff) are addressed in the polite form: lv "Jūs", ru "вы". The poll texts that
 * address the respondent have a `_polite` variant, picked as an i18next context; a text without one stays.
 */
export function PolitePollTexts({
  audience,
  children,
}: {
  audience: PollPayload['audience'];
  children: ReactNode;
}) {
  const texts = usePollTexts();
  const polite = audience !== undefined && audience !== 'student';
  const politeTexts = useMemo<PollTexts>(
    () => ({ ...texts, t: (key, values) => texts.t(key, { context: 'polite', ...values }) }),
    [texts],
  );
  if (!polite) return <>{children}</>;
  return <PollTextsContext.Provider value={politeTexts}>{children}</PollTextsContext.Provider>;
}
