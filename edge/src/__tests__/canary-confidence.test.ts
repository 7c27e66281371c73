import { canaryPolicy, stagesForTraffic } from '@radix/release-model';
import { shareWorseP, slowerP } from '../canary/significance';
import {
  healthy,
  type Hostile,
  hostileClient,
  type HostileKind,
  leaving,
  seeded,
  simulateCanary,
  type ArmModel,
} from '../testing/canary-simulation';

const hour = 3_600_000;
const viewsPerDay = 500;
/** The stages the judge sizes from a week at 500 page views a day (of those measured). */
const smallSite = stagesForTraffic(7 * viewsPerDay);
/** Beyond the last stage's deadline, so that every canary's verdict comes. */
const traffic = { viewsPerDay, withinMs: 2 * canaryPolicy.verdictWithinMs };

function run(canary: ArmModel, count: number, seed: number, stable = healthy) {
  const random = seeded(seed);
  // The judge sizes the stages from the week's measured page views.
  const stages = stable === healthy ? smallSite : stagesForTraffic(7 * viewsPerDay * stable.beaconShare);
  const results = Array.from({ length: count }, () =>
    simulateCanary(random, { stable, canary }, stages, canaryPolicy, traffic),
  );
  const share = (kind: string) => results.filter((result) => result.decision === kind).length / count;
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const at = (quantile: number) => times[Math.floor(count * quantile)] ?? 0;
  return {
    rollbacks: share('rollback'),
    done: share('done'),
    medianMs: at(0.5),
    p95Ms: at(0.95),
    lastMs: times.at(-1) ?? 0,
  };
}

/** The first of `levels` (in order) whose canaries are rolled back at least 80% of the time. */
function smallestDetected(levels: readonly number[], model: (level: number) => ArmModel) {
  return levels.find((level, index) => run(model(level), 100, 1000 + index).rollbacks >= 0.8);
}

describe('the tests the judge rests on', () => {
  test("Fisher's exact test, one-sided: 4 of 4 against 0 of 4 is 1 chance in 70", () => {
    expect(shareWorseP({ hits: 4, of: 4 }, { hits: 0, of: 4 })).toBeCloseTo(1 / 70, 10);
    expect(shareWorseP({ hits: 0, of: 4 }, { hits: 4, of: 4 })).toBeCloseTo(1, 10);
    expect(shareWorseP({ hits: 0, of: 50 }, { hits: 0, of: 50 })).toBe(1);
  });

  test('Mann-Whitney, one-sided: a slower canary is unlikely by chance, a faster one is not', () => {
    // U = 9 of 9; z = (9 - 4.5 - 0.5) / sqrt(9 * 7 / 12) = 1.746: p = 0.0404 (the exact test's is 0.05).
    expect(slowerP([4, 5, 6], [1, 2, 3])).toBeCloseTo(0.0404, 3);
    expect(slowerP([1, 2, 3], [4, 5, 6])).toBeGreaterThan(0.95);
    expect(slowerP([], [1])).toBe(1);
  });
});

