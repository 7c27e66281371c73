import { cpuSlowdown, describeCalibration, isPhone, phones } from '../phones';

it("slows the CPU by the machine's benchmarkIndex over the phone's", () => {
  expect(cpuSlowdown(1400, 'low')).toBeCloseTo(1400 / 264);
  expect(cpuSlowdown(1400, 'mid')).toBeCloseTo(1.4);
  expect(cpuSlowdown(2640, 'low')).toBe(10);
});

it('never speeds up a machine slower than the phone', () => {
  expect(cpuSlowdown(800, 'mid')).toBe(1);
});

it('knows the two phones by name, and nothing else', () => {
  expect(isPhone('low')).toBe(true);
  expect(isPhone('mid')).toBe(true);
  expect(isPhone('4x')).toBe(false);
  expect(isPhone('toString')).toBe(false);
  expect(phones.low.benchmarkIndex).toBe(264);
  expect(phones.mid.benchmarkIndex).toBe(1000);
});

it('says which phone, which slowdown and which machine the figures come from', () => {
  const line = describeCalibration({
    phone: 'low',
    readings: [1380, 1412, 1399, 1450, 1402],
    benchmarkIndex: 1402,
    cpuSlowdown: 1402 / 264,
  });
  expect(line).toContain('low-tier phone');
  expect(line).toContain('CPU slowdown 5.31x');
  expect(line).toContain('benchmarkIndex 1402 (median of 5 readings: 1380, 1412, 1399, 1450, 1402) / 264');
});
