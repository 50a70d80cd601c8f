import { useEffect } from 'react';
import { ApiError } from '../../api/apiError';
import { PolitePollTexts } from '../../components/pollRunner/PolitePollTexts';
import { PollLoading } from '../../components/pollRunner/PollControls';
import { PollRunner } from '../../components/pollRunner/PollRunner';
import { PollStateScreen } from '../../components/pollRunner/PollStateScreen';
import type { PollChannel, PollPayload } from '../../components/pollRunner/pollTypes';
import { usePollPayload } from './usePollPayload';

type Props = {
  channel: PollChannel;
  onNeedsCode?: (payload: PollPayload) => React.ReactNode;
  onPassRejected?: () => void;
  /** Offered once the poll is done: after Submit, or when the pass's code was already used. */
  doneAction?: (payload: PollPayload) => React.ReactNode;
};

const isRejectedPass = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Loads a poll through its channel and shows the runner or the screen for its state. */
export function PollLoader({ channel, onNeedsCode, onPassRejected, doneAction }: Props) {
  const poll = usePollPayload(channel);
  const passRejected = poll.status === 'failed' && isRejectedPass(poll.error) && !!onPassRejected;
  useEffect(() => {
    if (passRejected) onPassRejected?.();
  }, [passRejected, onPassRejected]);

  if (poll.status === 'pending' || passRejected) return <PollLoading />;
  if (poll.status === 'failed') return <PollStateScreen state="not_found" />;
  const { payload } = poll;
  if (payload.needs_code && onNeedsCode) return <>{onNeedsCode(payload)}</>;
  return (
    <PolitePollTexts audience={payload.audience}>
      {payload.state !== 'open' || !payload.survey ? (
        <PollStateScreen
          state={payload.state === 'open' ? 'closed' : payload.state}
          opensAt={payload.period.starts_at}
        >
          {payload.state === 'done' && doneAction?.(payload)}
        </PollStateScreen>
      ) : (
        <PollRunner persistence={channel} payload={payload} thanksAction={doneAction?.(payload)} />
      )}
    </PolitePollTexts>
  );
}
