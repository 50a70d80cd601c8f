/**
 * Runs `callback` once the browser has nothing more urgent to do (at the latest after `timeoutMs`), for
 * code that is not needed to show the page: header menus, the modal and notice hosts (issue 20: the
 * JavaScript a page loads before it shows stays small). Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}
