/**
 * How a canary goes: the share of visitors each stage gives the canary, how long and on how many
 * page views per arm it lasts at least, and how much worse than the stable release the canary may
 * measure before it is rolled back. One file, read by `npm run deploy -- <name> --canary` and by
 * the edge's judge. A deploy may give its canary stages of its own (`--canary-stages`); they travel
 * in the canary's pointer, and the tolerances stay these.
 */

export interface CanaryStage {
  /** The canary's share of new visitors, in percent. */
  weight: number;
  /** The least time the stage lasts before the next one. */
  minMs: number;
  /** The page views of each arm, stable and canary, the stage waits for before it moves on. */
  minViews: number;
  /** When the stage gives its verdict with whatever page views it has (`deadlineOf`); absent, the policy's working day. */
  deadlineMs?: number;
}

/** How much worse the canary may be than the stable release on one measure. */
export interface Tolerance {
  /** Worse by more than this much (in the measure's unit)... */
  absolute: number;
  /** ...and, where set, by more than this share of the stable release's figure. */
  relative?: number;
}

/** `silent`: the share of the page views an arm served that sent no measurement (a shell that fails before measuring). */
export type Measure = 'errors' | 'federationFailures' | 'silent' | 'lcp' | 'inp' | 'cls';

/** How sure the judge must be before it rolls a canary back (one-sided p values of the canary being worse). */
export interface Confidence {
  /** A look with a material difference this unlikely between identical arms rolls back at once. */
  rollbackP: number;
  /** A look with a material difference this unlikely has failed... */
  failedLookP: number;
  /** ...and this many failed looks in a row roll back (Flagger's threshold). */
  failedLooks: number;
  /** The judge looks each time the canary arm gains this share of its stage's page views, not at every run. */
  looksPerStage: number;
}

export interface CanaryPolicy {
  /** In order; after the last, the canary is the live site release alone (100%). */
  stages: readonly CanaryStage[];
  /**
   * The least material difference: shares of page views with an error or a federation failure;
   * p75 LCP and INP in ms, p75 CLS unitless. A smaller one rolls nothing back, however sure.
   */
  tolerances: Record<Measure, Tolerance>;
  /** The values of a measure each arm needs before it is judged at all (a p75 on a handful is noise). */
  leastValues: Record<Measure, number>;
  confidence: Confidence;
  /** How long a visitor keeps the arm they were given (the `site_arm` cookie). */
  armCookieSeconds: number;
  /** A canary's verdict comes within this time of its start (a working day), whatever the traffic. */
  verdictWithinMs: number;
  /**
   * The fewest page views of the canary arm a deadline promotes on: 8 of 8 with an error against 0
   * of 8 is 1 chance in 12,870 between identical arms, so a canary broken for every visitor is
   * rolled back before this; with fewer, the deadline holds the canary and says so.
   */
  leastDeadlineViews: number;
  /**
   * What one visitor (a keyed hash of its address's network, a day: `vitals/visitors.ts`) weighs
   * on an arm at most: its page views served and measured, and those with an error or a federation
   * failure. One client then weighs as much as a visitor or two, whatever it sends.
   */
  visitorCap: { views: number; errors: number };
  /** The distinct visitors each arm needs before the judge gives any verdict on it (a stage's `minViews` where fewer). */
  leastVisitors: number;
  /**
   * The page views a client (its address's network: `clientOf`) is counted and given a token for, and the beacons it may
   * send, each a minute: the Rate Limiting binding `VISITS_LIMIT` of `edge/wrangler.toml`, which a test
   * keeps at this figure.
   */
  visitsPerMinute: number;
}

const minute = 60_000;

export const canaryPolicy: CanaryPolicy = {
  stages: [
    { weight: 5, minMs: 10 * minute, minViews: 200 },
    { weight: 25, minMs: 10 * minute, minViews: 500 },
    { weight: 50, minMs: 15 * minute, minViews: 1000 },
  ],
  tolerances: {
    errors: { absolute: 0.02 },
    federationFailures: { absolute: 0.01 },
    // Visitors leave before a page sends its beacon in both arms alike: only a share this much above
    // stable's is the canary's own doing (with 30% of beacons lost in both arms, 0.5% of 1,000
    // simulated canaries rolled back: edge/src/__tests__/canary-confidence.test.ts).
    silent: { absolute: 0.15, relative: 0.5 },
    lcp: { absolute: 250, relative: 0.2 },
    inp: { absolute: 50, relative: 0.2 },
    cls: { absolute: 0.05 },
  },
  leastValues: { errors: 1, federationFailures: 1, silent: 40, lcp: 40, inp: 40, cls: 40 },
  // Measured by edge/src/__tests__/canary-confidence.test.ts: under 1% false rollbacks for identical arms.
  confidence: { rollbackP: 0.001, failedLookP: 0.01, failedLooks: 3, looksPerStage: 5 },
  armCookieSeconds: 24 * 60 * 60,
  verdictWithinMs: 8 * 60 * minute,
  leastDeadlineViews: 8,
  visitorCap: { views: 3, errors: 1 },
  leastVisitors: 20,
  visitsPerMinute: 60,
};

