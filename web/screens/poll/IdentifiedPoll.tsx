import { useMemo } from 'react';
import { PollLoader } from './PollLoader';
import { identifiedChannel } from './pollChannels';

/** /student/poll/{poll_id}/{identity_id} and /school/teacher/poll/{poll_id}/{identity_id}: only that identity's. */
export function IdentifiedPoll({ pollId, identityId }: { pollId: string; identityId: string }) {
  const channel = useMemo(() => identifiedChannel(pollId, identityId), [pollId, identityId]);
  return <PollLoader channel={channel} />;
}
