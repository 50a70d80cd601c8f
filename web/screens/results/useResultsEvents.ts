import { useEffect } from 'react';
import type { PeriodIdentifiers } from '../../../common/results/types';
import { sendEvent } from '../../api/usageEvents';
import type { ResultsMode } from './resultsSource';

/** Usage event 'Results' · 'open' once per dashboard opened (spec §7). */
export function useResultsOpenedEvent(mode: ResultsMode, identifiers: PeriodIdentifiers | null) {
  const type = identifiers?.type ?? null;
  const id = identifiers?.id ?? null;
  useEffect(() => {
    sendEvent('Results', 'open', { mode, type, id });
  }, [mode, type, id]);
}
