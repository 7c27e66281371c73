import {
  type ArmFigures,
  type Canary,
  canaryPolicy,
  type CanaryPolicy,
  type CanaryStage,
  deadlineOf,
  type LiveTarget,
  type Measure,
  measureNames,
  p75,
  type PageViewRow,
  stagesOf,
} from '@radix/release-model';
import { deadlineVerdict } from './deadline';
import { type ArmSamples, type Looks, lookAt, verdictLine, verdictsOf } from './verdict';

export interface Figures {
  stable: ArmFigures;
  canary: ArmFigures;
}

/** What the judge decides at one run; `next` is what `live` becomes when it changes; `looks` what it remembers. */
export type Decision = (
  | { kind: 'wait'; reason: string }
  | { kind: 'rollback'; measure: Measure; reason: string; next: LiveTarget }
  | { kind: 'stage' | 'done'; next: LiveTarget; reason?: string }
) & { figures: Figures; looks: Looks };

/** The rows the judge reads: those of a page view of either arm. */
export type JudgedRow = Pick<PageViewRow, 'site_release' | 'errors' | 'federation_failures' | 'lcp' | 'inp' | 'cls'>;

const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

/** An arm's samples: a page view counts once however many errors it claims (0 or 1, never a free count). */
export function samplesOf(rows: readonly JudgedRow[]): ArmSamples {
  const share = (pick: (row: JudgedRow) => number) => ({
    hits: rows.filter((row) => pick(row) > 0).length,
    of: rows.length,
  });
  return {
    views: rows.length,
    silent: { hits: 0, of: 0 },
    errors: share((row) => row.errors),
    federationFailures: share((row) => row.federation_failures),
    lcp: present(rows.map((row) => row.lcp)),
    inp: present(rows.map((row) => row.inp)),
    cls: present(rows.map((row) => row.cls)),
  };
}

export function armFigures(samples: ArmSamples): ArmFigures {
  const rate = ({ hits, of }: { hits: number; of: number }) => (of ? hits / of : 0);
  const values = { lcp: p75(samples.lcp), inp: p75(samples.inp), cls: p75(samples.cls) };
  return {
    views: samples.views,
    ...(samples.silent.of ? { served: samples.silent.of } : {}),
    errors: rate(samples.errors),
    federationFailures: rate(samples.federationFailures),
    ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
  };
}

export const noLooks: Looks = { look: 0, failed: 0 };

/**
 * Judges a running canary's stage from its page views (`rows`, those received since the stage
 * began, of either arm's site release) at `now`, `before` being the looks it took in the stage at
 * its earlier runs: rolled back when a look finds the canary worse, materially and significantly
 * (`lookAt`); moved to the next stage (or made the live site release alone after the last) once
 * each arm has the stage's page views, the stage has lasted its time and its last look did not
 * fail; else left to wait, until the stage's deadline gives its verdict (`deadlineVerdict`). The
 * stages are those the canary's pointer carries (else the policy's).
 */
export function judge(
  rows: readonly JudgedRow[],
  target: LiveTarget & { canary: Canary },
  now: number,
  policy: CanaryPolicy = canaryPolicy,
  before: Looks = noLooks,
): Decision {
  const arms = {
    stable: samplesOf(rows.filter((row) => row.site_release === target.stable)),
    canary: samplesOf(rows.filter((row) => row.site_release === target.canary.site)),
  };
  return judgeSamples(arms, target, now, policy, before);
}

/**
 * `judge` on each arm's samples (the per-minute counts', `minutes.ts`): a look is also taken as the
 * page views each arm served grow, so that a canary whose pages send nothing is looked at too.
 */
