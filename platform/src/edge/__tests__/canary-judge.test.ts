import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canaryPolicy } from '../../release/canary-policy';
import { formatLiveTarget, parseLiveTarget, type Canary, type LiveTarget } from '../../release/canary-pointer';
import { historyPrefix, lockKey } from '../../release/layout';
import { platformRoot } from '../../site/deployables';
import { startLocalEdge, type LocalEdge } from '../local-edge';
import { judge, type JudgedRow } from '../canary/judge';
import { p75 } from '../vitals/figures';
import { judgeCanary, type Database, type WritableBucket } from '../canary/scheduled';
import { PAGE_VIEWS_SQL } from '../vitals/schema';
import { insertPageViews } from './page-views';

const stable = 'site-aaaaaaaaaaaa';
const canarySite = 'site-bbbbbbbbbbbb';
const start = Date.parse('2026-11-26T10:00:00.000Z');
const minute = 60_000;
const [first, second] = canaryPolicy.stages;
if (!first || !second) throw new Error('the canary policy needs two stages for these tests');

const canaryAt = (stage: number, startedAt = start): LiveTarget & { canary: Canary } => ({
  stable,
  canary: {
    site: canarySite,
    name: 'services',
    release: '20261126T095000Z-cccccc',
    weight: canaryPolicy.stages[stage]?.weight ?? 0,
    stage,
    stageStartedAt: new Date(startedAt).toISOString(),
  },
});

/** `views` healthy page views of a site release, with `errors` of them throwing once. */
function views(site: string, count: number, { errors = 0, lcp = 1800 } = {}): JudgedRow[] {
  return Array.from({ length: count }, (_, index) => ({
    site_release: site,
    errors: index < errors ? 1 : 0,
    federation_failures: 0,
    lcp: lcp + (index % 10) * 10,
    inp: 80,
    cls: 0.01,
  }));
}

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

