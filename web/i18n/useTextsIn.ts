import { useEffect, useState } from 'react';
import { isLanguageCode } from '../../common/languages';
import { logError } from '../api/log';
import { fetchDictionary } from './i18n';
import type { TFunction } from './translator';
import { useTranslation } from './useTranslation';

/**
 * Texts in a language other than the interface's, for what is handed to others (a class's code slips speak
 * the survey's language): its dictionary is loaded once if the app has not got it yet; until then, and if
 * it cannot be had, the interface's language stands in. `language` is the one the texts are in now.
 */
export function useTextsIn(wanted: string): { t: TFunction; language: string } {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(wanted, 'translation'));
  useEffect(() => {
    if (i18n.hasResourceBundle(wanted, 'translation')) {
      setReady(true);
      return;
    }
    setReady(false);
    let live = true;
    // A language added in the product may lack some texts: they read in English, so English is loaded too.
    const english =
      isLanguageCode(wanted) || i18n.hasResourceBundle('en', 'translation')
        ? Promise.resolve()
        : fetchDictionary('en').then((dictionary) =>
            i18n.addResourceBundle('en', 'translation', dictionary, true, true),
          );
    Promise.all([fetchDictionary(wanted), english])
      .then(([dictionary]) => {
        i18n.addResourceBundle(wanted, 'translation', dictionary, true, true);
        if (live) setReady(true);
      })
      .catch((error) => logError('Translation load failure', error));
    return () => {
      live = false;
    };
  }, [i18n, wanted]);
  return ready && wanted !== i18n.language
    ? { t: i18n.getFixedT(wanted), language: wanted }
    : { t, language: i18n.language };
}
