import { useCallback, useEffect, useRef, useState } from 'react';

export const copyMarkerMs = 1000;

/** Copies text and marks the element copied for 1000 ms (spec §4). */
export function useCopyToClipboard(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copyMarkerMs);
  }, []);
  return { copied, copy };
}
