import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import {
  BucketStore,
  localEdgeDatabaseFile,
  openSqlite,
  pageViewsIn,
  parseBucketAddress,
  siteReleaseMeta,
} from '@radix/platform';
import { drawCookieName, canaryPolicy, type PageViewRow } from '@radix/release-model';
import { armCookieName, measuringAttribute } from '@radix/site-kit/vitals/beacon';
import { expect, test } from './support/test';
import { buildVariant, changedSentence, replaceInSource } from './support/delivery-build';
import { bucketOf, cookiesSetBy, requestAt, startDeploySite, type DeploySite } from './support/deploy-site';
import { runScript } from '../harness/processes';
import { problems, routes } from './support/site';
import { e2eSiteRoot } from './support/site-root';
import { clientInArm, navigationHeaders } from './support/arm';
import { budgets } from './support/budgets';
import { testPort } from '../harness/ports';

/**
 * A canary judged by its visitors' browsers at the edge: real pages send their beacons when closed,
 * the worker's Cron Trigger judges the arms on them under a clock the test sets (`EDGE_JUDGE=manual`),
 * and rolls back a services release that throws on a click the gate never makes, or takes a healthy
 * one through its stages to every visitor. The canaries run on stages of their own
 * (`--canary-stages`), a handful of page views each.
 */
const root = path.resolve(__dirname, '..');
const port = testPort(8490);
const state = e2eSiteRoot('canary-judge-edge');
const minute = 60_000;
/** 8 of 8 page views with an error against 0 of 8: 1 chance in 12,870 between identical arms, enough to roll back. */
const viewsPerArm = 8;
/** Visits opened at once. */
const parallel = 4;

const ctaButton = '<ContactButton label={cta.label} tone="accent" className="btn-lg" />';
/** The services list's copy, which a services release changes. */
const overviewCopy = '../content/services-overview.yml';
const healthy = changedSentence('mfe-services', overviewCopy, 'Judged by visitors.');
const steered = changedSentence('mfe-services', overviewCopy, 'Steered by nobody.');
const variants = {
  throwsOnClick: () =>
    buildVariant('mfe-services', 'cta-throws-on-click', (src) =>
      replaceInSource(
        src,
        'exposes/services-page.tsx',
        ctaButton,
        `<button type="button" className="btn btn-accent btn-lg" onClick={() => { throw new Error('A broken call to action'); }}>{cta.label}</button>`,
      ),
    ),
  healthy: () =>
    buildVariant('mfe-services', 'judged-healthy', (src) =>
      replaceInSource(src, overviewCopy, healthy.from, healthy.to),
    ),
  /** Healthy too, and another build: the canary one client tries to steer. */
  steered: () =>
    buildVariant('mfe-services', 'judged-steered', (src) =>
      replaceInSource(src, overviewCopy, steered.from, steered.to),
    ),
};

let site: DeploySite;
let store: BucketStore;
let env: Record<string, string>;
let visitors = 0;

type Arm = 'stable' | 'canary';

interface Visit {
  /** The arm its cookie names; none once no canary runs. */
  arm?: Arm;
  /** The site release the page named. */
  site: string;
  /** The services releases its pages loaded chunks from. */
  chunks: string[];
  /** The documents the visit loaded: each a page view that may send a beacon. */
  documents: number;
  problems: string[];
  cookies: Awaited<ReturnType<BrowserContext['storageState']>>;
}

const servicesOf = async (siteId: string) =>
  (JSON.parse((await store.readText(`sites/${siteId}/site.json`)) ?? '{}') as { releases: { services: string } })
    .releases.services;

/**
 * A new visitor, from a network of its own (the edge counts visitors and limits beacons per network): opens the
 * services page, clicks its call to action at once, and closes the page once its measuring runs
 * (and, where the canary throws on that click, once it threw).
 */
