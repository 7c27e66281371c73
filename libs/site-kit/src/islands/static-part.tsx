import { lazy, Suspense, use, type ComponentType, type ReactNode } from 'react';
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

/**
 * A static part whose code is a chunk of its own (`load` imports it), fetched only when React
 * renders the part: on the server, and in the browser after a navigation or without a rendered
 * page. On the page that arrived rendered the chunk is never fetched, since the server's HTML is
 * all the visitor needs. Rendered in the browser it has no boundary of its own: while its chunk
 * loads, the page's change waits for it, instead of showing the page without the part.
 */
export function lazyStaticPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Content = lazy(async () => ({ default: await load() }));
  function LazyStaticPart(props: P) {
    if (typeof window !== 'undefined' && !isArrivingPage()) return <Content {...props} />;
    return (
      <StaticPart>
        <Content {...props} />
      </StaticPart>
    );
  }
  return LazyStaticPart;
}
