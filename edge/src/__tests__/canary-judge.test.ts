import { canaryPolicy, p75 } from '@radix/release-model';
import { judge } from '../canary/judge';
import { lookAt, type MeasureVerdict } from '../canary/verdict';
import { canaryAt, canarySite, first, minute, second, stable, start, views } from '../testing/canary-fixtures';

const enough = first.minViews;

describe('the canary judge, by its figures', () => {
  test('p75 is the nearest-rank 75th percentile', () => {
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([10])).toBe(10);
    expect(p75([])).toBeUndefined();
  });

  test('a canary whose visitors see more errors is rolled back, naming the measure and by how much', () => {
    const rows = [...views(stable, enough * 10), ...views(canarySite, enough, { errors: enough / 4 })];
    const decision = judge(rows, canaryAt(0), start + minute);
    expect(decision.kind).toBe('rollback');
    if (decision.kind !== 'rollback') return;
    expect(decision.measure).toBe('errors');
    expect(decision.reason).toBe(
      'share of page views with a JS error: canary 0.25 against stable 0, worse by 0.25 (allowed: 0.02; p < 0.0001)',
    );
    expect(decision.next).toEqual({ stable });
  });

  test('a slower LCP beyond both tolerances rolls back; within one of them it does not', () => {
    const slow = [...views(stable, enough), ...views(canarySite, enough, { lcp: 2400 })];
    const rolled = judge(slow, canaryAt(0), start + first.minMs);
    expect(rolled.kind === 'rollback' && rolled.measure).toBe('lcp');
    // 1890 ms against 1890 + 200: under the absolute tolerance of 250 ms.
    const close = [...views(stable, enough), ...views(canarySite, enough, { lcp: 2000 })];
    expect(judge(close, canaryAt(0), start + first.minMs).kind).toBe('stage');
  });

  test('a page view claiming 100,000 errors counts as one page view with an error, and rolls nothing back', () => {
    const forged = { ...views(canarySite, 1)[0], errors: 100_000 } as ReturnType<typeof views>[number];
    const rows = [...views(stable, enough), forged, ...views(canarySite, enough - 1)];
    const decision = judge(rows, canaryAt(0), start + first.minMs);
    expect(decision.figures.canary.errors).toBe(1 / enough);
    expect(decision.kind).toBe('stage');
  });

  test('too few page views to tell: 3 of 3 with an error against 0 of 3 (1 chance in 20) waits', () => {
    const rows = [...views(stable, 3), ...views(canarySite, 3, { errors: 3 })];
    const decision = judge(rows, canaryAt(0), start + 60 * minute);
    expect(decision).toMatchObject({ kind: 'wait', reason: `3 of the ${enough} page views each arm needs` });
  });

  test('p75 LCP is not judged before each arm has its least values, however slow, though looked at each page view', () => {
    const least = canaryPolicy.leastValues.lcp;
    const target = canaryAt(0);
    const often = { ...target, canary: { ...target.canary, stages: [{ weight: 50, minMs: minute, minViews: 5 }] } };
    const few = [...views(stable, least), ...views(canarySite, least - 1, { lcp: 9000 })];
    expect(judge(few, often, start).kind).toBe('wait');
    const enoughValues = [...views(stable, least), ...views(canarySite, least, { lcp: 9000 })];
    expect(judge(enoughValues, often, start)).toMatchObject({ kind: 'rollback', measure: 'lcp' });
  });

  test('healthy but before the stage has lasted its time: it waits', () => {
    const rows = [...views(stable, enough), ...views(canarySite, enough)];
    expect(judge(rows, canaryAt(0), start + first.minMs - 1).kind).toBe('wait');
  });

  test('healthy after its time and page views: the next stage, from now, then 100% after the last', () => {
    const rows = [...views(stable, enough), ...views(canarySite, enough)];
    const decision = judge(rows, canaryAt(0), start + first.minMs);
    expect(decision.kind).toBe('stage');
    expect(decision.kind === 'stage' && decision.next.canary).toMatchObject({
      stage: 1,
      weight: second.weight,
      stageStartedAt: new Date(start + first.minMs).toISOString(),
    });
    const last = canaryPolicy.stages.length - 1;
    const lastStage = canaryPolicy.stages[last];
    if (!lastStage) throw new Error('no last stage');
    const many = [...views(stable, lastStage.minViews), ...views(canarySite, lastStage.minViews)];
    const done = judge(many, canaryAt(last), start + lastStage.minMs);
    expect(done).toMatchObject({ kind: 'done', next: { stable: canarySite } });
  });
});

describe("the canary judge, by the stages the canary's pointer carries", () => {
  const own = {
    ...canaryAt(0),
    canary: { ...canaryAt(0).canary, weight: 50, stages: [{ weight: 50, minMs: minute, minViews: 4 }] },
  };

  test('judged on their page views: 8 of 8 with an error against 0 of 8 rolls back (1 chance in 12,870)', () => {
    const eight = { ...own, canary: { ...own.canary, stages: [{ weight: 50, minMs: minute, minViews: 8 }] } };
    const rolled = judge([...views(stable, 8), ...views(canarySite, 8, { errors: 8 })], eight, start + minute);
    expect(rolled).toMatchObject({ kind: 'rollback', measure: 'errors', next: { stable } });
    expect(8).toBeLessThan(first.minViews);
  });

  test("after their time, not the policy's: its last stage healthy for a minute makes it live alone", () => {
    const rows = [...views(stable, 4), ...views(canarySite, 4)];
    expect(judge(rows, own, start + minute - 1)).toMatchObject({
      kind: 'wait',
      reason: 'healthy; the stage lasts 1 more min',
    });
    expect(judge(rows, own, start + minute)).toMatchObject({ kind: 'done', next: { stable: canarySite } });
    expect(minute).toBeLessThan(first.minMs);
  });

  test('a pointer without stages (written before they travelled) is judged by the policy', () => {
    const rows = [...views(stable, 4), ...views(canarySite, 4)];
    const { stages: _policy, ...withoutStages } = canaryAt(0).canary;
    expect(_policy).toEqual(canaryPolicy.stages);
    expect(judge(rows, { stable, canary: withoutStages }, start + first.minMs).kind).toBe('wait');
  });
});