async function visit(
  browser: Browser,
  {
    canaryThrows = false,
    clicks = true,
    ...options
  }: Parameters<Browser['newContext']>[0] & { canaryThrows?: boolean; clicks?: boolean } = {},
): Promise<Visit> {
  visitors += 1;
  const context = await browser.newContext({
    extraHTTPHeaders: { 'cf-connecting-ip': `2001:db8:${visitors.toString(16)}::1` },
    ...options,
  });
  const page = await context.newPage();
  const found = problems(page);
  const chunks = new Set<string>();
  let documents = 0;
  page.on('request', (request) => {
    const release = /\/releases\/services\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (release) chunks.add(release);
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  await page.goto(`${site.origin}${routes.services.path}`);
  const shown = (await page.locator(`meta[name="${siteReleaseMeta}"]`).getAttribute('content')) ?? '';
  const arm = (await context.cookies()).find((cookie) => cookie.name === armCookieName)?.value;
  const cookies = await context.storageState();
  if (clicks) await page.locator('.svc-cta .btn-lg').click();
  await expect(page.locator(`html[${measuringAttribute}]`)).toBeAttached({ timeout: 30_000 });
  if (arm === 'canary' && canaryThrows) await expect.poll(() => found.length).toBeGreaterThan(0);
  await page.close();
  await context.close();
  return {
    ...(arm === 'stable' || arm === 'canary' ? { arm } : {}),
    site: shown,
    chunks: [...chunks],
    documents,
    problems: found,
    cookies,
  };
}

const pageViews = async (): Promise<PageViewRow[]> => {
  try {
    return await pageViewsIn(localEdgeDatabaseFile(state));
  } catch {
    return [];
  }
};

/** The page views of a site release stored since a time, as the judge counts them. */
const viewsOf = async (siteId: string, since: string) =>
  (await pageViews()).filter((row) => row.site_release === siteId && row.received_at >= Date.parse(since));

/**
 * A reader of the page in each arm, one after the other, each holding the draw the edge made and
 * signed for it already (a draw cookie the edge did not sign is a fresh draw).
 */
async function readersInTurn(browser: Browser): Promise<Visit[]> {
  const readers: Visit[] = [];
  for (const arm of ['stable', 'canary'] as const) {
    const drawn = await clientInArm(`${site.origin}/`, arm);
    const storageState = await drawn.storageState();
    await drawn.dispose();
    readers.push(await visit(browser, { clicks: false, storageState }));
  }
  return readers;
}

/**
 * Visits until each arm's site release has `views` page views stored since `since`: a page left
 * before its measuring started sends no beacon, so visits alone do not count. New visitors a few at
 * once, drawn to their arm by the edge; or, `inTurn`, readers of each arm one after the other, so
 * that both arms' pages load on the same machine at the same moments (a busy machine's noise alone
 * moves a handful of LCPs by seconds).
 */
async function visitUntilStored(
  browser: Browser,
  since: string,
  arms: Record<Arm, string>,
  {
    canaryThrows = false,
    clicks = true,
    inTurn = false,
    views = viewsPerArm,
  }: { canaryThrows?: boolean; clicks?: boolean; inTurn?: boolean; views?: number } = {},
): Promise<Visit[]> {
  const visits: Visit[] = [];
  const enough = async () => {
    for (const siteId of Object.values(arms)) if ((await viewsOf(siteId, since)).length < views) return false;
    return true;
  };
  for (;;) {
    if (visits.length >= 60) throw new Error(`60 visitors and still not ${views} page views stored in each arm`);
    visits.push(
      ...(inTurn
        ? await readersInTurn(browser)
        : await Promise.all(Array.from({ length: parallel }, () => visit(browser, { canaryThrows, clicks })))),
    );
    const visited = (arm: Arm) => visits.filter((one) => one.arm === arm).length >= views;
    if (!visited('stable') || !visited('canary')) continue;
    const stored = await expect
      .poll(enough, { timeout: 10_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (stored) return visits;
  }
}

/** Runs the worker's Cron Trigger as if it fired at `time`. */
async function judgeAt(time: number): Promise<void> {
  const answer = await fetch(
    `${new URL(parseBucketAddress(env.SITE_STORE ?? '').endpoint).origin}/cdn-cgi/handler/scheduled?time=${time}&cron=${encodeURIComponent('* * * * *')}`,
  );
  expect(await answer.text()).toBe('ok');
}

const judgement = async () =>
  JSON.parse((await store.readText('canary-judgement.json')) ?? '{}') as { decision?: string; reason?: string };

async function startCanary(dist: string, stages: string) {
  const stable = (await site.live()) ?? '';
  const deploy = await runScript(
    ['deploy', '--', 'services', '--canary', `--canary-stages=${stages}`, '--from', dist],
    env,
  );
  expect(deploy.output).toContain(`for 50% of new visitors (stages ${stages})`);
  expect(deploy.code).toBe(0);
  const started = await store.pointer('live');
  const canary = started?.canary;
  if (!started || !canary) throw new Error(`no canary after the deploy:\n${deploy.output}`);
  expect(started.site).toBe(stable);
  return { stable, canary };
}

/** How many of the visits' documents arrived as a row with an LCP and the site release it ran. */
async function arrivedShare(visits: Visit[], since: string, sites: string[]): Promise<string> {
  const rows = (await pageViews()).filter(
    (row) => row.received_at >= Date.parse(since) && sites.includes(row.site_release),
  );
  const withLcp = rows.filter((row) => row.lcp !== null && row.shell_release);
  const documents = visits.reduce((total, one) => total + one.documents, 0);
  return `${withLcp.length} rows with LCP and releases of ${rows.length} stored, for ${visits.length} visits that loaded ${documents} documents`;
}

test.describe("a canary judged by its visitors' browsers", () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(budgets.canaryJudged);

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    variants.throwsOnClick();
    variants.healthy();
    variants.steered();
    // Every page view measured (the canary's arm is anyway): the stable arm needs its page views too.
    const config = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'canary-judge-config-')), 'runtime-config.json');
    const shellConfig = JSON.parse(fs.readFileSync(path.join(root, 'shell', 'config', 'runtime-config.json'), 'utf8'));
    fs.writeFileSync(config, JSON.stringify({ ...shellConfig, vitalsSampleRate: 1 }));
    site = await startDeploySite('edge', port, 'canary-judge', { RUNTIME_CONFIG: config, EDGE_JUDGE: 'manual' });
    env = { ...site.env, RUNTIME_CONFIG: config };
    store = bucketOf(site);
  });
  test.afterAll(() => site?.stop());

  test('a services release that throws on a click is rolled back by the judge; its visitors get stable again, stable ones never noticed', async ({
    browser,
  }) => {
    const testStarted = Date.now();
    const { stable, canary } = await startCanary(variants.throwsOnClick(), '50:10m:8,100');
    const stableSiteJson = await store.readText(`sites/${stable}/site.json`);
    const services = { [stable]: await servicesOf(stable), [canary.site]: await servicesOf(canary.site) };

    const visits = await visitUntilStored(
      browser,
      canary.stageStartedAt,
      { stable, canary: canary.site },
      { canaryThrows: true },
    );
    for (const one of visits) {
      expect(one.site).toBe(one.arm === 'canary' ? canary.site : stable);
      expect(one.chunks).toEqual([services[one.site]]);
      if (one.arm === 'stable') expect(one.problems).toEqual([]);
      else expect(one.problems.join('\n')).toContain('A broken call to action');
    }
    console.log(`rollback test: ${await arrivedShare(visits, canary.stageStartedAt, [stable, canary.site])}`);

    // One minute into a stage of ten: a rollback needs no stage time, only the page views.
    const judgedAt = Date.parse(canary.stageStartedAt) + minute;
    await judgeAt(judgedAt);
    const rolledBack = await store.pointer('live');
    expect(rolledBack?.site).toBe(stable);
    expect(rolledBack?.canary).toBeUndefined();
    console.log(`rollback test: the judge's reason: ${(await judgement()).reason ?? 'none'}`);
    console.log(
      `rollback test: rolled back ${((Date.now() - Date.parse(canary.stageStartedAt)) / 1000).toFixed(1)} s (wall) after the canary started, ${(judgedAt - Date.parse(canary.stageStartedAt)) / 1000} s by the judged clock`,
    );
    const releases = await runScript(['releases', '--', 'services'], env);
    expect(releases.output).toMatch(
      new RegExp(
        `last canary: ${canary.site} \\(services ${canary.release}\\) at ${new Date(judgedAt).toISOString()}, rolled back: share of page views with a JS error: canary 1 against stable 0, worse by 1 \\(allowed: 0\\.02; p < 0\\.0001\\)`,
      ),
    );

    // The edge reads live at most once a second: a canary visitor's page shows the rollback once it has.
    await expect
      .poll(async () =>
        (
          await requestAt(`${site.origin}${routes.services.path}`, { cookie: `${armCookieName}=canary` })
        ).body.toString(),
      )
      .toContain(`content="${stable}"`);
    // The next page of each visitor: the canary's are on stable, with their cookie cleared; stable's as before.
    const canaryVisit = visits.find((one) => one.arm === 'canary');
    const stableVisit = visits.find((one) => one.arm === 'stable');
    for (const before of [canaryVisit, stableVisit]) {
      const after = await visit(browser, { storageState: before?.cookies });
      expect(after.arm).toBeUndefined();
      expect(after.site).toBe(stable);
      expect(after.chunks).toEqual([services[stable]]);
      expect(after.problems).toEqual([]);
    }
    expect(await store.readText(`sites/${stable}/site.json`)).toBe(stableSiteJson);
    console.log(`rollback test: ${((Date.now() - testStarted) / 1000).toFixed(1)} s`);
  });

  test('a healthy services release goes through its stages, judged on its visitors, and ends live for every visitor', async ({
    browser,
  }) => {
    const testStarted = Date.now();
    const { stable, canary } = await startCanary(variants.healthy(), '50:10m:6,60:10m:6,100');
    const arms = { stable, canary: canary.site };
    const readOnly = { clicks: false, inTurn: true, views: 6 };
    // Readers who do not click: a click before hydration waits for it, and its INP, over a handful of
    // page views on a busy machine, differs between arms by seconds on noise alone.
    const first = await visitUntilStored(browser, canary.stageStartedAt, arms, readOnly);
    console.log(`healthy test, stage 1: ${await arrivedShare(first, canary.stageStartedAt, [stable, canary.site])}`);

    const started = Date.parse(canary.stageStartedAt);
    await judgeAt(started + 10 * minute - 1);
    expect(await judgement()).toMatchObject({ decision: 'wait', reason: 'healthy; the stage lasts 1 more min' });
    expect((await store.pointer('live'))?.canary).toEqual(canary);
    await judgeAt(started + 10 * minute);
    const second = (await store.pointer('live'))?.canary;
    expect(second, JSON.stringify(await judgement())).toBeDefined();
    expect(second).toMatchObject({ site: canary.site, stage: 1, weight: 60 });
    if (!second) throw new Error('no second stage');

    // The second stage counts only the page views received since it began.
    expect(await viewsOf(canary.site, second.stageStartedAt)).toEqual([]);
    const next = await visitUntilStored(browser, second.stageStartedAt, arms, readOnly);
    const secondStarted = Date.parse(second.stageStartedAt);
    await judgeAt(secondStarted + 10 * minute - 1);
    expect((await store.pointer('live'))?.canary, JSON.stringify(await judgement())).toEqual(second);
    await judgeAt(secondStarted + 10 * minute);
    const done = await store.pointer('live');
    expect(done?.site).toBe(canary.site);
    expect(done?.canary).toBeUndefined();

    for (const one of [...first, ...next]) expect(one.problems).toEqual([]);
    // The edge reads live at most once a second: until it has, a new visitor may still be drawn to an
    // arm (the canary's text with its cookie), and the page's later requests then clear that cookie.
    const newVisitor = async () => {
      const { headers, body } = await requestAt(`${site.origin}${routes.services.path}`);
      return { drawn: cookiesSetBy(headers).includes(`${armCookieName}=`), canaryText: body.includes(healthy.to) };
    };
    await expect.poll(newVisitor).toEqual({ drawn: false, canaryText: true });
    const fresh = await visit(browser, { clicks: false });
    expect(fresh.arm).toBeUndefined();
    expect(fresh).toMatchObject({ site: canary.site, chunks: [await servicesOf(canary.site)] });
    const releases = await runScript(['releases', '--', 'services'], env);
    expect(releases.output).toContain(
      `last canary: ${canary.site} (services ${canary.release}) at ${new Date(secondStarted + 10 * minute).toISOString()}, live for every visitor`,
    );
    console.log(`healthy test: ${((Date.now() - testStarted) / 1000).toFixed(1)} s`);
  });

  test('one client asking for hundreds of pages with a draw cookie it made, and none of its beacons, neither rolls the canary back nor promotes it', async ({
    browser,
    playwright,
  }) => {
    const { stable, canary } = await startCanary(variants.steered(), '50:10m:6,100');
    const arms = { stable, canary: canary.site };
    // Real readers on both arms, fewer than the stage's 6 page views (and visitors) each arm needs.
    await visitUntilStored(browser, canary.stageStartedAt, arms, { clicks: false, inTurn: true, views: 2 });
    const served = async () => {
      const database = openSqlite(localEdgeDatabaseFile(state), { readOnly: true });
      const { results } = await database
        .prepare(
          "SELECT arm, measure, SUM(count) AS count FROM vitals_minutes WHERE site_release IN (?, ?) AND measure IN ('served', 'visitors') GROUP BY arm, measure",
        )
        .bind(stable, canary.site)
        .all<{ arm: string; measure: string; count: number }>();
      database.close();
      return Object.fromEntries(results.map((row) => [`${row.arm} ${row.measure}`, row.count]));
    };
    await judgeAt(Date.parse(canary.stageStartedAt) + minute);
    const honest = await served();
    // 300 pages from one address: half with a draw cookie it made (a fresh draw each time), half
    // with the canary's own signed cookie it was drawn once; it sends no beacon.
    const address = { 'cf-connecting-ip': '2001:db8::bad' };
    const forger = await playwright.request.newContext({ extraHTTPHeaders: address });
    const drawn = await clientInArm(`${site.origin}/`, 'canary');
    const signed = (await drawn.storageState()).cookies.find((cookie) => cookie.name === drawCookieName)?.value;
    await drawn.dispose();
    const forged = `${drawCookieName}=${canary.id}.0`;
    for (let view = 0; view < 300; view += 1) {
      const cookie = view % 2 ? forged : `${drawCookieName}=${signed ?? ''}`;
      const answer = await forger.get(`${site.origin}${routes.services.path}`, {
        headers: { ...navigationHeaders, ...address, cookie },
      });
      expect(answer.status()).toBe(200);
    }
    await forger.dispose();
    const started = Date.parse(canary.stageStartedAt);
    await judgeAt(started + 10 * minute);
    const counted = await served();
    console.log(
      `hostile client test: served and visitors before it ${JSON.stringify(honest)}, after ${JSON.stringify(counted)}`,
    );
    // Its 300 page views weigh at most a visitor's cap on each arm, as do the draws of its signed cookie.
    const added = (arm: string) => (counted[`${arm} served`] ?? 0) - (honest[`${arm} served`] ?? 0);
    expect(added('canary') + added('stable')).toBeLessThanOrEqual(4 * canaryPolicy.visitorCap.views);
    expect((counted['canary visitors'] ?? 0) - (honest['canary visitors'] ?? 0)).toBeLessThanOrEqual(2);
    expect(await judgement()).toMatchObject({ decision: 'wait' });
    expect((await judgement()).reason).toMatch(/of the 6 (visitors|page views) each arm needs/);
    expect((await store.pointer('live'))?.canary).toEqual(canary);
    const ended = await runScript(['rollback', '--', 'services'], env);
    expect(ended.code, ended.output).toBe(0);
  });
});
