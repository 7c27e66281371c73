import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  canaryJudgementKey,
  canaryPolicy,
  deadlineOf,
  deploymentFile,
  formatDeploymentRecord,
  formatLiveTarget,
  historyPrefix,
  keys,
  lockKey,
  pageViewsKeptMs,
  parseLiveTarget,
  rolledBackFile,
  STAGE_COUNTS_SQL,
} from '@radix/release-model';
import { judgeCanary, noticeKey, type Database, type JudgedRow, type WritableBucket } from '@radix/edge/canary';
import { canaryAt, canarySite, first, minute, second, stable, start, views } from '@radix/edge/testing';
import { edgePackageDir, startLocalEdge, type LocalEdge } from '../local-edge';
import { countPageViews, insertPageViews } from './page-views';
import { listening } from './listening';

const rolledBackText =
  /^Canary of services \S+ \(site-bbbbbbbbbbbb\) rolled back at \S+: share of page views with a JS error: .*\. Every visitor is on site-aaaaaaaaaaaa again; a deploy or promote of \S+ now needs --force\.$/;
const vitalsOf = async (edge: LocalEdge) => (await edge.vitals()) as unknown as Database;
const recordDeployment = (bucket: WritableBucket, text: string) =>
  bucket.put(`${keys.site(canarySite)}/${deploymentFile}`, text);

