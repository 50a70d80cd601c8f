import { type RefObject, useEffect, useRef } from 'react';

export const clickOutsideDelayMs = 100;
export const ignoredOpenerClass = 'open-modal-btn';

/**
 * Calls onOutside for clicks outside the element. The listener is attached after 100 ms, so the
 * click that opened the element does not close it, and clicks on `.open-modal-btn` are ignored.
 */
export function useClickOutside(
  ref: RefObject<HTMLElement | null>,
  onOutside: () => void,
  active = true,
): void {
  const handler = useRef(onOutside);
  handler.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const listener = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || ref.current?.contains(target)) return;
      if (target.closest(`.${ignoredOpenerClass}`)) return;
      handler.current();
    };
    const timer = setTimeout(() => document.addEventListener('click', listener), clickOutsideDelayMs);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', listener);
    };
  }, [ref, active]);
}
