import { useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

type AutoAdvance = {
  count: number;
  intervalMs: number;
  /** Hovered, focused, paused by the visitor, or stopped for good. */
  paused: boolean;
};

/**
 * An index that moves to the next of `count` every `intervalMs`, wrapping round, unless
 * paused or the visitor prefers reduced motion. Returns the index and a way to set it.
 */
export function useAutoAdvance({ count, intervalMs, paused }: AutoAdvance) {
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  const moving = !paused && !reducedMotion && count > 1;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [moving, count, intervalMs]);

  return [index % Math.max(count, 1), setIndex] as const;
}
