import { lazy, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { isArrivingPage } from './arriving-page';
import { preservedStaticPart, staticPartAttribute } from './protocol';

/** The part's element adds no box: its content is laid out as if it stood in the part's place. */
const noBox: CSSProperties = { display: 'contents' };

/**
 * What React is told the element holds while it keeps the server's HTML. An element with
 * `dangerouslySetInnerHTML` is hydrated without its children: React leaves them as they are and
 * sets its HTML only when `__html` changes, which this one never does.
 */
const preservedHtml = { __html: '' };

/** The mark of a part whose server HTML React keeps (`isHydrated` reads it). */
const preservedMark = { [staticPartAttribute]: preservedStaticPart };

/**
 * Takes the mark off a part that the server marked kept but the browser renders after all (its
 * page is no longer the one that arrived when it hydrates): React does not correct an attribute
 * that differs from the server's while it hydrates.
 */
function forgetPreserved(element: HTMLDivElement | null): void {
  element?.removeAttribute(staticPartAttribute);
}

/**
 * Text, images and links that never change: on the page that arrived rendered React hydrates the
 * part's element but none of its content, which stays the server's HTML and costs no hydration;
 * rendered in the browser (after a navigation) it is ordinary React. Nothing inside may need
 * script. Events inside reach React's handlers around the part as anywhere else. The server marks
 * the part kept (`staticPartAttribute`), and so does the browser while it keeps it. See README.md.
 */
export function StaticPart({ children }: { children: ReactNode }) {
  const hydrating = !useHydrated();
  const [fromServer] = useState(hydrating);
  if (fromServer && isArrivingPage()) {
    return <div style={noBox} {...preservedMark} dangerouslySetInnerHTML={preservedHtml} suppressHydrationWarning />;
  }
  if (!fromServer) return <div style={noBox}>{children}</div>;
  return (
    <div style={noBox} {...preservedMark} ref={forgetPreserved}>
      {children}
    </div>
  );
}

/**
 * A static part whose code is a chunk of its own (`load` imports it), fetched only when React
 * renders the part: on the server, and in the browser after a navigation or without a rendered
 * page. On the page that arrived rendered the chunk is never fetched, since the server's HTML is
 * all the visitor needs. Rendered in the browser it has no Suspense boundary of its own: while its
 * chunk loads, the page's change waits for it, instead of showing the page without the part.
 */
export function lazyStaticPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Content = lazy(async () => ({ default: await load() }));
  function LazyStaticPart(props: P) {
    return (
      <StaticPart>
        <Content {...props} />
      </StaticPart>
    );
  }
  return LazyStaticPart;
}
