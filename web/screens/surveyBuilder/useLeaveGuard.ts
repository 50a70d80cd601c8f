import { useEffect } from 'react';
import { useBlocker } from '../../routing/useBlocker';

/**
 * Warns before the page is left with unsaved changes: the browser's own prompt when the tab closes
 * or reloads, and a blocker (answered by LeaveGuardModal) when the app navigates elsewhere.
 */
export function useLeaveGuard(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [unsaved]);

  return useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
}
