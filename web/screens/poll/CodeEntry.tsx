import { supportedLanguages } from '../../../common/languages';
import { pollLinkPath } from '../../../common/pollPaths';
import { usePollTexts } from '../../components/pollRunner/pollTexts';
import { AccessCodeForm } from './AccessCodeForm';

/**
 * /kods: a pupil holding only a printed code types it here; the code finds its class link, which opens
 * with the pass already kept. Offered in the shipped languages (and the reader's own, if it is another).
 */
export function CodeEntry() {
  const { t, language } = usePollTexts();
  const languages: string[] = (supportedLanguages as readonly string[]).includes(language)
    ? [...supportedLanguages]
    : [language, ...supportedLanguages];
  return (
    <AccessCodeForm
      title={t('poll.code.title')}
      languages={languages}
      onEntered={(pollUrl) => window.location.assign(pollLinkPath(pollUrl))}
    />
  );
}
