import { useCallback, useEffect, useMemo, useState } from 'react';
import { localizedText } from '../../../common/localizedText';
import { pollLinkPath } from '../../../common/pollPaths';
import { usePollTexts } from '../../components/pollRunner/pollTexts';
import { AccessCodeForm } from './AccessCodeForm';
import { NextPupilButton } from './NextPupilButton';
import { PollLoader } from './PollLoader';
import { openInvite, passChannel, publicChannel, storedPass } from './pollChannels';

/** A public link opens the survey; a class link first asks for an access code. */
export function LinkPoll({ pollUrl }: { pollUrl: string }) {
  const { t, language } = usePollTexts();
  const [invite] = useState(() => new URLSearchParams(window.location.search).get('invite'));
  const [pass, setPass] = useState(() => (invite ? null : storedPass.get(pollUrl)));
  /** Set once a pupil has gone on to the next: their code field takes the focus at once. */
  const [nextPupil, setNextPupil] = useState(false);
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
  // A code of another class (typed at this class's link) opens its own class's link.
  const handleEntered = (enteredUrl: string, next: string) => {
    if (enteredUrl === pollUrl) setPass(next);
    else window.location.assign(pollLinkPath(enteredUrl));
  };
  const handlePassRejected = useCallback(() => {
    storedPass.clear(pollUrl);
    setPass(null);
  }, [pollUrl]);
  const handleNextPupil = () => {
    setNextPupil(true);
    setPass(null);
  };
  if (invite && !pass) return null;
  return (
    <PollLoader
      key={channel.storageKey}
      channel={channel}
      onPassRejected={handlePassRejected}
      // A class link on a shared tablet or lab computer: the thank-you lets the next pupil in.
      doneAction={(payload) =>
        payload.poll.kind === 'class_link' && <NextPupilButton pollUrl={pollUrl} onNext={handleNextPupil} />
      }
      onNeedsCode={(payload) => (
        <AccessCodeForm
          title={localizedText(payload.title, language) || t('poll.code.title')}
          languages={payload.period.languages}
          onEntered={handleEntered}
          autoFocus={nextPupil}
        />
      )}
    />
  );
}
