import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';
import type { AppHistory } from './appHistory';

/** Kept across reloads of the tab, under the key React Router's own ScrollRestoration used. */
const storageKey = 'react-router-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A new page starts at the top (or at its #hash); back/forward and a reload return to where that page
 * was scrolled. Positions are kept per history entry (location.key).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const positions = useRef<Record<string, number>>(readPositions());
  const shownKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const leave = () => {
      positions.current[shownKey.current] = window.scrollY;
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused: positions are kept for this page only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // The page being left is still on screen when the history changes: its position is noted then.
  useEffect(
    () =>
      (navigator as AppHistory).listen(() => {
        positions.current[shownKey.current] = window.scrollY;
      }),
    [navigator],
  );

  useLayoutEffect(() => {
    shownKey.current = location.key;
    const saved = positions.current[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: the page starts at the top.
      }
    }
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
