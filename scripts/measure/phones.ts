/**
 * The phones the audit measures as, by their score on Lighthouse's CPU benchmark (benchmarkIndex), as
 * Chrome DevTools calibrates its CPU throttling. A fixed slowdown (Lighthouse's 4x) emulates a
 * different phone on every machine; slowing the CPU by the machine's own index over the phone's makes
 * the same build measure the same on a fast machine and on a slow one.
 */
export const phones = {
  low: { name: 'low-tier phone (Moto G4 Power 2022)', benchmarkIndex: 264 },
  mid: { name: 'mid-tier phone (Pixel 5)', benchmarkIndex: 1000 },
} as const;

export type Phone = keyof typeof phones;

export const isPhone = (value: string): value is Phone => Object.hasOwn(phones, value);

/** How many readings of the machine's benchmarkIndex its median is taken of. */
export const benchmarkReadings = 5;

/**
 * The CPU slowdown that makes this machine as fast as the phone. At least 1: a machine slower than
 * the phone cannot be sped up, and then measures slower than the phone would.
 */
export function cpuSlowdown(machineIndex: number, phone: Phone): number {
  return Math.max(1, machineIndex / phones[phone].benchmarkIndex);
}

/** The machine as the audit calibrates it: each reading of its benchmarkIndex, their median, and the slowdown for the phone. */
export interface Calibration {
  phone: Phone;
  readings: number[];
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/** One line that says what the figures were measured as: the phone, the slowdown and the machine's index. */
export function describeCalibration({ phone, readings, benchmarkIndex, cpuSlowdown: slowdown }: Calibration): string {
  return `${phones[phone].name}, benchmarkIndex ${phones[phone].benchmarkIndex}: CPU slowdown ${slowdown.toFixed(2)}x = this machine's benchmarkIndex ${benchmarkIndex.toFixed(0)} (median of ${readings.length} readings: ${readings.map((index) => index.toFixed(0)).join(', ')}) / ${phones[phone].benchmarkIndex}`;
}
