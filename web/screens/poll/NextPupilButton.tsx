import { useEffect } from 'react';
import { PollButton } from '../../components/pollRunner/PollControls';
import { usePollTexts } from '../../components/pollRunner/pollTexts';
import { forgetPupil } from './pollChannels';

/**
 * On the thank-you of a class link: the device forgets the pupil who has just finished (their pass and
 * any copy of their answers) as soon as it shows, and the next pupil goes on to type their own code.
 */
export function NextPupilButton({ pollUrl, onNext }: { pollUrl: string; onNext: () => void }) {
  const { t } = usePollTexts();
  useEffect(() => forgetPupil(pollUrl), [pollUrl]);
  return <PollButton onClick={onNext}>{t('poll.code.next_pupil')}</PollButton>;
}
