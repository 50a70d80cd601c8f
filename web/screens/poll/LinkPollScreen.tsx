import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { AccessCodeForm } from './AccessCodeForm';
import { PollLoader } from './PollLoader';
import { passChannel, publicChannel, storedPass } from './pollChannels';

/** /teacher/poll/{poll_url}: a public link opens the survey; a class link first asks for an access code. */
export function LinkPollScreen() {
  const { t, i18n } = useTranslation();
  const { pollUrl = '' } = useParams();
  const [pass, setPass] = useState(() => storedPass.get(pollUrl));
  const channel = useMemo(
    () => (pass ? passChannel(pollUrl, pass) : publicChannel(pollUrl)),
    [pollUrl, pass],
  );
  const handlePass = (next: string) => {
    storedPass.set(pollUrl, next);
    setPass(next);
  };
  return (
    <PollLoader
      key={channel.storageKey}
      channel={channel}
      onPassRejected={() => {
        storedPass.clear(pollUrl);
        setPass(null);
      }}
      onNeedsCode={(payload) => (
        <AccessCodeForm
          title={
            payload.period.name || localizedText(payload.survey?.title, i18n.language) || t('poll.code.title')
          }
          onPass={handlePass}
        />
      )}
    />
  );
}
