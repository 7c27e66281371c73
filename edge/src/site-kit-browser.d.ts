/**
 * Two modules of site-kit that the worker imports for shared constants also hold browser functions
 * the worker never calls: `runtime-config.ts`'s `antiForgeryToken` reads `document.cookie`, and
 * `islands/protocol.ts`'s `hydratedUnder` walks an element's ancestors. The worker's types have no
 * DOM (Cloudflare's types replace it), so these are the only DOM members they name, declared for
 * those bodies to type-check; worker code that used them would fail at run time, not here.
 */
declare const document: { readonly cookie: string };

interface Element {
  readonly ownerDocument: { readonly documentElement: Element };
  closest(selectors: string): Element | null;
}
