import { useEffect, useState } from 'react';
import { pollLanguage } from '../../../common/survey/pollLanguage';
import { PollAlert, PollButton } from '../../components/pollRunner/PollControls';
import { TextField } from '../../components/pollRunner/PollFields';
import { PollLanguagePicker } from '../../components/pollRunner/PollLanguagePicker';
import { codeFailureKey } from '../../components/pollRunner/pollFailureText';
import { usePollTexts } from '../../components/pollRunner/pollTexts';
import { redeemCode } from './pollChannels';

/** A class link asks for the code on the student's slip of paper. */
export function AccessCodeForm({
  title,
  languages,
  onPass,
}: {
  title: string;
  /** The survey's languages: the page speaks the first the respondent has, and offers only these. */
  languages: string[];
  onPass: (pass: string) => void;
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
      onPass((await redeemCode(code)).pass);
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
          input={{ placeholder: 'ABCDE-FGHJK', autoComplete: 'off', autoCapitalize: 'characters' }}
        />
        <PollButton type="submit" busy={busy} disabled={code.trim().length < 4}>
          {t('poll.code.submit')}
        </PollButton>
      </form>
    </main>
  );
}
