import { watchUntilSeen } from '../runtime/hydration';

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
