import { canaryPolicy, p75 } from '@radix/release-model';
import { judge } from '../canary/judge';
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
      'JS errors per page view: canary 0.25 against stable 0, worse by 0.25 (allowed: 0.02)',
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

  test('too few page views in an arm: it waits, whatever the canary measures and however long it ran', () => {
    const rows = [...views(stable, enough * 10), ...views(canarySite, enough - 1, { errors: enough - 1 })];
    const decision = judge(rows, canaryAt(0), start + 60 * minute);
    expect(decision).toMatchObject({
      kind: 'wait',
      reason: `${enough - 1} of the ${enough} page views each arm needs`,
    });
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

  test('judged on their page views: 4 per arm, where the policy would want more', () => {
    expect(judge([...views(stable, 4), ...views(canarySite, 3, { errors: 3 })], own, start + minute).kind).toBe('wait');
    const rolled = judge([...views(stable, 4), ...views(canarySite, 4, { errors: 1 })], own, start + minute);
    expect(rolled).toMatchObject({ kind: 'rollback', measure: 'errors', next: { stable } });
    expect(4).toBeLessThan(first.minViews);
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
    expect(judge(rows, canaryAt(0), start + first.minMs).kind).toBe('wait');
  });
});
