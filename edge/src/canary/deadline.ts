import { type CanaryPolicy, type CanaryStage, measureNames } from '@radix/release-model';
import { type MeasureVerdict, verdictLine } from './verdict';

/** What a stage's deadline decides when the stage has not moved on by itself. */
export type DeadlineVerdict =
  | { kind: 'rollback'; worst: MeasureVerdict; reason: string }
  | { kind: 'promote'; reason: string }
  | { kind: 'hold'; reason: string };

/**
 * The verdict at a stage's deadline, with the page views it has (too few, or a failed look still
 * standing): rolled back if the canary is materially worse with a look's failing confidence
 * (`failedLookP`); else promoted if the canary arm had the page views that would have shown a
 * canary broken for every visitor (`leastDeadlineViews`) and none of them showed it; else held at
 * its share, said in every judgement until its page views come or a deployer decides.
 */
export function deadlineVerdict(
  verdicts: readonly MeasureVerdict[],
  views: { stable: number; canary: number },
  stage: CanaryStage,
  policy: CanaryPolicy,
): DeadlineVerdict {
  const had = `at the stage's deadline with ${Math.min(views.stable, views.canary)} of the ${stage.minViews} page views per arm`;
  const worst = verdicts
    .filter((verdict) => verdict.material && verdict.p < policy.confidence.failedLookP)
    .sort((a, b) => a.p - b.p)[0];
  if (worst) return { kind: 'rollback', worst, reason: `${had}: ${verdictLine(worst, policy)}` };
  if (views.canary >= policy.leastDeadlineViews) {
    const seen = verdicts.map((verdict) => measureNames[verdict.measure]).join(', ') || 'no measure';
    return { kind: 'promote', reason: `${had}, no material and confident difference on ${seen}: promoted` };
  }
  return {
    kind: 'hold',
    reason: `${had}, the canary arm has ${views.canary} of the ${policy.leastDeadlineViews} a deadline promotes on: held at its share; "npm run rollback" ends it`,
  };
}