describe('the judge on 1,000 simulated canaries at 500 page views a day', () => {
  test('two identical arms are rolled back in under 1% of canaries, and every verdict comes within a working day', () => {
    const { rollbacks, done, medianMs, p95Ms, lastMs } = run(healthy, 1000, 48);
    process.stdout.write(
      `identical arms, 1,000 canaries: ${(rollbacks * 100).toFixed(1)}% rolled back, ${(done * 100).toFixed(1)}% live for every visitor; time to the verdict: median ${(medianMs / hour).toFixed(1)} h, 95% within ${(p95Ms / hour).toFixed(1)} h, all within ${(lastMs / hour).toFixed(1)} h\n`,
    );
    expect(rollbacks).toBeLessThan(0.01);
    expect(rollbacks + done).toBe(1);
    // The simulation runs the judge as page views arrive (one every 2.9 min), the Cron Trigger every minute.
    expect(lastMs).toBeLessThanOrEqual(canaryPolicy.verdictWithinMs + 86_400_000 / viewsPerDay);
  });

  test('the smallest differences it detects in 80% of canaries, printed', () => {
    const errorShare = smallestDetected([0.06, 0.08, 0.1, 0.12, 0.15, 0.2, 0.25, 0.3], (share) => ({
      ...healthy,
      errorShare: share,
    }));
    const lcpFactor = smallestDetected([1.1, 1.2, 1.3, 1.4, 1.6, 2], (factor) => ({
      ...healthy,
      lcpMedian: healthy.lcpMedian * factor,
    }));
    process.stdout.write(
      `at ${viewsPerDay} page views a day, 80% of canaries rolled back: page views with an error ${healthy.errorShare * 100}% -> ${(errorShare ?? Number.NaN) * 100}%; LCP slower by ${Math.round(((lcpFactor ?? Number.NaN) - 1) * 100)}%\n`,
    );
    expect(errorShare).toBeDefined();
    expect(lcpFactor).toBeDefined();
    const broken = run({ ...healthy, errorShare: 1 }, 100, 7);
    process.stdout.write(
      `a canary with an error on every page view: rolled back after ${(broken.medianMs / hour).toFixed(1)} h (median)\n`,
    );
    expect(broken.rollbacks).toBe(1);
    // 1.4 h before each arm needed 20 distinct visitors (`canaryPolicy.leastVisitors`); 2.2 h since.
    expect(broken.medianMs).toBeLessThan(3 * hour);
  });

  test('visitors leaving before 30% of the beacons in both arms: under 1% rolled back; a shell whose pages mostly send none is rolled back', () => {
    const same = run(leaving, 1000, 49, leaving);
    const silent = run({ ...leaving, beaconShare: 0.1 }, 100, 8, leaving);
    process.stdout.write(
      `30% of page views without a beacon in both arms, 1,000 canaries: ${(same.rollbacks * 100).toFixed(1)}% rolled back; a canary whose pages send 10% of their beacons: ${(silent.rollbacks * 100).toFixed(0)}% rolled back, after ${(silent.medianMs / hour).toFixed(1)} h (median)\n`,
    );
    expect(same.rollbacks).toBeLessThan(0.01);
    expect(silent.rollbacks).toBe(1);
    expect(silent.medianMs).toBeLessThan(canaryPolicy.verdictWithinMs);
  });
});

describe('the judge with one hostile client in the traffic: 600 page views over the first 8 hours from one IPv6 /64, each from another address and user agent, every other one pinning the canary', () => {
  const hostile = (kind: HostileKind, seed: number): Promise<Hostile> => hostileClient(kind, 600, 8 * hour, seed);
  /** The verdicts of `count` canaries, each on the same honest traffic without the client and with it. */
  async function verdicts(canary: ArmModel, count: number, seed: number, kind: HostileKind) {
    const client = await hostile(kind, seed);
    const simulate = (index: number, with_?: Hostile) =>
      simulateCanary(seeded(seed * 10_007 + index), { stable: healthy, canary }, smallSite, canaryPolicy, {
        ...traffic,
        ...(with_ ? { hostile: with_ } : {}),
      }).decision;
    const pairs = Array.from({ length: count }, (_, index) => [simulate(index), simulate(index, client)] as const);
    const rolledBack = (index: 0 | 1) => pairs.filter((pair) => pair[index] === 'rollback').length / count;
    return {
      honest: rolledBack(0),
      hostile: rolledBack(1),
      changed: pairs.filter(([one, other]) => one !== other).length / count,
    };
  }
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  const said = (what: string, { honest, hostile: steered, changed }: Awaited<ReturnType<typeof verdicts>>) =>
    process.stdout.write(
      `${what}: ${percent(honest)} rolled back on honest traffic alone, ${percent(steered)} with the client; verdict changed for ${percent(changed)}\n`,
    );

  test('its page views and error-claiming beacons roll back no healthy canary the honest traffic keeps, nor do its silent page views', async () => {
    const errors = await verdicts(healthy, 300, 51, 'errors');
    const silent = await verdicts(healthy, 300, 50, 'silent');
    said('one hostile client claiming errors on the canary, healthy canaries', errors);
    said('one hostile client sending no beacons, healthy canaries', silent);
    for (const { honest, hostile: steered, changed } of [errors, silent]) {
      expect(steered).toBeLessThanOrEqual(honest + 0.01);
      expect(changed).toBeLessThanOrEqual(0.01);
    }
  });

  test('its clean beacons on the canary (and error-claiming ones on stable) hide no regression the honest traffic catches; near the threshold it weighs what one visitor does, printed', async () => {
    // Where the honest traffic alone is unsure (15%, 20%), one visitor's error on stable (its cap) moves verdicts as an honest one's would: printed.
    for (const errorShare of [0.15, 0.2, 0.3, 1]) {
      const hidden = await verdicts({ ...healthy, errorShare }, 100, 54, 'clean');
      said(
        `one hostile client sending clean beacons, canaries with errors on ${errorShare * 100}% of page views`,
        hidden,
      );
      if (errorShare < 0.3) continue;
      expect(hidden.honest).toBeGreaterThanOrEqual(0.95);
      expect(hidden.hostile).toBeGreaterThanOrEqual(hidden.honest - 0.1);
    }
  });
});
