import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { ApiError, errorText } from '../../api/apiError';
import { useSaveDraft } from '../../queries/surveys';
import { type BuilderAction, type BuilderState, isDirty } from './builderState';

/** The pause after the last change before the draft is saved. */
export const autosaveDelayMs = 1500;

/**
 * Saves the draft (PUT with the revision last seen) 1.5 s after the last change, one save at a
 * time. A 409 stops autosaving until the builder reloads; another failure is retried after the
 * next change or by `saveNow`. `saveNow` saves at once (before publishing or leaving) and answers
 * whether everything is saved.
 */
export function useAutosave(
  uuid: string,
  state: BuilderState,
  dispatch: Dispatch<BuilderAction>,
  enabled: boolean,
) {
  const { mutateAsync } = useSaveDraft(uuid);
  const latest = useRef(state);
  latest.current = state;
  // What the server holds, updated the moment a save answers (before React renders again).
  const saved = useRef({ revision: state.revision, edits: state.savedEdits });
  const inFlight = useRef<Promise<boolean> | null>(null);
  const failedAt = useRef<number | null>(null);

  useEffect(() => {
    saved.current = { revision: state.revision, edits: state.savedEdits };
  }, [state.revision, state.savedEdits]);

  const saveNow = useCallback(async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    const current = latest.current;
    if (current.warning?.kind === 'conflict') return false;
    if (current.edits === saved.current.edits) return true;
    const edits = current.edits;
    dispatch({ type: 'saveStarted' });
    const run = mutateAsync({ content: current.template, revision: saved.current.revision }).then(
      (answer) => {
        saved.current = { revision: answer.revision, edits };
        failedAt.current = null;
        dispatch({ type: 'saved', revision: answer.revision, savedAt: answer.saved_at, edits });
        return latest.current.edits === edits;
      },
      (error: unknown) => {
        failedAt.current = edits;
        if (error instanceof ApiError && error.status === 409) dispatch({ type: 'conflict' });
        else dispatch({ type: 'saveFailed', message: errorText(error) });
        return false;
      },
    );
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [dispatch, mutateAsync]);

  const dirty = isDirty(state);
  const blocked = state.warning?.kind === 'conflict' || failedAt.current === state.edits;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change (state.edits) restarts the pause
  useEffect(() => {
    if (!enabled || !dirty || state.saving || blocked) return;
    const timer = setTimeout(() => void saveNow(), autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [enabled, dirty, blocked, state.saving, state.edits, saveNow]);

  return saveNow;
}