export function judgeSamples(
  { stable, canary: tried }: { stable: ArmSamples; canary: ArmSamples },
  target: LiveTarget & { canary: Canary },
  now: number,
  policy: CanaryPolicy = canaryPolicy,
  before: Looks = noLooks,
): Decision {
  const { canary } = target;
  const figures: Figures = { stable: armFigures(stable), canary: armFigures(tried) };
  const stages = stagesOf(canary, policy);
  const stage = stages[canary.stage] ?? stages.at(-1);
  if (!stage) return { kind: 'wait', reason: 'the canary policy has no stage', figures, looks: before };
  // However many page views, no verdict comes from fewer visitors: one client weighs a visitor's cap at
  // most. A stage that asks for fewer page views per arm (a deployer's `--canary-stages`) asks for as few visitors.
  // At the stage's deadline the deadline's own rule counts visitors instead (`deadlineVerdict` below).
  const visitors = Math.min(stable.visitors ?? Infinity, tried.visitors ?? Infinity);
  const leastVisitors = Math.min(policy.leastVisitors, stage.minViews);
  const beforeDeadline = now - Date.parse(canary.stageStartedAt) < deadlineOf(stage, policy);
  if (visitors < leastVisitors && beforeDeadline)
    return {
      kind: 'wait',
      reason: `${visitors} of the ${leastVisitors} visitors each arm needs`,
      figures,
      looks: before,
    };
  const fewest = Math.min(stable.views, tried.views);
  const lookEvery = Math.max(1, Math.ceil(stage.minViews / policy.confidence.looksPerStage));
  const served = Math.min(Math.max(stable.views, stable.silent.of), Math.max(tried.views, tried.silent.of));
  const look = lookAt(() => verdictsOf(stable, tried, policy), Math.floor(served / lookEvery), before, policy);
  const { looks } = look;
  if (look.kind === 'rollback') {
    const reason = `${verdictLine(look.worst, policy)}${look.why === 'failed looks' ? `, ${looks.failed} failed looks in a row` : ''}`;
    return { kind: 'rollback', measure: look.worst.measure, reason, figures, looks, next: { stable: target.stable } };
  }
  const lasted = now - Date.parse(canary.stageStartedAt);
  const short =
    fewest < stage.minViews
      ? `${fewest} of the ${stage.minViews} page views each arm needs`
      : looks.failed
        ? `${looks.failed} failed looks in a row, the last on ${look.kind === 'failed' && look.worst ? measureNames[look.worst.measure] : 'a measure'}`
        : lasted < stage.minMs
          ? `healthy; the stage lasts ${Math.ceil((stage.minMs - lasted) / 60_000)} more min`
          : undefined;
  if (!short) return moveOn(target, stages, now, figures);
  if (lasted < deadlineOf(stage, policy)) return { kind: 'wait', reason: short, figures, looks };
  // A deadline promotes on the canary's page views of as many visitors: one client's are a visitor's.
  const views = {
    stable: Math.min(stable.views, stable.visitors ?? Infinity),
    canary: Math.min(tried.views, tried.visitors ?? Infinity),
  };
  const verdict = deadlineVerdict(verdictsOf(stable, tried, policy), views, stage, policy);
  if (verdict.kind === 'rollback') {
    const { reason, worst } = verdict;
    return { kind: 'rollback', measure: worst.measure, reason, figures, looks, next: { stable: target.stable } };
  }
  if (verdict.kind === 'hold') return { kind: 'wait', reason: verdict.reason, figures, looks };
  return moveOn(target, stages, now, figures, verdict.reason);
}

/** The next stage from `now`, or the canary live alone after the last. */
function moveOn(
  target: LiveTarget & { canary: Canary },
  stages: readonly CanaryStage[],
  now: number,
  figures: Figures,
  reason?: string,
): Decision {
  const { canary } = target;
  const said = reason === undefined ? {} : { reason };
  const following = stages[canary.stage + 1];
  if (!following) return { kind: 'done', ...said, figures, looks: noLooks, next: { stable: canary.site } };
  return {
    kind: 'stage',
    ...said,
    figures,
    looks: noLooks,
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
