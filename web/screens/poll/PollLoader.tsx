import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/apiError';
import { PageLoader } from '../../components/PageLoader';
import { PollRunner } from './PollRunner';
import { PollStateScreen } from './PollStateScreen';
import type { PollChannel, PollPayload } from './pollTypes';

type Props = {
  channel: PollChannel;
  onNeedsCode?: (payload: PollPayload) => React.ReactNode;
  onPassRejected?: () => void;
};

/** Loads a poll through its channel and shows the runner or the screen for its state. */
export function PollLoader({ channel, onNeedsCode, onPassRejected }: Props) {
  const poll = useQuery({
    queryKey: ['poll', channel.storageKey],
    queryFn: channel.load,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (poll.isPending) return <PageLoader />;
  if (poll.isError) {
    if (poll.error instanceof ApiError && poll.error.status === 401 && onPassRejected) {
      onPassRejected();
      return <PageLoader />;
    }
    return <PollStateScreen state="not_found" />;
  }
  const payload = poll.data;
  if (payload.needs_code && onNeedsCode) return <>{onNeedsCode(payload)}</>;
  if (payload.state !== 'open' || !payload.survey)
    return (
      <PollStateScreen
        state={payload.state === 'open' ? 'closed' : payload.state}
        opensAt={payload.period.starts_at}
      />
    );
  return <PollRunner channel={channel} payload={payload} />;
}
