import { canaryPolicy, deadlineOf, stagesProblem } from '../canary-policy';
import { stagesForTraffic } from '../canary-sizing';

const hour = 3_600_000;

describe("a canary's stages sized to the site's traffic (the last 7 days' page views)", () => {
  test('500 page views a day: one stage at half the visitors, 62 page views per arm, 4 h at least, verdict by 8 h', () => {
    expect(stagesForTraffic(7 * 500)).toEqual([{ weight: 50, minMs: 4 * hour, minViews: 62, deadlineMs: 8 * hour }]);
  });

  test("100,000 a day fill the policy's stages in under half a working day: those, each with a deadline", () => {
    const stages = stagesForTraffic(7 * 100_000);
    expect(stages.map(({ weight, minViews }) => ({ weight, minViews }))).toEqual(
      canaryPolicy.stages.map(({ weight, minViews }) => ({ weight, minViews })),
    );
    const deadlines = stages.map((stage) => deadlineOf(stage));
    expect(deadlines.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(canaryPolicy.verdictWithinMs);
    expect(stagesProblem(stages)).toBeUndefined();
  });

  test('no page views at all: still stages with an end, waiting for the least page views a deadline promotes on', () => {
    expect(stagesForTraffic(0)).toEqual([
      { weight: 50, minMs: 4 * hour, minViews: canaryPolicy.leastDeadlineViews, deadlineMs: 8 * hour },
    ]);
  });

  test('a stage without a deadline (--canary-stages) has the working day; a deadline before the least time is refused', () => {
    expect(deadlineOf({ weight: 50, minMs: 60_000, minViews: 8 })).toBe(canaryPolicy.verdictWithinMs);
    expect(stagesProblem([{ weight: 50, minMs: hour, minViews: 8, deadlineMs: hour - 1 }])).toBe(
      'stage 1: the deadline is a whole number of ms, not before the least time',
    );
  });
});
