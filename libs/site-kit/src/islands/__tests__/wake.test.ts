import { msSinceFirstPaint } from '../../paint-timing';
import { islandAttribute } from '../protocol';
import { watchIsland } from '../wake';

jest.mock('../../paint-timing', () => ({ msSinceFirstPaint: jest.fn() }));

const shownFor = jest.mocked(msSinceFirstPaint);
const observed: Element[] = [];

function island(state = 'waiting'): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute(islandAttribute, state);
  element.innerHTML = '<section><button type="button">Next</button></section>';
  document.body.append(element);
  return element;
}

beforeEach(() => {
  jest.useFakeTimers();
  observed.length = 0;
  window.IntersectionObserver = class {
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

it('wakes an island unused at its deadline, counted from the first paint', () => {
  shownFor.mockReturnValue(1200);
  const wake = jest.fn();
  watchIsland(island(), { ms: 3000 }, wake);
  jest.advanceTimersByTime(1799);
  expect(wake).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(wake).toHaveBeenCalledTimes(1);
});

it('wakes at once an island whose deadline passed before the page ran its script', () => {
  shownFor.mockReturnValue(4500);
  const wake = jest.fn();
  watchIsland(island(), { ms: 3000 }, wake);
  jest.advanceTimersByTime(0);
  expect(wake).toHaveBeenCalledTimes(1);
});

it('wakes an island the visitor reaches for, once', () => {
  shownFor.mockReturnValue(0);
  const wake = jest.fn();
  const element = island();
  watchIsland(element, { ms: 3000 }, wake);
  element.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(wake).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(5000);
  expect(wake).toHaveBeenCalledTimes(1);
});

it('wakes at once an island the loader marked used before the script ran', () => {
  const wake = jest.fn();
  watchIsland(island('used'), 'used', wake);
  expect(wake).toHaveBeenCalledTimes(1);
});

it('waits for nothing but the visitor when the island waits to be used', () => {
  const wake = jest.fn();
  watchIsland(island(), 'used', wake);
  jest.advanceTimersByTime(60_000);
  expect(wake).not.toHaveBeenCalled();
  expect(observed).toEqual([]);
});

it('watches a visible island for coming near the viewport', () => {
  const element = island();
  watchIsland(element, 'visible', jest.fn());
  expect(observed).toEqual([element.firstElementChild]);
});

it('watches every child of a visible island, whose wrapper has no box of its own', () => {
  const element = island();
  element.insertAdjacentHTML('beforeend', '<p>Second part</p>');
  watchIsland(element, 'visible', jest.fn());
  expect(observed).toEqual([...element.children]);
  expect(observed).toHaveLength(2);
});

it("watches what lays out a visible island's content through the boxless wrappers of static parts", () => {
  const element = island();
  element.innerHTML = '<div style="display: contents"><section>Text</section><p>More</p></div><aside>Side</aside>';
  watchIsland(element, 'visible', jest.fn());
  expect(observed.map((box) => box.tagName)).toEqual(['SECTION', 'P', 'ASIDE']);
});

it('stops waiting when cleaned up: an island gone from the page is not woken at its deadline', () => {
  shownFor.mockReturnValue(0);
  const wake = jest.fn();
  const stop = watchIsland(island(), { ms: 3000 }, wake);
  stop();
  jest.advanceTimersByTime(5000);
  expect(wake).not.toHaveBeenCalled();
});
