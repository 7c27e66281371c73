import { Suspense, use, type ReactNode } from 'react';
import { WhenSeenFrame } from './when-seen-frame';

function Seen({ seen, children }: { seen: Promise<void> | undefined; children: ReactNode }) {
  if (seen) use(seen);
  return children;
}

/**
 * Shell content below the fold that hydrates when seen, like the remote modules of
 * `hydratedLater` that wait to be seen: a slider's measuring and layout wait until the visitor gets there.
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
