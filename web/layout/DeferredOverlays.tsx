import { lazy, Suspense, useSyncExternalStore } from 'react';
import { overlayHostsWanted, subscribeOverlayHosts } from '../components/overlayHosts';

const OverlayHosts = lazy(() => import('./OverlayHosts'));

/** Mounts the modal and notice hosts once something asks for them (see components/overlayHosts). */
export function DeferredOverlays() {
  const wanted = useSyncExternalStore(subscribeOverlayHosts, overlayHostsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  );
}
