import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { isArrivingPage } from './arriving-page';
import { islandAttribute, type Hydrate, type IslandState } from './protocol';
import { watchIsland } from './wake';

export interface IslandProps {
  /** When it hydrates on the page that arrived rendered; after a navigation it renders at once. */
  hydrate: Hydrate;
  /** Shown while its content loads in the browser (after a navigation, a retry); never over server HTML. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Suspends on `wake` until the island is woken: meanwhile React keeps the server's HTML. */
function Wait({ wake, children }: { wake: Promise<void> | undefined; children: ReactNode }) {
  if (wake) use(wake);
  return children;
}

/** Renders nothing; reports once React has committed the island's content. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/** A promise and the function that settles it: the island's wake-up call. */
function useWake(hydrate: Hydrate): { wake: Promise<void>; open: () => void } | undefined {
  const hydrating = !useHydrated();
  const [gate] = useState(() => {
    if (!hydrating || hydrate === 'page' || !isArrivingPage()) return undefined;
    let open = () => {};
    const wake = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { wake, open };
  });
  return gate;
}

/**
 * A part of the page that needs script and hydrates on its own, when `hydrate` says. Its element
 * (`display: contents`) carries `data-island` with its state; the page's loader holds input for it
 * until it is `hydrated`, then replays it. See README.md.
 */
export function Island({ hydrate, fallback = null, children }: IslandProps) {
  const element = useRef<HTMLDivElement>(null);
  const gate = useWake(hydrate);
  const [committed, setCommitted] = useState(false);
  const markCommitted = useCallback(() => setCommitted(true), []);
  useEffect(
    () =>
      gate && element.current && hydrate !== 'page' ? watchIsland(element.current, hydrate, gate.open) : undefined,
    [gate, hydrate],
  );
  // The same element while only the island's own state changes: an update reaching its content
  // while it waits would make React throw the server's HTML away.
  const content = useMemo(
    () => (
      <Suspense fallback={fallback}>
        <Wait wake={gate?.wake}>
          {children}
          <Committed onCommit={markCommitted} />
        </Wait>
      </Suspense>
    ),
    [fallback, gate, children, markCommitted],
  );
  const state: IslandState = committed ? 'hydrated' : 'waiting';
  return (
    <div ref={element} style={{ display: 'contents' }} {...{ [islandAttribute]: state }}>
      {content}
    </div>
  );
}
