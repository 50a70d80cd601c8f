/**
 * The app's modal and notice hosts (Mantine's ModalsProvider and Notifications: Modal, Transition and
 * their dependencies, about 12 KB gzip) load after the first page shows (issue 20). confirm() and
 * notice() ask for them; a confirmation waits until the modal host listens. Outside the app (component
 * tests render the providers themselves) nothing is deferred and everything runs at once.
 */
type HostState = 'immediate' | 'deferred' | 'wanted' | 'mounted';

let state: HostState = 'immediate';
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The app calls this once before it renders: its hosts wait for wantOverlayHosts(). */
export function deferOverlayHosts(): void {
  if (state === 'immediate') state = 'deferred';
}

export function wantOverlayHosts(): void {
  if (state !== 'deferred') return;
  state = 'wanted';
  for (const listener of listeners) listener();
}

export function overlayHostsWanted(): boolean {
  return state === 'wanted' || state === 'mounted';
}

export function subscribeOverlayHosts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the hosts once the modal host listens for its events. */
export function overlayHostsMounted(): void {
  state = 'mounted';
  markMounted();
}

/** Runs `action` at once when the hosts are there (or not deferred), else as soon as they are. */
export function withOverlayHosts(action: () => void): void {
  if (state === 'immediate' || state === 'mounted') {
    action();
    return;
  }
  wantOverlayHosts();
  void mounted.then(action);
}
