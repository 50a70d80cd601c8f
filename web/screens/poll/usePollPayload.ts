import { useEffect, useState } from 'react';
import type { PollChannel, PollPayload } from '../../components/pollRunner/pollTypes';

export type PollLoad =
  | { status: 'pending' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; payload: PollPayload };

/** Loads a poll once per channel; a newer channel's answer wins over a late older one. */
export function usePollPayload(channel: PollChannel): PollLoad {
  const [load, setLoad] = useState<PollLoad>({ status: 'pending' });
  useEffect(() => {
    let current = true;
    setLoad({ status: 'pending' });
    channel.load().then(
      (payload) => current && setLoad({ status: 'ready', payload }),
      (error: unknown) => current && setLoad({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [channel]);
  return load;
}
