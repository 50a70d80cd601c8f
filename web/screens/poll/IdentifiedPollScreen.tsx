import { useParams } from 'react-router';
import { AppPollTexts } from '../../components/pollRunner/AppPollTexts';
import { IdentifiedPoll } from './IdentifiedPoll';

/** The identified poll inside the main app (the light poll page mounts IdentifiedPoll itself). */
export function IdentifiedPollScreen() {
  const { pollId = '', identityId = '' } = useParams();
  return (
    <AppPollTexts>
      <IdentifiedPoll pollId={pollId} identityId={identityId} />
    </AppPollTexts>
  );
}
