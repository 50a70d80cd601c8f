/**
 * Keyboard focus that must survive a re-mount: a question just added (focus its text) or moved
 * into another module by keyboard (focus the same move button again). The card asks on mount.
 */
let pending: { id: string; selector: string } | null = null;

export function focusWhenShown(id: string, selector: string): void {
  pending = { id, selector };
}

export function takeFocusRequest(id: string): string | null {
  if (pending?.id !== id) return null;
  const { selector } = pending;
  pending = null;
  return selector;
}