const enough = first.minViews;

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
  });
  afterAll(async () => {
    await edge.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await vitals.prepare('DELETE FROM page_views').run();
    await vitals.prepare('DELETE FROM vitals_minutes').run();
    const history = await bucket.list({ prefix: `${historyPrefix}/` });
    const { name, release } = canaryAt(0).canary;
    const rolledBack = `${keys.release(name, release)}/${rolledBackFile}`;
    for (const key of [lockKey, 'live', canaryJudgementKey, rolledBack, ...history.objects.map((object) => object.key)])
      await bucket.delete(key);
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

  test('worse errors: live names the stable release alone, the history says why, and the release remembers it', async () => {
    await insert([...views(stable, enough), ...views(canarySite, enough, { errors: enough })], start + minute);
    // A row of the canary's release before its stage began does not count.
    await insert(views(canarySite, 1), start - minute);
    const judged = await judgeCanary({ SITE: bucket, VITALS: vitals }, start + 2 * minute);
    expect(judged.outcome).toBe('judged');
    expect(await live()).toEqual({ stable });
    const [entry] = (await historyLines()).filter((line) => line.action === 'canary rollback');
    expect(entry).toMatchObject({ site: stable, canary: canarySite, name: 'services', weight: 0 });
    expect(entry.reason).toMatch(
      /^share of page views with a JS error: canary 1 against stable 0, worse by 1 \(allowed: 0.02; p < 0.0001\)$/,
    );
    const judgement = JSON.parse((await (await bucket.get('canary-judgement.json'))?.text()) ?? '{}');
    expect(judgement.figures.canary).toMatchObject({ views: enough, errors: 1 });
    expect(judgement.looks).toEqual({ look: canaryPolicy.confidence.looksPerStage, failed: 1 });
    const { name, release } = canaryAt(0).canary;
    const remembered = await bucket.get(`${keys.release(name, release)}/${rolledBackFile}`);
    expect(JSON.parse((await remembered?.text()) ?? '{}')).toEqual({
      at: new Date(start + 2 * minute).toISOString(),
      site: canarySite,
      stable,
      reason: entry.reason,
    });
  });

  test("a canary without stages is given the site's, sized from the last 7 days' page views, and the history says so", async () => {
    const { stages: given, ...withoutStages } = canaryAt(0).canary;
    expect(given).toBeDefined();
    await bucket.put('live', formatLiveTarget({ stable, canary: withoutStages }));
    const week = 7 * 24 * 60 * minute;
    // 3,500 page views in the week before (500 a day), and one older, which does not count.
    await insert(views(stable, 3500), start - week + 3 * minute);
    await insert(views(stable, 1), start - week + minute);
    const judged = await judgeCanary({ SITE: bucket, VITALS: vitals }, start + 2 * minute, start + minute);
    const reason = 'stages sized from 3500 page views in the last 7 days: 50:4h:62,100';
    expect(judged).toEqual({ outcome: 'sized', reason });
    expect((await live()).canary).toMatchObject({
      weight: 50,
      stage: 0,
      stageStartedAt: new Date(start + minute).toISOString(),
      stages: [{ weight: 50, minMs: 4 * 60 * minute, minViews: 62, deadlineMs: 8 * 60 * minute }],
    });
    expect(await historyLines()).toEqual([expect.objectContaining({ action: 'canary stage', weight: 50, reason })]);
  });

  test('each run deletes the page views older than 30 days, with or without a canary', async () => {
    await bucket.put('live', stable);
    await insert(views(stable, 2), start - pageViewsKeptMs - 1);
    await insert(views(stable, 3), start - pageViewsKeptMs);
    expect(await judgeCanary({ SITE: bucket, VITALS: vitals }, start)).toEqual({ outcome: 'no canary' });
    const { results } = await vitals
      .prepare('SELECT COUNT(*) AS count FROM page_views')
      .bind()
      .all<{ count: number }>();
    expect(results).toEqual([{ count: 3 }]);
    const minutes = await vitals
      .prepare("SELECT SUM(count) AS count FROM vitals_minutes WHERE measure = 'served'")
      .bind()
      .all<{ count: number }>();
    // The counts of the minute before the oldest one kept go with it; those of that minute stay.
    expect(minutes.results).toEqual([{ count: 3 }]);
  });

  test('a canary whose pages send no measurement is rolled back: the page views each arm served are compared with the beacons it sent', async () => {
    // Visitors leave before some beacons in both arms alike: 30 of 100 stable page views send none.
    await insert(views(stable, 70), start + minute);
    await countPageViews(vitals, views(stable, 30), start + minute, { silent: true });
    // The canary's shell fails before its measuring starts: 2 of its 100 page views sent a beacon.
    await insert(views(canarySite, 2), start + minute);
    await countPageViews(vitals, views(canarySite, 98), start + minute, { silent: true });
    const judged = await judgeCanary({ SITE: bucket, VITALS: vitals }, start + 2 * minute);
    expect(judged.outcome === 'judged' && judged.decision).toMatchObject({
      kind: 'rollback',
      measure: 'silent',
      figures: { stable: { views: 70, served: 100 }, canary: { views: 2, served: 100 } },
    });
    expect(judged.outcome === 'judged' && judged.decision.reason).toMatch(
      /^98 of 100 page views of the canary sent no measurement; share of page views that sent no measurement: canary 0.98 against stable 0.3, worse by 0.68 \(allowed: 0.15 and 50%; p < 0.0001\)$/,
    );
    expect(await live()).toEqual({ stable });
  });

  test("the judge's reads do not grow with page views: 10 and 100,000 in a stage of an hour", async () => {
    const rowsRead: Record<number, number> = {};
    for (const total of [10, 10_000, 100_000]) {
      await vitals.prepare('DELETE FROM vitals_minutes').run();
      await bucket.put('live', formatLiveTarget(canaryAt(0)));
      await bucket.delete(canaryJudgementKey);
      const perMinute = Math.ceil(total / 2 / 60);
      for (let at = 0, left = total / 2; left > 0; at += 1, left -= perMinute) {
        const count = Math.min(perMinute, left);
        await countPageViews(vitals, [...views(stable, count), ...views(canarySite, count)], start + at * minute);
      }
      let read = 0;
      // D1's own statements, counting the rows the judge's query reads.
      const counted: Database = {
        batch: (statements) => vitals.batch(statements),
        exec: (query) => vitals.exec(query),
        withSession: (constraint) => vitals.withSession(constraint),
        dump: () => vitals.dump(),
        prepare: (sql) => {
          const statement = vitals.prepare(sql);
          const bind = statement.bind.bind(statement);
          statement.bind = (...values) => {
            const bound = bind(...values);
            const all = bound.all.bind(bound);
            bound.all = async <T>() => {
              const answer = await all<T>();
              if (sql === STAGE_COUNTS_SQL) read += answer.meta.rows_read;
              return answer;
            };
            return bound;
          };
          return statement;
        },
      };
      const judged = await judgeCanary({ SITE: bucket, VITALS: counted }, start + 61 * minute);
      expect(judged.outcome).toBe('judged');
      rowsRead[total] = read;
    }
    console.log(
      `the judge's query read ${rowsRead[10]} rows at 10 page views, ${rowsRead[10_000]} at 10,000, ${rowsRead[100_000]} at 100,000 (one hour's stage)`,
    );
    expect(rowsRead[100_000]).toBe(rowsRead[10_000]);
    expect(rowsRead[10]).toBeLessThanOrEqual(rowsRead[100_000] ?? 0);
  });

  test("little traffic: at the stage's deadline the verdict happens and is said, in the judgement and the history", async () => {
    const deadline = start + canaryPolicy.verdictWithinMs;
    await insert([...views(stable, 10), ...views(canarySite, 3)], start + minute);
    const held = await judgeCanary({ SITE: bucket, VITALS: vitals }, deadline);
    const heldReason = `at the stage's deadline with 3 of the ${first.minViews} page views per arm, the canary arm has 3 of the 8 a deadline promotes on: held at its share; "npm run rollback" ends it`;
    expect(held.outcome === 'judged' && held.decision).toMatchObject({ kind: 'wait', reason: heldReason });
    const said = JSON.parse((await (await bucket.get(canaryJudgementKey))?.text()) ?? '{}');
    expect(said).toMatchObject({ decision: 'wait', reason: heldReason });

    await insert(views(canarySite, 7), start + 2 * minute);
    const promoted = await judgeCanary({ SITE: bucket, VITALS: vitals }, deadline + minute);
    const reason = `at the stage's deadline with 10 of the ${first.minViews} page views per arm, no material and confident difference on share of page views with a JS error, share of page views with a federation failure: promoted`;
    expect(promoted.outcome === 'judged' && promoted.decision).toMatchObject({ kind: 'stage', reason });
    expect((await live()).canary).toMatchObject({ stage: 1, weight: second.weight });
    expect(await historyLines()).toEqual([expect.objectContaining({ action: 'canary stage', reason })]);
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
      delete: (keys) => bucket.delete(keys),
      createMultipartUpload: (key, options) => bucket.createMultipartUpload(key, options),
      resumeMultipartUpload: (key, upload) => bucket.resumeMultipartUpload(key, upload),
    };
    const judged = await judgeCanary({ SITE: racing, VITALS: vitals }, start + 2 * minute);
    expect(judged.outcome).toBe('lost');
    expect(await live()).toEqual({ stable: 'site-cccccccccccc' });
    expect((await historyLines()).filter((line) => line.action === 'canary rollback')).toHaveLength(0);
    const { name, release } = canaryAt(0).canary;
    expect(await bucket.get(`${keys.release(name, release)}/${rolledBackFile}`)).toBeNull();
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
  const team = listening();

  beforeAll(async () => {
    await team.start();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-cron-'));
    // Bundled afresh, as the unit tests run before the build.
    const script = path.join(dir, 'worker.mjs');
    execFileSync(process.execPath, [path.join(edgePackageDir, 'bundle-worker.mjs'), script]);
    edge = await startLocalEdge({
      host: '127.0.0.1',
      port: 0,
      persist: dir,
      script,
      bindings: {
        SITE_ORIGIN: 'http://localhost:9080',
        PREVIEW_ORIGIN: 'http://preview.localhost:9080',
        NOTIFY_URL: `${team.origin()}/chat-webhook`,
        DEPLOYMENTS_TOKEN: 'deployments-token',
        GITHUB_API_URL: team.origin(),
      },
    });
  });
  beforeEach(async () => {
    team.posts.length = 0;
    const bucket = (await edge.binding()) as unknown as WritableBucket & { delete(key: string): Promise<void> };
    await bucket.delete(noticeKey);
    const vitals = await vitalsOf(edge);
    await vitals.prepare('DELETE FROM page_views').run();
    await vitals.prepare('DELETE FROM vitals_minutes').run();
  });
  afterAll(async () => {
    await team.stop();
    await edge.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("rolls a canary back at its first look (a fifth of the stage's page views in each arm), worse errors in the canary", async () => {
    const lookEvery = Math.ceil(enough / canaryPolicy.confidence.looksPerStage);
    const bucket = (await edge.binding()) as unknown as WritableBucket;
    await bucket.put('live', formatLiveTarget(canaryAt(0)));
    await recordDeployment(bucket, formatDeploymentRecord(`${team.origin()}/repos/radix/site/deployments/42/statuses`));
    const database = (await edge.vitals()) as unknown as Database;
    await insertPageViews(database, views(stable, enough), start + minute);
    await insertPageViews(database, views(canarySite, lookEvery - 1, { errors: lookEvery - 1 }), start + minute);
    await edge.scheduled(start + 2 * minute);
    expect(parseLiveTarget((await (await bucket.get('live'))?.text()) ?? '').canary).toBeDefined();
    await insertPageViews(database, views(canarySite, 1, { errors: 1 }), start + 2 * minute);
    await edge.scheduled(start + 3 * minute);
    expect(parseLiveTarget((await (await bucket.get('live'))?.text()) ?? '')).toEqual({ stable });
    // The team hears of it in its chat, and on the pull request's Deployment its deploy named.
    expect(team.posts).toHaveLength(2);
    const [chat, deployment] = [...team.posts].sort((a, b) => a.path.localeCompare(b.path));
    expect(chat).toMatchObject({ path: '/chat-webhook', body: { text: expect.stringMatching(rolledBackText) } });
    expect(deployment).toMatchObject({
      path: '/repos/radix/site/deployments/42/statuses',
      authorization: 'Bearer deployments-token',
      body: {
        state: 'failure',
        description: expect.stringMatching(/^rolled back: share of page views with a JS error/),
      },
    });
    expect((deployment?.body as { description: string }).description.length).toBeLessThanOrEqual(140);
  });

  /** Holds the canary past its first stage's deadline with 3 page views per arm, judging before and twice after. */
  async function holdPastDeadline(bucket: WritableBucket): Promise<void> {
    await bucket.put('live', formatLiveTarget(canaryAt(0)));
    await insertPageViews(await vitalsOf(edge), [...views(stable, 3), ...views(canarySite, 3)], start + minute);
    const deadline = start + deadlineOf(first);
    await edge.scheduled(deadline - minute);
    await edge.scheduled(deadline + minute);
    await edge.scheduled(deadline + 2 * minute);
  }

  test('a stage held past its deadline for want of page views is said once, not at every run', async () => {
    const bucket = (await edge.binding()) as unknown as WritableBucket;
    await recordDeployment(bucket, formatDeploymentRecord(`${team.origin()}/repos/radix/site/deployments/42/statuses`));
    await holdPastDeadline(bucket);
    expect(team.posts).toHaveLength(2);
    expect(parseLiveTarget((await (await bucket.get('live'))?.text()) ?? '').canary).toBeDefined();
    const chat = team.posts.find((post) => post.path === '/chat-webhook');
    expect((chat?.body as { text: string }).text).toMatch(
      /^Canary of services \S+ \(site-bbbbbbbbbbbb\) is held at 5% of new visitors, past its stage's deadline \(.*\): at the stage's deadline with 3 of the \d+ page views per arm/,
    );
    expect(team.posts.find((post) => post.path.endsWith('/statuses'))?.body).toMatchObject({ state: 'in_progress' });
  });

  test.each<[string, (api: string) => string]>([
    ['a file', () => 'file:///etc/passwd'],
    ['another host, with the token', () => 'https://collector.example/repos/radix/site/deployments/42/statuses'],
    ["the API's host, but not a Deployment's statuses", (api) => `${api}/repos/radix/site/issues/1/comments`],
  ])(
    "a Deployment record naming %s is said in the chat's notice, and nothing is posted to where it points",
    async (_, statusesUrl) => {
      const bucket = (await edge.binding()) as unknown as WritableBucket;
      await recordDeployment(bucket, JSON.stringify({ statusesUrl: statusesUrl(team.origin()) }));
      await holdPastDeadline(bucket);
      expect(team.posts.map((post) => post.path)).toEqual(['/chat-webhook']);
      expect((team.posts[0]?.body as { text: string }).text).toMatch(
        /is held at 5% .* \(deployment\.json is damaged: statusesUrl: not a Deployment's statuses URL at http:\/\/127\.0\.0\.1:\d+; its Deployment is not told\)$/,
      );
    },
  );
});
