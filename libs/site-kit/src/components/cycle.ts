import { useCallback, useEffect, useRef, useState } from 'react';

export interface CycleOptions {
  /** Milliseconds from the start of one move to the start of the next. */
  every: number;
  /** The wait before the first move, when it is not `every`. */
  first?: number;
  /** Whether the carousel moves on by itself now (not paused, hovered or focused). */
  running: boolean;
  /** Starts the next move. */
  advance: () => void;
}

/**
 * Moves a carousel on by itself on the site's figures: one move every `every` ms, counted from the
 * start of a move to the start of the next, as ng-bootstrap's carousel times its interval. The
 * libraries' own timers restart only once a move's transition has ended, which stretches every
 * interval by the length of the transition. Returns what the carousel calls whenever a move starts
 * (the visitor's own too): the next move is `every` ms after it. A stop clears the wait; running
 * again waits a whole `every`. A move that falls while the page is hidden is skipped, as Bootstrap
 * skips it, and the count goes on from then.
 */
export function useCycle({ every, first, running, advance }: CycleOptions): () => void {
  const [started, setStarted] = useState(0);
  const latestAdvance = useRef(advance);
  useEffect(() => {
    latestAdvance.current = advance;
  }, [advance]);
  // When the wait now running began: the last move's start, or the moment the carousel last started running.
  const since = useRef<number | null>(null);
  const wait = started === 0 && first !== undefined ? first : every;
  useEffect(() => {
    if (!running) {
      since.current = null;
      return undefined;
    }
    since.current ??= Date.now();
    // Timed from the move's start, not from when React ran this effect after it.
    const delay = Math.min(wait, Math.max(0, wait - (Date.now() - since.current)));
    const timer = setTimeout(() => {
      since.current = Date.now();
      if (document.visibilityState !== 'hidden') latestAdvance.current();
      setStarted((count) => count + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [running, wait, started]);
  return useCallback(() => {
    since.current = Date.now();
    setStarted((count) => count + 1);
  }, []);
}