describe("the judge's looks: a rollback needs a significant and material difference, or failed looks in a row", () => {
  const { rollbackP, failedLookP, failedLooks } = canaryPolicy.confidence;
  const verdict = (p: number, material = true): MeasureVerdict[] => [
    { measure: 'inp', by: 60, canary: 160, stable: 100, p, material },
  ];
  const between = (rollbackP + failedLookP) / 2;

  test('significant and material rolls back at once; significant and immaterial never does', () => {
    expect(lookAt(() => verdict(rollbackP / 2), 1, { look: 0, failed: 0 }, canaryPolicy).kind).toBe('rollback');
    expect(lookAt(() => verdict(1e-12, false), 1, { look: 0, failed: 0 }, canaryPolicy).kind).toBe('fine');
  });

  test(`${failedLooks} failed looks in a row roll back; a fine look between them starts the count again`, () => {
    let looks = { look: 0, failed: 0 };
    for (let look = 1; look < failedLooks; look += 1) {
      const result = lookAt(() => verdict(between), look, looks, canaryPolicy);
      expect(result.kind).toBe('failed');
      looks = result.looks;
    }
    expect(lookAt(() => verdict(0.5), failedLooks, looks, canaryPolicy).looks.failed).toBe(0);
    const last = lookAt(() => verdict(between), failedLooks, looks, canaryPolicy);
    expect(last).toMatchObject({ kind: 'rollback', why: 'failed looks', looks: { failed: failedLooks } });
  });

  test('a run with no new look (the same page views) counts no failed look', () => {
    const looks = { look: 2, failed: failedLooks - 1 };
    expect(lookAt(() => verdict(between), 2, looks, canaryPolicy)).toEqual({ kind: 'no look', looks });
  });

  test('the judge carries its looks: the stage waits while its last look failed', () => {
    const rows = [...views(stable, enough), ...views(canarySite, enough)];
    const decision = judge(rows, canaryAt(0), start + first.minMs, canaryPolicy, { look: 1, failed: 2 });
    expect(decision).toMatchObject({ kind: 'stage', looks: { look: 0, failed: 0 } });
    const same = judge(rows, canaryAt(0), start + first.minMs, canaryPolicy, { look: 99, failed: 2 });
    expect(same).toMatchObject({ kind: 'wait', reason: '2 failed looks in a row, the last on a measure' });
  });
});

describe("the verdict at a stage's deadline, with too few page views: said, never a silent wait", () => {
  const hour = 60 * minute;
  const day = { weight: 50, minMs: 4 * hour, minViews: 62, deadlineMs: 8 * hour };
  const quiet = { ...canaryAt(0), canary: { ...canaryAt(0).canary, weight: 50, stages: [day] } };
  const looked = { look: 99, failed: 0 };

  test('before it, the stage waits for its page views', () => {
    const rows = [...views(stable, 30), ...views(canarySite, 30)];
    expect(judge(rows, quiet, start + 8 * hour - 1, canaryPolicy, looked)).toMatchObject({
      kind: 'wait',
      reason: '30 of the 62 page views each arm needs',
    });
  });

  test('at it, nothing material and confident seen in enough canary page views: promoted, and why', () => {
    const rows = [...views(stable, 30), ...views(canarySite, 30)];
    expect(judge(rows, quiet, start + 8 * hour, canaryPolicy, looked)).toMatchObject({
      kind: 'done',
      next: { stable: canarySite },
      reason:
        "at the stage's deadline with 30 of the 62 page views per arm, no material and confident difference on share of page views with a JS error, share of page views with a federation failure: promoted",
    });
  });

  test("at it, materially worse with a failed look's confidence (7 of 30 against 0 of 30, p = 0.0053): rolled back", () => {
    const rows = [...views(stable, 30), ...views(canarySite, 30, { errors: 7 })];
    const decision = judge(rows, quiet, start + 8 * hour, canaryPolicy, looked);
    expect(decision).toMatchObject({ kind: 'rollback', measure: 'errors', next: { stable } });
    expect(decision.kind === 'rollback' && decision.reason).toMatch(
      /^at the stage's deadline with 30 of the 62 page views per arm: share of page views with a JS error: canary 0.233 .*p = 0.0053\)$/,
    );
  });

  test(`at it, fewer than ${canaryPolicy.leastDeadlineViews} canary page views: held at its share, and said`, () => {
    const rows = [...views(stable, 5), ...views(canarySite, 5)];
    expect(judge(rows, quiet, start + 8 * hour, canaryPolicy, looked)).toMatchObject({
      kind: 'wait',
      reason: `at the stage's deadline with 5 of the 62 page views per arm, the canary arm has 5 of the ${canaryPolicy.leastDeadlineViews} a deadline promotes on: held at its share; "npm run rollback" ends it`,
    });
  });
});
