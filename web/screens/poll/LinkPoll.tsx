import { useCallback, useEffect, useMemo, useState } from 'react';
import { localizedText } from '../../../common/localizedText';
import { usePollTexts } from '../../components/pollRunner/pollTexts';
import { AccessCodeForm } from './AccessCodeForm';
import { PollLoader } from './PollLoader';
import { openInvite, passChannel, publicChannel, storedPass } from './pollChannels';

/** A public link opens the survey; a class link first asks for an access code. */
export function LinkPoll({ pollUrl }: { pollUrl: string }) {
  const { t, language } = usePollTexts();
  const [invite] = useState(() => new URLSearchParams(window.location.search).get('invite'));
  const [pass, setPass] = useState(() => (invite ? null : storedPass.get(pollUrl)));
  // A personal link stands for its recipient: it becomes a pass, and the address loses the secret.
  useEffect(() => {
    if (!invite) return;
    openInvite(invite).then(
      (opened) => {
        storedPass.set(pollUrl, opened.pass);
        window.history.replaceState(null, '', window.location.pathname);
        setPass(opened.pass);
      },
      () => window.location.assign(`/mailedurlexpired?token=${encodeURIComponent(invite)}`),
    );
  }, [invite, pollUrl]);
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
  if (invite && !pass) return null;
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
