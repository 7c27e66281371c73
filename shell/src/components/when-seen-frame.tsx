import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { isHydrating, watchUntilSeen } from '../runtime/hydration';

export interface WhenSeenFrameProps {
  /** The content is ready without waiting (its code is loaded already): hydrate it with the page. */
  ready?: boolean;
  /** Renders the content; `seen` settles when the visitor comes near it, undefined when nothing waits. */
  children: (seen: Promise<void> | undefined) => ReactNode;
}

/**
 * Holds server markup, as it is, until the visitor comes near it (scrolls within reach, points at,
 * touches or focuses it): the content suspends on `seen` while the page hydrates, so React keeps
 * the server's markup and does none of its work until then. The frame adds no box
 * (`display: contents`). After a navigation nothing waits.
 */
export function WhenSeenFrame({ ready = false, children }: WhenSeenFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => {
    if (!isHydrating() || ready) return undefined;
    let open = () => {};
    const seen = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { seen, open };
  });
  useEffect(() => (gate && frame.current ? watchUntilSeen(frame.current, gate.open) : undefined), [gate]);
  return (
    <div className="remote-slot-frame" ref={frame}>
      {children(gate?.seen)}
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
      {(seen) => (
        <Suspense fallback={null}>
          <Seen seen={seen}>{children}</Seen>
        </Suspense>
      )}
    </WhenSeenFrame>
  );
}
