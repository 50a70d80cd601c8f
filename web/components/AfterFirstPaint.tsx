import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { PageLoader } from './PageLoader';

/**
 * Renders its children only after the rest of the page has been painted, in an interruptible render:
 * a page's first facts and controls show at once while its long lists of charts follow.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : <PageLoader />;
}
