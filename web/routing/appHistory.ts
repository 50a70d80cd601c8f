import {
  type Location,
  parsePath,
  type To,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  type unstable_HistoryRouter,
} from 'react-router';

/** The history React Router's declarative mode reads and navigates with (`unstable_HistoryRouter`). */
export type History = Parameters<typeof unstable_HistoryRouter>[0]['history'];
type Listener = Parameters<History['listen']>[0];

export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A navigation the blocker held back: go on with it, or stay. */
export type HeldNavigation = { location: Location; proceed: () => void; reset: () => void };

export type AppHistory = History & {
  /**
   * While `shouldBlock` says so, push and replace are refused and back/forward is undone; `onHeld` hears
   * of the held navigation (null once it goes on or is dropped). One blocker at a time; returns unblock.
   */
  block(shouldBlock: BlockerFunction, onHeld: (held: HeldNavigation | null) => void): () => void;
};

function nextLocation(current: Location, to: To, state: unknown): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? current.pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: 'held',
  };
}

/** Wraps a history (browser or memory, created with v5Compat so push and replace are heard) with a blocker. */
export function createAppHistory(inner: History): AppHistory {
  let blocker: { shouldBlock: BlockerFunction; onHeld: (held: HeldNavigation | null) => void } | null = null;
  const listeners = new Set<Listener>();
  let unlistenInner: (() => void) | null = null;
  let shown = inner.location;
  let ownUndos = 0;
  let letNextPopThrough = false;

  const blocks = (location: Location) =>
    blocker?.shouldBlock({ currentLocation: shown, nextLocation: location }) === true;

  function hold(location: Location, proceed: () => void) {
    const current = blocker;
    current?.onHeld({
      location,
      proceed: () => {
        current.onHeld(null);
        proceed();
      },
      reset: () => current.onHeld(null),
    });
  }

  function heard(update: Parameters<Listener>[0]) {
    if (update.action === 'POP') {
      if (ownUndos > 0) {
        ownUndos -= 1;
        return;
      }
      const { delta } = update;
      if (!letNextPopThrough && delta && blocks(update.location)) {
        ownUndos += 1;
        inner.go(-delta);
        hold(update.location, () => {
          letNextPopThrough = true;
          inner.go(delta);
        });
        return;
      }
      letNextPopThrough = false;
    }
    shown = update.location;
    for (const listener of [...listeners]) listener(update);
  }

  function navigate(kind: 'push' | 'replace', to: To, state: unknown) {
    const go = () => {
      inner[kind](to, state);
      shown = inner.location;
    };
    const location = nextLocation(shown, to, state);
    if (blocks(location)) hold(location, go);
    else go();
  }

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    go: (delta) => inner.go(delta),
    push: (to, state) => navigate('push', to, state),
    replace: (to, state) => navigate('replace', to, state),
    listen(listener) {
      listeners.add(listener);
      if (!unlistenInner) {
        shown = inner.location;
        unlistenInner = inner.listen(heard);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unlistenInner) {
          unlistenInner();
          unlistenInner = null;
        }
      };
    },
    block(shouldBlock, onHeld) {
      const own = { shouldBlock, onHeld };
      blocker = own;
      return () => {
        if (blocker === own) blocker = null;
      };
    },
  };
}

export const createBrowserAppHistory = () =>
  createAppHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

/** The memory equivalent, for component tests: starts at the last of `entries`. */
export const createMemoryAppHistory = (entries: string[]) =>
  createAppHistory(UNSAFE_createMemoryHistory({ initialEntries: entries, v5Compat: true }));
