import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { partMarks } from '@radix/site-kit/held-input';
import type { LaterHydration } from '@radix/site-kit/route-remotes';
import { isHydrating } from '../runtime/hydration';
import { watchUntilSeen } from '../runtime/watch-until-seen';

export interface WhenSeenFrameProps {
  /** The content is ready without waiting (its code is loaded already): hydrate it with the page. */
  ready?: boolean;
  /** What the content waits for: the visitor coming near it (standard), using it, or a deadline too. */
  until?: LaterHydration;
  /**
   * Renders the content; `seen` settles when the visitor comes near it, undefined when nothing
   * waits. `committed` goes inside the content's Suspense boundary (and into any fallback that
   * takes its place with controls of its own): it marks the frame once React has committed it.
   */
  children: (seen: Promise<void> | undefined, committed: ReactNode) => ReactNode;
}

/** Renders nothing; reports once React has committed the content it sits in. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Holds server markup, as it is, until the visitor comes near it (scrolls within reach, points at,
 * touches or focuses it), or until what `until` says: the content suspends on `seen` while the page
 * hydrates, so React keeps the server's markup and does none of its work until then. The frame adds no box
 * (`display: contents`) and is a part of the page that hydrates on its own: it carries
 * `data-hydrated` once its content is committed, and the page's loader holds a click on it until
 * then. After a navigation nothing waits.
 */
export function WhenSeenFrame({ ready = false, until = 'seen', children }: WhenSeenFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => {
    if (!isHydrating() || ready) return undefined;
    let open = () => {};
    const seen = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { seen, open };
  });
  const [committed, setCommitted] = useState(false);
  const markCommitted = useCallback(() => setCommitted(true), []);
  useEffect(
    () =>
      gate && frame.current
        ? watchUntilSeen(frame.current, gate.open, {
            near: until === 'seen',
            byMs: typeof until === 'number' ? until : undefined,
          })
        : undefined,
    [gate, until],
  );
  return (
    <div className="remote-slot-frame" ref={frame} {...partMarks(committed)}>
      {children(gate?.seen, <Committed onCommit={markCommitted} />)}
    </div>
  );
}
