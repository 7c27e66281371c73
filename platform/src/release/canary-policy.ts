/**
 * How a canary goes: the share of visitors each stage gives the canary, how long and on how many
 * page views per arm it lasts at least, and how much worse than the stable release the canary may
 * measure before it is rolled back. One file, read by `npm run deploy -- <name> --canary` and by
 * the edge's judge.
 */

export interface CanaryStage {
  /** The canary's share of new visitors, in percent. */
  weight: number;
  /** The least time the stage lasts before the next one. */
  minMs: number;
  /** The least page views of each arm, stable and canary, before the stage is judged at all. */
  minViews: number;
}

/** How much worse the canary may be than the stable release on one measure. */
export interface Tolerance {
  /** Worse by more than this much (in the measure's unit)... */
  absolute: number;
  /** ...and, where set, by more than this share of the stable release's figure. */
  relative?: number;
}

export type Measure = 'errors' | 'federationFailures' | 'lcp' | 'inp' | 'cls';

export interface CanaryPolicy {
  /** In order; after the last, the canary is the live site release alone (100%). */
  stages: readonly CanaryStage[];
  /** Errors and federation failures per page view; p75 LCP and INP in ms, p75 CLS unitless. */
  tolerances: Record<Measure, Tolerance>;
  /** How long a visitor keeps the arm they were given (the `site_arm` cookie). */
  armCookieSeconds: number;
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
    lcp: { absolute: 250, relative: 0.2 },
    inp: { absolute: 50, relative: 0.2 },
    cls: { absolute: 0.05 },
  },
  armCookieSeconds: 24 * 60 * 60,
};

/** What each measure is called in the history and in `npm run releases`, with its unit. */
export const measureNames: Record<Measure, string> = {
  errors: 'JS errors per page view',
  federationFailures: 'federation failures per page view',
  lcp: 'p75 LCP (ms)',
  inp: 'p75 INP (ms)',
  cls: 'p75 CLS',
};
