import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResultsFilter } from '../../../../common/results/types';

/** Spec §9: the filter list is reloaded this often while a filter is being built. */
export const filterReloadMs = 2000;
/** After this many reloads (two minutes) the screen stops waiting and says the build is slow. */
export const filterReloadLimit = 60;

/** What the reloaded list must show: the new filter by name and id, or the rebuilt one's legacy count. */
export type PendingFilterChange =
  | { kind: 'create'; id: number; name: string }
  | { kind: 'update'; id: number; legacy: number };

export function isChangeApplied(filters: ResultsFilter[], pending: PendingFilterChange): boolean {
  const filter = filters.find((candidate) => candidate.id === pending.id);
  if (!filter) return false;
  return pending.kind === 'create' ? filter.name === pending.name : filter.counts.legacy === pending.legacy;
}

type Options = {
  reload: () => Promise<ResultsFilter[] | undefined>;
  onApplied: (pending: PendingFilterChange) => void;
  onGiveUp?: (pending: PendingFilterChange) => void;
};

/** Reloads the filter list every 2000 ms after a change until the change shows, then calls onApplied once. */
export function useFilterCreationPolling({ reload, onApplied, onGiveUp }: Options) {
  const [pending, setPending] = useState<PendingFilterChange | null>(null);
  const callbacks = useRef({ reload, onApplied, onGiveUp });
  callbacks.current = { reload, onApplied, onGiveUp };

  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    let reloads = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      reloads += 1;
      const filters = await callbacks.current.reload().catch(() => undefined);
      if (stopped) return;
      if (filters && isChangeApplied(filters, pending)) {
        setPending(null);
        callbacks.current.onApplied(pending);
      } else if (reloads >= filterReloadLimit) {
        setPending(null);
        callbacks.current.onGiveUp?.(pending);
      } else {
        timer = setTimeout(tick, filterReloadMs);
      }
    };
    timer = setTimeout(tick, filterReloadMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pending]);

  const start = useCallback((change: PendingFilterChange) => setPending(change), []);
  return { pending, start };
}
