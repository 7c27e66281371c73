import { msSinceFirstPaint } from '../paint-timing';

function paintEntries(entries: Array<Pick<PerformanceEntry, 'startTime'>>) {
  const byName = jest.fn(() => entries);
  Object.defineProperty(performance, 'getEntriesByName', { value: byName, configurable: true });
  return byName;
}

afterEach(() => {
  Reflect.deleteProperty(performance, 'getEntriesByName');
  jest.restoreAllMocks();
});

it('counts from the first contentful paint', () => {
  jest.spyOn(performance, 'now').mockReturnValue(5000);
  const byName = paintEntries([{ startTime: 1200 }]);
  expect(msSinceFirstPaint()).toBe(3800);
  expect(byName).toHaveBeenCalledWith('first-contentful-paint');
});

it('is 0 before the first paint, so that what is timed from it is timed from now', () => {
  paintEntries([]);
  expect(msSinceFirstPaint()).toBe(0);
});

it('is 0 in a browser without paint timing', () => {
  expect(msSinceFirstPaint()).toBe(0);
});
