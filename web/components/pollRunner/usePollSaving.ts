import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/apiError';
import { clearDraft, type PollDraft, writeDraft } from './pollDraft';
import type { PollPersistence } from './pollTypes';

export type Connection = 'idle' | 'saving' | 'saved' | 'offline';
export type FinishOutcome = { ok: true } | { ok: false; offline: true } | { ok: false; error: ApiError };

const saveDelayMs = 800;
const retryMs = 10_000;

const isOffline = (error: unknown) => !(error instanceof ApiError);

/**
 * Answers are kept in the browser at once and sent to the server shortly after each change; when
 * the connection drops they wait, and go (finish included) as soon as it is back. With persistence
 * 'none' nothing is kept or sent, and finishing succeeds at once.
 */
export function usePollSaving(persistence: PollPersistence, draft: PollDraft, onFinished: () => void) {
  const store = persistence === 'none' ? null : persistence;
  const [connection, setConnection] = useState<Connection>('idle');
  const latest = useRef(draft);
  latest.current = draft;

  const send = useCallback(
    async (finished: boolean): Promise<FinishOutcome> => {
      if (!store) {
        if (finished) onFinished();
        return { ok: true };
      }
      const { responseId, answers, language } = latest.current;
      setConnection('saving');
      try {
        await store.save(responseId, { answers, finished, language });
        setConnection('saved');
        if (finished) {
          clearDraft(store);
          onFinished();
        }
        return { ok: true };
      } catch (error) {
        if (isOffline(error)) {
          setConnection('offline');
          return { ok: false, offline: true };
        }
        setConnection('idle');
        return { ok: false, error: error as ApiError };
      }
    },
    [store, onFinished],
  );

  const storageKey = store?.storageKey;
  const draftStorage = store?.draftStorage;
  useEffect(() => {
    if (storageKey) writeDraft({ storageKey, draftStorage }, draft);
  }, [storageKey, draftStorage, draft]);

  const answersKey = JSON.stringify(draft.answers);
  // biome-ignore lint/correctness/useExhaustiveDependencies: saving follows the answers, read through the ref
  useEffect(() => {
    if (!store || !Object.keys(latest.current.answers).length || latest.current.pendingFinish) return;
    const timer = setTimeout(() => void send(false), saveDelayMs);
    return () => clearTimeout(timer);
  }, [answersKey, send]);

  useEffect(() => {
    if (connection !== 'offline') return;
    const retry = () => void send(latest.current.pendingFinish);
    window.addEventListener('online', retry);
    const timer = setInterval(retry, retryMs);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [connection, send]);

  return { connection, finish: () => send(true) };
}
