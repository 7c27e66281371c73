import {
  intentEvents,
  islandAttribute,
  islandSelector,
  isHydrated,
  pageReadyAttribute,
  scriptedControls,
  tabKeys,
  tabSelector,
  type IslandState,
} from './protocol';

/** Input held until its control is hydrated: the control, and how to give it the input again. */
interface Held {
  target: Element;
  replay: () => void;
}

/**
 * Run by the page's loader while the page is parsed. Until the control a visitor acts on is
 * hydrated (`isHydrated`), it holds a click on a control that needs script, a form's submission and
 * the arrow keys on a tab, and replays each once, in order, when the page becomes ready or an island
 * becomes `hydrated`; a form submitted several times meanwhile is sent once. Typing needs nothing:
 * the fields keep it. An island the visitor reaches for meanwhile is marked `used`.
 */
export function holdInputUntilHydrated(): void {
  const held: Held[] = [];
  const changes = new MutationObserver(replay);

  function replay(): void {
    for (const entry of held.filter(({ target }) => !target.isConnected || isHydrated(target))) {
      held.splice(held.indexOf(entry), 1);
      if (entry.target.isConnected) entry.replay();
    }
    if (!held.length) changes.disconnect();
  }

  function hold(event: Event, target: Element | null | undefined, again: (target: Element) => void): void {
    if (!target || isHydrated(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.length) {
      changes.observe(document.documentElement, {
        subtree: true,
        attributes: true,
        attributeFilter: [pageReadyAttribute, islandAttribute],
      });
    }
    if (!(target instanceof HTMLFormElement && held.some((entry) => entry.target === target))) {
      held.push({ target, replay: () => again(target) });
    }
  }

  const closest = (event: Event, selector: string) => (event.target as Element).closest?.(selector);
  document.addEventListener(
    'click',
    (event) => hold(event, closest(event, scriptedControls), (control) => (control as HTMLElement).click()),
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
      if (!tabKeys.includes(event.key)) return;
      const { key, code } = event;
      hold(event, closest(event, tabSelector), (tab) =>
        tab.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true })),
      );
    },
    true,
  );
  const used: IslandState = 'used';
  for (const type of intentEvents) {
    document.addEventListener(
      type,
      (event) => closest(event, islandSelector('waiting'))?.setAttribute(islandAttribute, used),
      { capture: true, passive: true },
    );
  }
}
