import { type ReactNode, useLayoutEffect, useState, useTransition } from 'react';
import { Router } from 'react-router';
import type { History } from './appHistory';
import { NavigationProgress } from './NavigationProgress';

type RouterState = { action: History['action']; location: History['location'] };

/**
 * React Router's declarative router over our history (as `unstable_HistoryRouter`). Each navigation
 * renders in a transition, so the old page stays until the next screen's chunk is in; meanwhile the
 * address has already changed, so a progress bar says the click was heard.
 */
export function AppRouter({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState<RouterState>({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <NavigationProgress pending={pending} />
      {children}
    </Router>
  );
}
