import { binOf, valueOfBin } from '../vitals/minutes';

describe("the per-minute counts' histogram bins", () => {
  test('stand for each value within 2.5% of it plus one unit (a ms, a thousandth of CLS), from 1 ms to an hour and from a CLS of 0.001 to 1000', () => {
    const cases = [
      ['lcp', [1, 120, 1800, 2500, 4000, 3_600_000]],
      ['inp', [16, 80, 200, 500]],
      ['cls', [0.001, 0.05, 0.1, 0.25, 1000]],
    ] as const;
    for (const [measure, values] of cases)
      for (const value of values) {
        const shown = valueOfBin(measure, binOf(measure, value));
        const unit = measure === 'cls' ? 0.001 : 1;
        expect(Math.abs(shown - value) / (value + unit)).toBeLessThan(0.025);
      }
  });

  test('are few: about 300 cover LCP up to an hour', () => {
    expect(binOf('lcp', 3_600_000)).toBeLessThan(320);
    expect(binOf('lcp', 0)).toBe(0);
    expect(binOf('lcp', 2000)).toBeGreaterThan(binOf('lcp', 1900));
  });
});
