import { useLayoutEffect, useRef, useState } from 'react';
import { fittingCount } from './fittingCount';

/**
 * How many of a row's entries fit its width. `measureRef` holds an invisible copy of every entry followed
 * by the More button, at their natural widths; both elements are watched, so a resize, other entries, a
 * language switch or a late web font recounts.
 */
export function useFittingCount(itemCount: number) {
  const containerRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(itemCount);
  useLayoutEffect(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure) return;
    const recount = () => {
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(container).columnGap) || 0;
      setCount(fittingCount(widths, container.clientWidth, moreWidth, gap));
    };
    recount();
    const observer = new ResizeObserver(recount);
    observer.observe(container);
    observer.observe(measure);
    return () => observer.disconnect();
  }, []);
  return { containerRef, measureRef, count: Math.min(count, itemCount) };
}
