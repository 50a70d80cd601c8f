import { useEffect, useState } from 'react';
import { pollLanguage } from '../../../common/survey/pollLanguage';
import { PollAlert, PollButton } from '../../components/pollRunner/PollControls';
import { TextField } from '../../components/pollRunner/PollFields';
import { PollLanguagePicker } from '../../components/pollRunner/PollLanguagePicker';
import { codeFailureKey } from '../../components/pollRunner/pollFailureText';
import { usePollTexts } from '../../components/pollRunner/pollTexts';
import { redeemCode, storedPass } from './pollChannels';

/**
 * Where a pupil types the code from their slip: on a class link, and at /kods with no link at all. The
 * code finds its own class link (the server answers its address); the pass is kept for that link.
 */
export function AccessCodeForm({
  title,
  languages,
  onEntered,
  autoFocus,
}: {
  title: string;
  /** The languages offered: the page speaks the first the respondent has. */
  languages: string[];
  onEntered: (pollUrl: string, pass: string) => void;
  /** The next pupil on a shared device starts typing at once. */
  autoFocus?: boolean;
}) {
  const { t, language, changeLanguage } = usePollTexts();
  const shown = pollLanguage(languages, language);
  useEffect(() => {
    if (shown !== language) changeLanguage(shown);
  }, [shown, language, changeLanguage]);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const entered = await redeemCode(code);
      storedPass.set(entered.poll_url, entered.pass);
      onEntered(entered.poll_url, entered.pass);
    } catch (failure) {
      setError(codeFailureKey(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="poll poll-narrow" lang={shown}>
      <form className="poll-card poll-stack" onSubmit={handleSubmit} noValidate>
        <div className="poll-header">
          <h1>{title}</h1>
          <PollLanguagePicker languages={languages} value={shown} onChange={() => undefined} />
        </div>
        <p>{t('poll.code.intro')}</p>
        {error && <PollAlert tone="error">{t(error)}</PollAlert>}
        <TextField
          name="access-code"
          label={t('poll.code.label')}
          required
          value={code}
          onChange={setCode}
          input={{
            placeholder: 'ABCDE-FGHJK',
            autoComplete: 'off',
            autoCapitalize: 'characters',
            spellCheck: false,
            autoFocus,
          }}
        />
        <PollButton type="submit" busy={busy} disabled={code.trim().length < 4}>
          {t('poll.code.submit')}
        </PollButton>
      </form>
    </main>
  );
}
