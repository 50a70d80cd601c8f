import { useCallback, useMemo, useState } from 'react';
import { localizedText } from '../../../common/localizedText';
import { AccessCodeForm } from './AccessCodeForm';
import { PollLoader } from './PollLoader';
import { passChannel, publicChannel, storedPass } from './pollChannels';
import { usePollTexts } from '../../components/pollRunner/pollTexts';

/** A public link opens the survey; a class link first asks for an access code. */
export function LinkPoll({ pollUrl }: { pollUrl: string }) {
  const { t, language } = usePollTexts();
  const [pass, setPass] = useState(() => storedPass.get(pollUrl));
  const channel = useMemo(
    () => (pass ? passChannel(pollUrl, pass) : publicChannel(pollUrl)),
    [pollUrl, pass],
  );
  const handlePass = (next: string) => {
    storedPass.set(pollUrl, next);
    setPass(next);
  };
  const handlePassRejected = useCallback(() => {
    storedPass.clear(pollUrl);
    setPass(null);
  }, [pollUrl]);
  return (
    <PollLoader
      key={channel.storageKey}
      channel={channel}
      onPassRejected={handlePassRejected}
      onNeedsCode={(payload) => (
        <AccessCodeForm
          title={
            payload.period.name || localizedText(payload.survey?.title, language) || t('poll.code.title')
          }
          languages={payload.period.languages}
          onPass={handlePass}
        />
      )}
    />
  );
}
