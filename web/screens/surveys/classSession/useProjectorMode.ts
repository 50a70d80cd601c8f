import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The class session's projector mode: its view asks the browser for the whole screen (a view fixed over
 * the page where the browser refuses). Leaving the browser's full screen (Esc) leaves the mode too.
 */
export function useProjectorMode() {
  const view = useRef<HTMLDivElement>(null);
  const [projecting, setProjecting] = useState(false);
  useEffect(() => {
    if (!projecting) return;
    const element = view.current;
    if (element && document.fullscreenEnabled && !document.fullscreenElement)
      element.requestFullscreen().catch(() => undefined);
    const leftFullscreen = () => {
      if (!document.fullscreenElement) setProjecting(false);
    };
    const leaveOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setProjecting(false);
    };
    document.addEventListener('fullscreenchange', leftFullscreen);
    document.addEventListener('keydown', leaveOnEscape);
    return () => {
      document.removeEventListener('fullscreenchange', leftFullscreen);
      document.removeEventListener('keydown', leaveOnEscape);
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    };
  }, [projecting]);
  return {
    view,
    projecting,
    enter: useCallback(() => setProjecting(true), []),
    leave: useCallback(() => setProjecting(false), []),
  };
}
