import { useEffect, useRef } from 'react';
import type { PeriodIdentifiers } from '../../../common/results/types';
import { sendEvent } from '../../api/usageEvents';
import type { ResultsMode } from './resultsSource';

/**
 * Usage event 'Results' · 'open' once per dashboard opened (spec §7): when its results have loaded, so
 * an address the reader may not open (404/403) writes nothing. A share link's viewer is not signed in:
 * the server takes the event for the period only with the link's token (never stored).
 */
export function useResultsOpenedEvent(
  mode: ResultsMode,
  identifiers: PeriodIdentifiers | null,
  opened: boolean,
  shareToken?: string,
) {
  const type = identifiers?.type ?? null;
  const id = identifiers?.id ?? null;
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    const dashboard = `${mode}:${type}:${id}`;
    if (!opened || sentFor.current === dashboard) return;
    sentFor.current = dashboard;
    sendEvent(
      'Results',
      'open',
      shareToken ? { mode, type, id, share_token: shareToken } : { mode, type, id },
    );
  }, [mode, type, id, shareToken, opened]);
}
