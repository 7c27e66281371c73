import { Suspense, use, type ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { isArrivingPage } from './arriving-page';

/** Never settles: what suspends on it stays the server's HTML. */
const never = new Promise<never>(() => undefined);

function KeepServerHtml({ children }: { children: ReactNode }) {
  const hydrating = !useHydrated();
  if (hydrating && isArrivingPage()) use(never);
  return children;
}

/**
 * Text, images and links that never change: on the page that arrived rendered React leaves them as
 * the server's HTML and does none of their work (they suspend while the page hydrates); rendered in
 * the browser (after a navigation) they are ordinary React. Nothing inside may need script. See README.md.
 */
export function StaticPart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <KeepServerHtml>{children}</KeepServerHtml>
    </Suspense>
  );
}