/** When a stage gives its verdict, from its start: its own deadline, else the policy's working day (never before its least time). */
export const deadlineOf = (stage: CanaryStage, policy: CanaryPolicy = canaryPolicy) =>
  stage.deadlineMs ?? Math.max(stage.minMs, policy.verdictWithinMs);

/** What each measure is called in the history and in `npm run releases`, with its unit. */
export const measureNames: Record<Measure, string> = {
  errors: 'share of page views with a JS error',
  federationFailures: 'share of page views with a federation failure',
  silent: 'share of page views that sent no measurement',
  lcp: 'p75 LCP (ms)',
  inp: 'p75 INP (ms)',
  cls: 'p75 CLS',
};

/** The stages a canary goes through: those its pointer carries, else the policy's (until the judge sized them). */
export const stagesOf = (canary: { stages?: readonly CanaryStage[] }, policy: CanaryPolicy = canaryPolicy) =>
  canary.stages ?? policy.stages;

const durationUnits: Record<string, number> = { s: 1000, m: minute, h: 60 * minute };

/** What is wrong with a list of stages, or undefined: the one check of stages read from a pointer or typed by a deployer. */
export function stagesProblem(stages: readonly CanaryStage[]): string | undefined {
  if (!stages.length) return 'no stage before 100%';
  for (const [index, { weight, minMs, minViews }] of stages.entries()) {
    const at = `stage ${index + 1}`;
    if (!Number.isInteger(weight) || weight < 1 || weight > 99)
      return `${at}: the weight is a whole percent from 1 to 99`;
    if (index > 0 && weight <= (stages[index - 1]?.weight ?? 0)) return `${at}: each weight is above the one before`;
    if (!Number.isInteger(minMs) || minMs < 0) return `${at}: the least time is a whole number of ms, 0 or more`;
    if (!Number.isInteger(minViews) || minViews < 1) return `${at}: the least page views per arm are 1 or more`;
    const { deadlineMs } = stages[index] ?? {};
    if (deadlineMs !== undefined && (!Number.isInteger(deadlineMs) || deadlineMs < minMs))
      return `${at}: the deadline is a whole number of ms, not before the least time`;
  }
  return undefined;
}

const stagesSyntax = 'weight:time:views,...,100, e.g. 50:1m:5,100 (weight in %, time as 30s, 10m or 1h, views per arm)';

/**
 * The stages of `--canary-stages`: `<weight>:<least time>:<least page views per arm>` for each
 * stage, comma-separated, ending with `100` (the canary alone). Throws one line on anything else.
 */
export function parseCanaryStages(text: string): CanaryStage[] {
  const parts = text.split(',');
  if (parts.pop() !== '100') throw new Error(`--canary-stages "${text}" does not end with ,100: ${stagesSyntax}`);
  const stages = parts.map((part) => {
    const match = /^(\d{1,2}):(\d{1,4})([smh]):(\d{1,7})$/.exec(part);
    if (!match) throw new Error(`--canary-stages: "${part}" is not ${stagesSyntax}`);
    const [, weight, time, unit, views] = match;
    return {
      weight: Number(weight),
      minMs: Number(time) * (durationUnits[unit ?? ''] ?? Number.NaN),
      minViews: Number(views),
    };
  });
  const problem = stagesProblem(stages);
  if (problem) throw new Error(`--canary-stages "${text}": ${problem}`);
  return stages;
}

/** Stages as `--canary-stages` takes them, for the deploy's line and `npm run releases`. */
export const formatCanaryStages = (stages: readonly CanaryStage[]): string =>
  [
    ...stages.map(({ weight, minMs, minViews }) => {
      const [count, unit] =
        minMs % minute
          ? [minMs / 1000, 's']
          : minMs % (60 * minute) || !minMs
            ? [minMs / minute, 'm']
            : [minMs / (60 * minute), 'h'];
      return `${weight}:${count}${unit}:${minViews}`;
    }),
    '100',
  ].join(',');
