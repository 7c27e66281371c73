import { median, spread } from '../audit-stats';

it('takes the middle run of an odd number of runs, whatever their order', () => {
  expect(median([740, 317, 402])).toBe(402);
});

it('takes the mean of the two middle runs of an even number', () => {
  expect(median([90, 96, 94, 80])).toBe(92);
});

it('gives the spread as the lowest and highest run', () => {
  expect(spread([0.8, 0.95, 0.9])).toEqual({ min: 0.8, max: 0.95 });
});

it('refuses an empty list instead of reporting a number no run measured', () => {
  expect(() => median([])).toThrow();
  expect(() => spread([])).toThrow();
});
