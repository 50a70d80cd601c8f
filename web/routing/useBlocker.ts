import { useContext, useEffect, useRef, useState } from 'react';
import { type Location, UNSAFE_NavigationContext } from 'react-router';
import type { AppHistory, BlockerFunction, HeldNavigation } from './appHistory';

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

const unblocked: Blocker = { state: 'unblocked' };

/**
 * Holds back navigations `shouldBlock` picks (links, navigate(), back/forward) until the held one is
 * proceeded or reset. Needs the app's history (appHistory.ts) as the router's navigator.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  }, [shouldBlock]);
  useEffect(() => {
    const history = navigator as Partial<AppHistory>;
    if (!history.block)
      throw new Error('useBlocker needs the router to run on the app history (appHistory.ts)');
    const unblock = history.block((args) => latest.current(args), setHeld);
    return () => {
      unblock();
      setHeld(null);
    };
  }, [navigator]);
  return held ? { state: 'blocked', ...held } : unblocked;
}
