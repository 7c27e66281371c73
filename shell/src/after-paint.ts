import { partReadyAttribute, isHydrated, pageReadyAttribute, scriptedControls } from '@radix/site-kit/held-input';

/**
 * The loader of a server-rendered page: it starts the page's scripts once the page has painted its
 * content, so that on a slow connection they do not compete with the style sheets and the font the
 * first paint needs. A browser without paint timing starts them when the page has loaded.
 *
 * Until a part of the page is hydrated, the loader holds what the visitor does to it: a click on a
 * control that needs script (a tap, or Enter and Space on a focused button) and a form's submission.
 * Each is replayed once, in order, as soon as React has hydrated its control; a form submitted
 * several times meanwhile is sent once. Typing needs nothing: the fields keep it.
 */
const loader = document.currentScript as HTMLScriptElement | null;

function start(): void {
  const { main, preload } = loader?.dataset ?? {};
  for (const href of (preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
  if (!main) return;
  const script = document.createElement('script');
  script.src = main;
  document.head.append(script);
}

const observer =
  typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list, self) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        self.disconnect();
        start();
      })
    : undefined;
if (observer) observer.observe({ type: 'paint', buffered: true });
else if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });

const held: Element[] = [];
/** How often held input is checked against what React has hydrated meanwhile. */
const replayEveryMs = 100;
let timer: number | undefined;
/** Also checks at once when the page or a form is marked hydrated, without waiting for a timer. */
const marks = new MutationObserver(replay);

function replay(): void {
  for (const target of held.filter((element) => !element.isConnected || isHydrated(element))) {
    held.splice(held.indexOf(target), 1);
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else (target as HTMLElement).click();
  }
  if (held.length) return;
  window.clearInterval(timer);
  timer = undefined;
  marks.disconnect();
}

function hold(event: Event, target: Element | null | undefined): void {
  if (!target || isHydrated(target)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!(target instanceof HTMLFormElement && held.includes(target))) held.push(target);
  if (timer !== undefined) return;
  timer = window.setInterval(replay, replayEveryMs);
  marks.observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: [pageReadyAttribute, partReadyAttribute],
  });
}

document.addEventListener('click', (event) => hold(event, (event.target as Element).closest?.(scriptedControls)), true);
document.addEventListener('submit', (event) => hold(event, event.target as Element), true);
