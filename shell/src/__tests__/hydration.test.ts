import { hydrationDone, isHydrating, startHydrating } from '../runtime/hydration';
import { watchUntilSeen } from '../runtime/watch-until-seen';
import { partUsedAttribute } from '@radix/site-kit/held-input';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Element[] = [];
let report: Callback = () => undefined;

beforeEach(() => {
  observed = [];
  window.IntersectionObserver = class {
    constructor(callback: Callback) {
      report = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      observed = [];
    }
  } as unknown as typeof IntersectionObserver;
});

function frameWithContent(): HTMLElement {
  const frame = document.createElement('div');
  frame.innerHTML = '<section><h2>Our services</h2><a href="/web-hosting">Web hosting</a></section>';
  document.body.append(frame);
  return frame;
}

describe('watchUntilSeen', () => {
  it("watches the slot's content and calls back once, when it comes near the viewport", () => {
    const frame = frameWithContent();
    const seen = jest.fn();
    watchUntilSeen(frame, seen);
    expect(observed).toEqual([frame.querySelector('section')]);
    report([{ isIntersecting: false }]);
    expect(seen).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    frame.querySelector('a')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(seen).toHaveBeenCalledTimes(1);
    expect(observed).toEqual([]);
  });

  it('calls back when the visitor focuses, points at or touches the content first', () => {
    for (const type of ['focusin', 'pointerover', 'touchstart']) {
      const frame = frameWithContent();
      const seen = jest.fn();
      watchUntilSeen(frame, seen);
      frame.querySelector('a')?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(seen).toHaveBeenCalledTimes(1);
    }
  });

  it('hears the visitor even where an enclosing element stops the event, as React does in markup it has not hydrated', () => {
    const frame = frameWithContent();
    document.body.addEventListener('focusin', (event) => event.stopPropagation(), { capture: true, once: true });
    const seen = jest.fn();
    watchUntilSeen(frame, seen);
    frame.querySelector('a')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('ignores what the visitor does elsewhere on the page', () => {
    const frame = frameWithContent();
    const elsewhere = frameWithContent();
    const seen = jest.fn();
    watchUntilSeen(frame, seen);
    elsewhere.querySelector('a')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(seen).not.toHaveBeenCalled();
  });

  it('when the content is to hydrate on use, waits for the visitor, not for the viewport', () => {
    const frame = frameWithContent();
    const seen = jest.fn();
    watchUntilSeen(frame, seen, { near: false });
    expect(observed).toEqual([]);
    frame.querySelector('a')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("calls back at once when the page's loader marked the content used before it was watched", () => {
    const frame = frameWithContent();
    frame.setAttribute(partUsedAttribute, '');
    const seen = jest.fn();
    watchUntilSeen(frame, seen, { near: false });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('calls back at once when the visitor focused the content before it was watched', () => {
    const frame = frameWithContent();
    frame.querySelector('a')?.focus();
    const seen = jest.fn();
    watchUntilSeen(frame, seen);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(observed).toEqual([]);
  });

  it('stops watching when cleaned up', () => {
    const frame = frameWithContent();
    const seen = jest.fn();
    watchUntilSeen(frame, seen)();
    frame.querySelector('a')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(seen).not.toHaveBeenCalled();
    expect(observed).toEqual([]);
  });
});

describe('isHydrating', () => {
  afterEach(() => {
    hydrationDone();
    window.history.replaceState(null, '', '/');
  });

  it('holds while the address is still that of the page that arrived rendered, and not once it changes', () => {
    window.history.replaceState(null, '', '/aboutus');
    startHydrating();
    expect(isHydrating()).toBe(true);
    window.history.pushState(null, '', '/contactus');
    expect(isHydrating()).toBe(false);
  });

  it('ends for good once the visitor has moved on, even back to the page that arrived', () => {
    window.history.replaceState(null, '', '/aboutus');
    startHydrating();
    hydrationDone();
    expect(isHydrating()).toBe(false);
  });
});
