import { msSinceFirstPaint } from '@radix/site-kit/paint-timing';
import { watchUntilSeen } from '../runtime/watch-until-seen';

jest.mock('@radix/site-kit/paint-timing', () => ({ msSinceFirstPaint: jest.fn() }));

const shownFor = jest.mocked(msSinceFirstPaint);

function part(): HTMLElement {
  const frame = document.createElement('div');
  frame.innerHTML = '<section><button type="button">Next</button></section>';
  document.body.append(frame);
  return frame;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

it('hydrates a part unused at its deadline, counted from the first paint', () => {
  shownFor.mockReturnValue(1200);
  const onSeen = jest.fn();
  watchUntilSeen(part(), onSeen, { near: false, byMs: 3000 });
  jest.advanceTimersByTime(1799);
  expect(onSeen).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(onSeen).toHaveBeenCalledTimes(1);
});

it('hydrates at once a part whose deadline passed before the page ran its script', () => {
  shownFor.mockReturnValue(4500);
  const onSeen = jest.fn();
  watchUntilSeen(part(), onSeen, { near: false, byMs: 3000 });
  jest.advanceTimersByTime(0);
  expect(onSeen).toHaveBeenCalledTimes(1);
});

it('hydrates a part the visitor reaches for before its deadline, once', () => {
  shownFor.mockReturnValue(0);
  const onSeen = jest.fn();
  const frame = part();
  watchUntilSeen(frame, onSeen, { near: false, byMs: 3000 });
  frame.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(onSeen).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(5000);
  expect(onSeen).toHaveBeenCalledTimes(1);
});

it('waits for nothing but the visitor when the part has no deadline', () => {
  const onSeen = jest.fn();
  watchUntilSeen(part(), onSeen, { near: false });
  jest.advanceTimersByTime(60_000);
  expect(onSeen).not.toHaveBeenCalled();
});

it('stops waiting when cleaned up: a part gone from the page is not hydrated at its deadline', () => {
  shownFor.mockReturnValue(0);
  const onSeen = jest.fn();
  const stop = watchUntilSeen(part(), onSeen, { near: false, byMs: 3000 });
  stop();
  jest.advanceTimersByTime(5000);
  expect(onSeen).not.toHaveBeenCalled();
});
