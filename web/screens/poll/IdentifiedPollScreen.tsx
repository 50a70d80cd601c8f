import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PollLoader } from './PollLoader';
import { identifiedChannel } from './pollChannels';

/** /student/poll/{poll_id}/{identity_id} and /school/teacher/poll/{poll_id}/{identity_id}: only that identity's. */
export function IdentifiedPollScreen() {
  const { pollId = '', identityId = '' } = useParams();
  const channel = useMemo(() => identifiedChannel(pollId, identityId), [pollId, identityId]);
  return <PollLoader channel={channel} />;
}
