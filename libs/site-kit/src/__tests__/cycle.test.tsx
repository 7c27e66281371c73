import { act, renderHook } from '@testing-library/react';
import { useCycle, type CycleOptions } from '../components/cycle';

/** Renders the cycle and records the page time of every move it starts. */
function cycle(options: Omit<CycleOptions, 'advance'>) {
  const moves: number[] = [];
  const start = Date.now();
  const advance = () => moves.push(Date.now() - start);
  const hook = renderHook((props: Omit<CycleOptions, 'advance'>) => useCycle({ ...props, advance }), {
    initialProps: options,
  });
  return { moves, hook };
}

/** Runs page time a millisecond at a time, React's effects flushed after each, as a browser would. */
function run(ms: number) {
  for (let step = 0; step < ms; step += 1) act(() => jest.advanceTimersByTime(1));
}

describe('useCycle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts a move every interval, counted from one move to the next', () => {
    const { moves } = cycle({ every: 7000, running: true });
    run(21000);
    expect(moves).toEqual([7000, 14000, 21000]);
  });

  it('times the next move from the start of the last, however late React ran after it', () => {
    const { moves } = cycle({ every: 7000, running: true });
    // React's effects run only once this whole stretch has passed, 100 ms after the move.
    act(() => jest.advanceTimersByTime(7100));
    run(6900);
    expect(moves).toEqual([7000, 14000]);
  });

  it('waits `first` before the first move, then the interval', () => {
    const { moves } = cycle({ every: 7000, first: 4000, running: true });
    run(18000);
    expect(moves).toEqual([4000, 11000, 18000]);
  });

  it('counts the interval from a move the visitor starts', () => {
    const { moves, hook } = cycle({ every: 8000, running: true });
    run(3000);
    act(() => hook.result.current());
    run(10999);
    expect(moves).toEqual([11000]);
  });

  it('stands still while stopped, and waits a whole interval once running again', () => {
    const { moves, hook } = cycle({ every: 7000, running: true });
    run(5000);
    hook.rerender({ every: 7000, running: false });
    run(30000);
    expect(moves).toEqual([]);
    hook.rerender({ every: 7000, running: true });
    run(6999);
    expect(moves).toEqual([]);
    run(1);
    expect(moves).toEqual([42000]);
  });

  it('skips a move while the page is hidden and keeps counting', () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const { moves } = cycle({ every: 7000, running: true });
      run(7000);
      visibility.mockReturnValue('visible');
      run(7000);
      expect(moves).toEqual([14000]);
    } finally {
      visibility.mockRestore();
    }
  });
});
