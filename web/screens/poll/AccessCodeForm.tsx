import { useState } from 'react';
import { PollAlert, PollButton } from '../../components/pollRunner/PollControls';
import { TextField } from '../../components/pollRunner/PollFields';
import { redeemCode } from './pollChannels';
import { codeFailureText } from '../../components/pollRunner/pollFailureText';
import { usePollTexts } from '../../components/pollRunner/pollTexts';

/** A class link asks for the code on the student's slip of paper. */
export function AccessCodeForm({ title, onPass }: { title: string; onPass: (pass: string) => void }) {
  const { t } = usePollTexts();
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
      setError(codeFailureText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="poll poll-narrow">
      <form className="poll-card poll-stack" onSubmit={handleSubmit} noValidate>
        <h1>{title}</h1>
        <p>{t('poll.code.intro')}</p>
        {error && <PollAlert tone="error">{error}</PollAlert>}
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
