import { type ReactNode, useEffect, useState } from 'react';
import { PageLoader } from './PageLoader';

/**
 * Renders its children once the page around them has been painted: a page's first facts and controls
 * show at once while its long lists of charts follow a frame later. An ordinary update after the frame
 * (not a transition, which the router's navigations would wait behind).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout queued from the frame's callback runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : <PageLoader />;
}
