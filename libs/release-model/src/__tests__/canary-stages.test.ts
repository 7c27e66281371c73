import { canaryPolicy, formatCanaryStages, parseCanaryStages } from '../canary-policy';
import { formatLiveTarget, parseLiveTarget, type Canary } from '../canary-pointer';

const minute = 60_000;

describe("a canary's own stages (--canary-stages)", () => {
  test('weight:least time:least page views per arm, then 100', () => {
    expect(parseCanaryStages('50:1m:5,100')).toEqual([{ weight: 50, minMs: minute, minViews: 5 }]);
    expect(parseCanaryStages('10:30s:2,25:2h:40,100')).toEqual([
      { weight: 10, minMs: 30_000, minViews: 2 },
      { weight: 25, minMs: 2 * 60 * minute, minViews: 40 },
    ]);
    expect(parseCanaryStages('5:0m:1,100')).toEqual([{ weight: 5, minMs: 0, minViews: 1 }]);
  });

  test("the policy's stages written out parse back to themselves", () => {
    expect(formatCanaryStages(canaryPolicy.stages)).toBe('5:10m:200,25:10m:500,50:15m:1000,100');
    expect(parseCanaryStages(formatCanaryStages(canaryPolicy.stages))).toEqual(canaryPolicy.stages);
  });

  test.each([
    ['50:1m:5', 'does not end with ,100'],
    ['100', 'no stage before 100%'],
    ['50:1m,100', '"50:1m" is not weight:time:views'],
    ['50:1:5,100', '"50:1:5" is not'],
    ['50:1d:5,100', '"50:1d:5" is not'],
    ['50:-1m:5,100', 'is not'],
    ['50:1m:5, 100', 'does not end with ,100'],
    ['0:1m:5,100', 'stage 1: the weight is a whole percent from 1 to 99'],
    ['50:1m:5,25:1m:5,100', 'stage 2: each weight is above the one before'],
    ['50:1m:0,100', 'stage 1: the least page views per arm are 1 or more'],
    ['', 'does not end with ,100'],
  ])('"%s" is refused in one line: %s', (text, reason) => {
    let message = '';
    try {
      parseCanaryStages(text);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(reason);
    expect(message).toMatch(/^--canary-stages/);
    expect(message).not.toContain('\n');
  });

  const canary: Canary = {
    site: 'site-bbbbbbbbbbbb',
    id: 'site-bbbbbbbbbbbb',
    name: 'services',
    release: '20261126T095000Z-cccccc',
    weight: 50,
    stage: 0,
    stageStartedAt: '2026-11-26T10:00:00.000Z',
  };

  test("travel in the live pointer, and a pointer without them (the edge's judge sizes them) reads", () => {
    const stages = parseCanaryStages('50:1m:5,100');
    const target = { stable: 'site-aaaaaaaaaaaa', canary: { ...canary, stages } };
    expect(parseLiveTarget(formatLiveTarget(target))).toEqual(target);
    expect(parseLiveTarget(formatLiveTarget({ stable: target.stable, canary }))).toEqual({
      stable: target.stable,
      canary,
    });
  });

  test('a canary without the id its visitors are drawn for is no canary pointer (npm run migrate-store gives it one)', () => {
    const withoutId: Partial<Canary> = { ...canary };
    delete withoutId.id;
    expect(() => parseLiveTarget(JSON.stringify({ stable: 'site-aaaaaaaaaaaa', canary: withoutId }))).toThrow(
      /neither a site release id nor a canary/,
    );
  });

  test('a pointer with stages that break the rules is no canary pointer', () => {
    for (const stages of [[], [{ weight: 50, minMs: minute }], [{ weight: 150, minMs: minute, minViews: 5 }], 'fast']) {
      expect(() =>
        parseLiveTarget(JSON.stringify({ stable: 'site-aaaaaaaaaaaa', canary: { ...canary, stages } })),
      ).toThrow(/neither a site release id nor a canary/);
    }
  });
});
