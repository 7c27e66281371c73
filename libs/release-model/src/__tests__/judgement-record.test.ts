import { parseJudgement, type Judgement } from '..';

const judged: Judgement = {
  at: '2026-11-28T09:00:00.000Z',
  canary: 'site-bbbbbbbbbbbb',
  stage: 1,
  decision: 'wait',
  reason: 'too few page views',
  figures: {
    stable: { views: 40, served: 44, errors: 0, federationFailures: 0, lcp: 1800 },
    canary: { views: 38, served: 41, errors: 1, federationFailures: 0 },
  },
  looks: { look: 2, failed: 1 },
};

test("the judge's record reads back as it wrote it", () => {
  expect(parseJudgement(JSON.stringify(judged))).toEqual(judged);
});

test('a record without its looks is refused naming the file (npm run migrate-store gives it them)', () => {
  const before: Partial<Judgement> = { ...judged };
  delete before.looks;
  expect(() => parseJudgement(JSON.stringify(before))).toThrow(/^canary-judgement\.json.*looks/);
});

test('a damaged record is refused naming the file and what is wrong, not read as figures', () => {
  const damaged: Partial<Judgement> = { ...judged };
  delete damaged.figures;
  expect(() => parseJudgement(JSON.stringify(damaged))).toThrow(/^canary-judgement\.json.*figures/);
  expect(() => parseJudgement('{"at":')).toThrow(/^canary-judgement\.json is not JSON/);
});