describe('the canary judge at the edge, over D1 and R2 in workerd', () => {
  let dir: string;
  let edge: LocalEdge;
  let bucket: WritableBucket & { delete(key: string): Promise<void> };
  let vitals: Database;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-judge-'));
    edge = await startLocalEdge({ host: '127.0.0.1', port: 0, persist: dir });
    bucket = (await edge.binding()) as unknown as typeof bucket;
    vitals = (await edge.vitals()) as unknown as Database;
    await vitals.prepare(PAGE_VIEWS_SQL).run();
  });
  afterAll(async () => {
    await edge.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await vitals.prepare('DELETE FROM page_views').run();
    const history = await bucket.list({ prefix: `${historyPrefix}/` });
    for (const key of [lockKey, 'live', ...history.objects.map((object) => object.key)]) await bucket.delete(key);
    await bucket.put('live', formatLiveTarget(canaryAt(0)));
  });

  const insert = (rows: JudgedRow[], at: number) => insertPageViews(vitals, rows, at);
  const live = async () => parseLiveTarget((await (await bucket.get('live'))?.text()) ?? '');
  const historyLines = async () => {
    const listed = await bucket.list({ prefix: `${historyPrefix}/` });
    return Promise.all(
      listed.objects.map(async (object) => JSON.parse((await (await bucket.get(object.key))?.text()) ?? '{}')),
    );
  };

  test('worse errors: live names the stable release alone and the history says why', async () => {
    await insert([...views(stable, enough), ...views(canarySite, enough, { errors: enough })], start + minute);
    // A row of the canary's release before its stage began does not count.
    await insert(views(canarySite, 1), start - minute);
    const judged = await judgeCanary({ SITE: bucket, VITALS: vitals }, start + 2 * minute);
    expect(judged.outcome).toBe('judged');
    expect(await live()).toEqual({ stable });
    const [entry] = (await historyLines()).filter((line) => line.action === 'canary rollback');
    expect(entry).toMatchObject({ site: stable, canary: canarySite, name: 'services', weight: 0 });
    expect(entry.reason).toMatch(/^JS errors per page view: canary 1 against stable 0, worse by 1/);
    const judgement = JSON.parse((await (await bucket.get('canary-judgement.json'))?.text()) ?? '{}');
    expect(judgement.figures.canary).toMatchObject({ views: enough, errors: 1 });
  });

  test('healthy after the stage: the next stage is written', async () => {
    await insert([...views(stable, enough), ...views(canarySite, enough)], start + minute);
    await judgeCanary({ SITE: bucket, VITALS: vitals }, start + first.minMs);
    expect((await live()).canary).toMatchObject({ stage: 1, weight: second.weight });
  });

  test("a trigger's time ahead of the runtime's clock starts the next stage at the runtime's", async () => {
    await insert([...views(stable, enough), ...views(canarySite, enough)], start + minute);
    await judgeCanary({ SITE: bucket, VITALS: vitals }, start + first.minMs, start + 2 * minute);
    expect((await live()).canary).toMatchObject({
      stage: 1,
      stageStartedAt: new Date(start + 2 * minute).toISOString(),
    });
  });

  test('too few page views: live stays as it was', async () => {
    await insert([...views(stable, enough), ...views(canarySite, 3, { errors: 3 })], start + minute);
    const before = await live();
    const judged = await judgeCanary({ SITE: bucket, VITALS: vitals }, start + first.minMs);
    expect(judged.outcome === 'judged' && judged.decision.kind).toBe('wait');
    expect(await live()).toEqual(before);
  });

  test('live switched by someone else while it judged: its write is lost and changes nothing', async () => {
    await insert([...views(stable, enough), ...views(canarySite, enough, { errors: enough })], start + minute);
    const racing: WritableBucket = {
      list: (options) => bucket.list(options),
      head: (key) => bucket.head(key),
      get: async (key) => {
        const object = await bucket.get(key);
        // A deploy's switch lands between the judge's read of live and its write.
        if (key === 'live') await bucket.put('live', 'site-cccccccccccc');
        return object;
      },
      put: (key, value, options) => bucket.put(key, value, options),
    };
    const judged = await judgeCanary({ SITE: racing, VITALS: vitals }, start + 2 * minute);
    expect(judged.outcome).toBe('lost');
    expect(await live()).toEqual({ stable: 'site-cccccccccccc' });
    expect((await historyLines()).filter((line) => line.action === 'canary rollback')).toHaveLength(0);
  });

  test('while a release command holds the lease, it waits', async () => {
    await insert([...views(stable, enough), ...views(canarySite, enough, { errors: enough })], start + minute);
    await bucket.put(lockKey, JSON.stringify({ holder: 'a deploy', ttlMs: 5 * minute }));
    const judged = await judgeCanary({ SITE: bucket, VITALS: vitals }, start + 2 * minute);
    expect(judged.outcome).toBe('lease held');
    expect((await live()).canary).toBeDefined();
  });
});

describe("the worker's Cron Trigger, as bundled for workerd", () => {
  let dir: string;
  let edge: LocalEdge;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-cron-'));
    // Bundled afresh, as the unit tests run before the build.
    const script = path.join(dir, 'worker.mjs');
    execFileSync(process.execPath, [path.join(platformRoot, 'bundle-worker.mjs'), script]);
    edge = await startLocalEdge({
      host: '127.0.0.1',
      port: 0,
      persist: dir,
      script,
      bindings: { SITE_ORIGIN: 'http://localhost:9080', PREVIEW_ORIGIN: 'http://preview.localhost:9080' },
    });
  });
  afterAll(async () => {
    await edge.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('rolls a canary back at its first run once each arm has the page views, worse errors in the canary', async () => {
    const bucket = (await edge.binding()) as unknown as WritableBucket;
    await bucket.put('live', formatLiveTarget(canaryAt(0)));
    const database = (await edge.vitals()) as unknown as Database;
    await insertPageViews(database, views(stable, enough), start + minute);
    await insertPageViews(database, views(canarySite, enough - 1, { errors: enough - 1 }), start + minute);
    await edge.scheduled(start + 2 * minute);
    expect(parseLiveTarget((await (await bucket.get('live'))?.text()) ?? '').canary).toBeDefined();
    await insertPageViews(database, views(canarySite, 1), start + 2 * minute);
    await edge.scheduled(start + 3 * minute);
    expect(parseLiveTarget((await (await bucket.get('live'))?.text()) ?? '')).toEqual({ stable });
  });
});
