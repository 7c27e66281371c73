import { type CanaryPolicy, type Measure, measureNames, p75 } from '@radix/release-model';
import { type Share, shareWorseP, slowerP } from './significance';

/** What the judge tests of one arm: each measure's share of page views, or its values. */
export interface ArmSamples {
  /** Page views measured: those that sent a beacon. */
  views: number;
  /** The distinct visitors the arm served (`visitors.ts`), where they are counted. */
  visitors?: number;
  /** Of the page views the worker served, those that sent no beacon (0 of 0 where served ones are not counted). */
  silent: Share;
  errors: Share;
  federationFailures: Share;
  lcp: number[];
  inp: number[];
  cls: number[];
}

const shares = ['errors', 'federationFailures', 'silent'] as const;
const distributions = ['lcp', 'inp', 'cls'] as const;

/** One measure at one look: how much worse the canary is, how sure that is, and what it weighs. */
export interface MeasureVerdict {
  measure: Measure;
  /** Canary minus stable: a share's difference, or the p75s'. */
  by: number;
  canary: number;
  stable: number;
  /** One-sided: the chance of a canary this much worse with identical arms. */
  p: number;
  /** Worse beyond the measure's tolerance (absolute, and relative where set). */
  material: boolean;
  /** Of a share: the canary's count and of how many. */
  counts?: Share;
}

const rate = ({ hits, of }: Share) => (of ? hits / of : 0);

function isMaterial(measure: Measure, by: number, stable: number, policy: CanaryPolicy): boolean {
  const { absolute, relative } = policy.tolerances[measure];
  return by > absolute && (relative === undefined || by > stable * relative);
}

/** Each measure both arms have enough values of, judged; the others are not (yet) judged at all. */
export function verdictsOf(stable: ArmSamples, canary: ArmSamples, policy: CanaryPolicy): MeasureVerdict[] {
  const verdicts: MeasureVerdict[] = [];
  for (const measure of shares) {
    const [s, c] = [stable[measure], canary[measure]];
    if (Math.min(s.of, c.of) < policy.leastValues[measure]) continue;
    const by = rate(c) - rate(s);
    const p = shareWorseP(c, s);
    verdicts.push({
      measure,
      by,
      canary: rate(c),
      stable: rate(s),
      p,
      material: isMaterial(measure, by, rate(s), policy),
      counts: c,
    });
  }
  for (const measure of distributions) {
    const [s, c] = [stable[measure], canary[measure]];
    if (Math.min(s.length, c.length) < policy.leastValues[measure]) continue;
    const [ps, pc] = [p75(s) ?? 0, p75(c) ?? 0];
    const by = pc - ps;
    const p = slowerP(c, s);
    verdicts.push({ measure, by, canary: pc, stable: ps, p, material: isMaterial(measure, by, ps, policy) });
  }
  return verdicts;
}

const shown = (value: number) => String(Number(value.toPrecision(3)));
const chance = (p: number) => (p < 0.0001 ? 'p < 0.0001' : `p = ${Number(p.toPrecision(2))}`);

/** One line on a measure the canary is worse on: the figures, the tolerance and how sure. */
export function verdictLine(verdict: MeasureVerdict, policy: CanaryPolicy): string {
  const { absolute, relative } = policy.tolerances[verdict.measure];
  const allowed = `${shown(absolute)}${relative === undefined ? '' : ` and ${Math.round(relative * 100)}%`}`;
  const silent =
    verdict.measure === 'silent' && verdict.counts
      ? `${verdict.counts.hits} of ${verdict.counts.of} page views of the canary sent no measurement; `
      : '';
  return `${silent}${measureNames[verdict.measure]}: canary ${shown(verdict.canary)} against stable ${shown(verdict.stable)}, worse by ${shown(verdict.by)} (allowed: ${allowed}; ${chance(verdict.p)})`;
}

/** The looks of a stage the judge remembers between runs (in `canary-judgement.json`). */
export interface Looks {
  /** The last look taken in the stage (0 before the first). */
  look: number;
  /** Failed looks in a row up to it. */
  failed: number;
}

export type LookResult =
  | { kind: 'no look'; looks: Looks }
  | { kind: 'fine' | 'failed'; looks: Looks; worst?: MeasureVerdict }
  | { kind: 'rollback'; looks: Looks; worst: MeasureVerdict; why: 'significant' | 'failed looks' };

/**
 * A look at the arms, taken once per `1 / looksPerStage` of the stage's page views the canary arm
 * gained (`look` is its index), never twice on the same data (the verdicts are computed only then): a rollback needs a material
 * difference at `rollbackP`, or `failedLooks` looks in a row each with one at `failedLookP`.
 */
export function lookAt(
  verdicts: () => readonly MeasureVerdict[],
  look: number,
  before: Looks,
  policy: CanaryPolicy,
): LookResult {
  if (look <= before.look) return { kind: 'no look', looks: before };
  const { rollbackP, failedLookP, failedLooks } = policy.confidence;
  const worst = verdicts()
    .filter((verdict) => verdict.material)
    .sort((a, b) => a.p - b.p)[0];
  const failed = worst !== undefined && worst.p < failedLookP;
  const looks = { look, failed: failed ? before.failed + 1 : 0 };
  if (worst && worst.p < rollbackP) return { kind: 'rollback', looks, worst, why: 'significant' };
  if (worst && failed && looks.failed >= failedLooks) return { kind: 'rollback', looks, worst, why: 'failed looks' };
  return { kind: failed ? 'failed' : 'fine', looks, ...(worst ? { worst } : {}) };
}
