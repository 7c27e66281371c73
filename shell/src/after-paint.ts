import {
  isHydrated,
  pageReadyAttribute,
  partAttribute,
  partReadyAttribute,
  partUsedAttribute,
  scriptedControls,
  tabKeys,
  tabSelector,
} from '@radix/site-kit/held-input';
import { intentEvents } from './runtime/intent-events';
import { watchFormsBeforeHydration } from './runtime/forms-before-hydration';

/**
 * The loader of a server-rendered page: it starts the page's scripts once the page has painted its
 * content, so that on a slow connection they do not compete with the style sheets and the font the
 * first paint needs. A browser without paint timing starts them when the page has loaded.
 *
 * Until a part of the page is hydrated, the loader holds what the visitor does to it: a click on a
 * control that needs script (a tap, or Enter and Space on a focused button), a form's submission,
 * and the keys that move between tabs. Each is replayed once, in order, as soon as React has
 * hydrated its control; a form submitted several times meanwhile is sent once. Typing needs
 * nothing: the fields keep it. A form's submit button is disabled while the form is invalid, as
 * it is once hydrated.
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

watchFormsBeforeHydration();

/** Input held until its control is hydrated: the control, and how to give it the input again. */
interface Held {
  target: Element;
  replay: () => void;
}

const held: Held[] = [];
/** How often held input is checked against what React has hydrated meanwhile. */
const replayEveryMs = 100;
let timer: number | undefined;
/** Also checks at once when the page or a part is marked hydrated, without waiting for a timer. */
const marks = new MutationObserver(replay);

function replay(): void {
  for (const entry of held.filter(({ target }) => !target.isConnected || isHydrated(target))) {
    held.splice(held.indexOf(entry), 1);
    if (entry.target.isConnected) entry.replay();
  }
  if (held.length) return;
  window.clearInterval(timer);
  timer = undefined;
  marks.disconnect();
}

function hold(event: Event, target: Element | null | undefined, again: (target: Element) => void): void {
  if (!target || isHydrated(target)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const formHeldAlready = target instanceof HTMLFormElement && held.some((entry) => entry.target === target);
  if (!formHeldAlready) held.push({ target, replay: () => again(target) });
  if (timer !== undefined) return;
  timer = window.setInterval(replay, replayEveryMs);
  marks.observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: [pageReadyAttribute, partReadyAttribute],
  });
}

document.addEventListener(
  'click',
  (event) =>
    hold(event, (event.target as Element).closest?.(scriptedControls), (control) => (control as HTMLElement).click()),
  true,
);
document.addEventListener(
  'submit',
  (event) => hold(event, event.target as Element, (form) => (form as HTMLFormElement).requestSubmit()),
  true,
);
document.addEventListener(
  'keydown',
  (event) => {
    if (!tabKeys.has(event.key)) return;
    const { key, code } = event;
    hold(event, (event.target as Element).closest?.(tabSelector), (tab) =>
      tab.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true })),
    );
  },
  true,
);

/** A part the visitor reaches for before the page is hydrated is marked, for the parts that hydrate when used. */
for (const type of intentEvents) {
  document.addEventListener(
    type,
    (event) => (event.target as Element).closest?.(`[${partAttribute}]`)?.setAttribute(partUsedAttribute, ''),
    { capture: true, passive: true },
  );
}
