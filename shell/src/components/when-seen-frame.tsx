import { Suspense, use, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { partMarks } from '@radix/site-kit/held-input';
import { isHydrating } from '../runtime/hydration';
import { watchUntilSeen } from '../runtime/watch-until-seen';

export interface WhenSeenFrameProps {
  /** The content is ready without waiting (its code is loaded already): hydrate it with the page. */
  ready?: boolean;
  /** Waits for the visitor to use the content (point at, touch or focus it), not for it to come near. */
  onUse?: boolean;
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
 * touches or focuses it): the content suspends on `seen` while the page hydrates, so React keeps
 * the server's markup and does none of its work until then. The frame adds no box
 * (`display: contents`) and is a part of the page that hydrates on its own: it carries
 * `data-hydrated` once its content is committed, and the page's loader holds a click on it until
 * then. After a navigation nothing waits.
 */
export function WhenSeenFrame({ ready = false, onUse = false, children }: WhenSeenFrameProps) {
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
    () => (gate && frame.current ? watchUntilSeen(frame.current, gate.open, { near: !onUse }) : undefined),
    [gate, onUse],
  );
  return (
    <div className="remote-slot-frame" ref={frame} {...partMarks(committed)}>
      {children(gate?.seen, <Committed onCommit={markCommitted} />)}
    </div>
  );
}

function Seen({ seen, children }: { seen: Promise<void> | undefined; children: ReactNode }) {
  if (seen) use(seen);
  return children;
}

/**
 * Shell content below the fold that hydrates when seen, like the remote modules of
 * `hydratedWhenSeen`: a slider's measuring and layout wait until the visitor gets there.
 */
export function HydrateWhenSeen({ children }: { children: ReactNode }) {
  return (
    <WhenSeenFrame>
      {(seen, committed) => (
        <Suspense fallback={null}>
          <Seen seen={seen}>
            {children}
            {committed}
          </Seen>
        </Suspense>
      )}
    </WhenSeenFrame>
  );
}
