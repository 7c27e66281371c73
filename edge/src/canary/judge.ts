import {
  type ArmFigures,
  type Canary,
  canaryPolicy,
  type CanaryPolicy,
  type LiveTarget,
  type Measure,
  measureNames,
  p75,
  type PageViewRow,
  stagesOf,
} from '@radix/release-model';

export interface Figures {
  stable: ArmFigures;
  canary: ArmFigures;
}

/** What the judge decides at one run; `next` is what `live` becomes when it changes. */
export type Decision =
  | { kind: 'wait'; reason: string; figures: Figures }
  | { kind: 'rollback'; measure: Measure; reason: string; figures: Figures; next: LiveTarget }
  | { kind: 'stage'; figures: Figures; next: LiveTarget }
  | { kind: 'done'; figures: Figures; next: LiveTarget };

/** The rows the judge reads: those of a page view of either arm. */
export type JudgedRow = Pick<PageViewRow, 'site_release' | 'errors' | 'federation_failures' | 'lcp' | 'inp' | 'cls'>;

const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

export function figuresOf(rows: readonly JudgedRow[]): ArmFigures {
  const views = rows.length;
  const sum = (pick: (row: JudgedRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const figures: ArmFigures = {
    views,
    errors: views ? sum((row) => row.errors) / views : 0,
    federationFailures: views ? sum((row) => row.federation_failures) / views : 0,
  };
  const lcp = p75(present(rows.map((row) => row.lcp)));
  const inp = p75(present(rows.map((row) => row.inp)));
  const cls = p75(present(rows.map((row) => row.cls)));
  return {
    ...figures,
    ...(lcp === undefined ? {} : { lcp }),
    ...(inp === undefined ? {} : { inp }),
    ...(cls === undefined ? {} : { cls }),
  };
}

const measures: readonly Measure[] = ['errors', 'federationFailures', 'lcp', 'inp', 'cls'];

const shown = (value: number) => String(Number(value.toPrecision(3)));

/** The first measure on which the canary is worse than stable beyond its tolerance, said in one line. */
function worseMeasure(figures: Figures, policy: CanaryPolicy): { measure: Measure; reason: string } | undefined {
  for (const measure of measures) {
    const canary = figures.canary[measure];
    const stable = figures.stable[measure];
    if (canary === undefined || stable === undefined) continue;
    const { absolute, relative } = policy.tolerances[measure];
    const by = canary - stable;
    if (by <= absolute || (relative !== undefined && by <= stable * relative)) continue;
    const allowed = `${shown(absolute)}${relative === undefined ? '' : ` and ${Math.round(relative * 100)}%`}`;
    return {
      measure,
      reason: `${measureNames[measure]}: canary ${shown(canary)} against stable ${shown(stable)}, worse by ${shown(by)} (allowed: ${allowed})`,
    };
  }
  return undefined;
}

/**
 * Judges a running canary's stage from its page views (`rows`, those received since the stage
 * began, of either arm's site release) at `now`: rolled back as soon as each arm has the stage's
 * page views and the canary is worse on a measure beyond its tolerance; moved to the next stage
 * (or made the live site release alone after the last) once it is not worse and the stage has
 * lasted its time; else left to wait. The stages are those the canary's pointer carries (else the
 * policy's); the tolerances are the policy's.
 */
export function judge(
  rows: readonly JudgedRow[],
  target: LiveTarget & { canary: Canary },
  now: number,
  policy: CanaryPolicy = canaryPolicy,
): Decision {
  const { canary } = target;
  const figures: Figures = {
    stable: figuresOf(rows.filter((row) => row.site_release === target.stable)),
    canary: figuresOf(rows.filter((row) => row.site_release === canary.site)),
  };
  const stages = stagesOf(canary, policy);
  const stage = stages[canary.stage] ?? stages.at(-1);
  if (!stage) return { kind: 'wait', reason: 'the canary policy has no stage', figures };
  const fewest = Math.min(figures.stable.views, figures.canary.views);
  if (fewest < stage.minViews)
    return {
      kind: 'wait',
      reason: `${fewest} of the ${stage.minViews} page views each arm needs`,
      figures,
    };
  const worse = worseMeasure(figures, policy);
  if (worse) return { kind: 'rollback', ...worse, figures, next: { stable: target.stable } };
  const lasted = now - Date.parse(canary.stageStartedAt);
  if (lasted < stage.minMs)
    return {
      kind: 'wait',
      reason: `healthy; the stage lasts ${Math.ceil((stage.minMs - lasted) / 60_000)} more min`,
      figures,
    };
  const following = stages[canary.stage + 1];
  if (!following) return { kind: 'done', figures, next: { stable: canary.site } };
  return {
    kind: 'stage',
    figures,
    next: {
      stable: target.stable,
      canary: {
        ...canary,
        stage: canary.stage + 1,
        weight: following.weight,
        stageStartedAt: new Date(now).toISOString(),
      },
    },
  };
}
