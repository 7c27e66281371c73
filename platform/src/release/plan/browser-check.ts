import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { islandSelector, pageReadySelector, waitingIslands } from '@radix/site-kit/islands/protocol';
import { remoteSlotStateSelector } from '@radix/site-kit/route-remotes';
import { previewCookieName, previewTokenHeader } from '@radix/release-model';
import { siteReleaseMeta } from '../../render/compose-page';
import { reachedAtFrom, reachedUrl, type ReachedAt } from '../../site/reached-at';
import { chromiumArgs, chromiumInstall, chromiumPath } from './chromium';

export class ChromiumMissing extends Error {
  override name = 'ChromiumMissing';
}

/** How many routes are checked at once. */
const parallel = 3;

/** The selectors `pointAtWaitingIslands` takes: the islands not reached yet, and those not hydrated yet. */
export const islandsToPointAt = { notReached: islandSelector('waiting'), waiting: waitingIslands };

/**
 * Run in the page: points at every island nobody has reached for yet, as a visitor reading down the
 * page would, and says whether every island has hydrated. An island inside another waiting one
 * hydrates after the outer one, on the mark the loader left when it was pointed at: call it until it
 * says so (`page.waitForFunction`).
 */
export function pointAtWaitingIslands({ notReached, waiting }: typeof islandsToPointAt): boolean {
  for (const island of document.querySelectorAll(notReached)) {
    island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  }
  return document.querySelectorAll(waiting).length === 0;
}

export interface CheckOptions {
  /** The preview token the edge's preview host asks for, sent as the cookie a reviewer's link sets. */
  token?: string;
  /** The candidate the origin should serve: each page is opened again until it names it. */
  siteRelease?: string;
  /** Where the candidate's release files are: the token goes there in `previewTokenHeader`, as the edge serves them to it alone until the gate passes. */
  filesOrigins?: readonly string[];
  /**
   * Where this machine reaches the origins the pages name, `SITE_REACHED_AT`'s unless given: each
   * page is opened where it is reached, and its requests to a mapped origin are sent there.
   */
  reachedAt?: ReachedAt;
}

/**
 * Routes the requests of `context`: one to an origin `reachedAt` maps is fetched where this
 * machine reaches it, with its method, headers and body and the context's cookies of that origin,
 * and answered with what came back (`route.continue` may not change the scheme, and the origins
 * the pages name are https where a local edge is http); one to `added.origins`, as the page names
 * it, carries `added.headers`. Does nothing when there is nothing to route.
 */
export async function routeReachedAt(
  context: BrowserContext,
  reachedAt: ReachedAt | undefined,
  added?: { origins: readonly string[]; headers: Record<string, string> },
): Promise<void> {
  if (!reachedAt && !added) return;
  const adds = (origin: string) => added?.origins.includes(origin) ?? false;
  await context.route(
    (requested) => Boolean(reachedAt?.has(requested.origin)) || adds(requested.origin),
    async (route) => {
      const request = route.request();
      const headers = adds(new URL(request.url()).origin)
        ? { ...request.headers(), ...added?.headers }
        : request.headers();
      const url = reachedUrl(reachedAt, request.url());
      if (url === request.url()) return route.continue({ headers });
      const response = await route.fetch({ url, headers }).catch(() => undefined);
      return response ? route.fulfill({ response }) : route.abort('connectionfailed');
    },
  );
}

/**
 * How long a check waits for the origin to serve the candidate: the edge reads its pointers at most
 * once a second and follows a switch within 2 s.
 */
const switchWaitMs = 5_000;

/** A check reloads at least this many times before it says the origin still serves another site release. */
const switchReloads = 4;

/** The site release the loaded page names, as the renderer writes it. */
const namedSiteRelease = (page: Page) =>
  page.evaluate(
    (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null,
    siteReleaseMeta,
  );

async function checkRoute(
  browser: Browser,
  url: string,
  { token, siteRelease, filesOrigins = [], reachedAt }: CheckOptions,
): Promise<string[]> {
  const opened = reachedUrl(reachedAt, url);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (token) {
    await context.addCookies([
      // As the edge sets it: its `__Host-` name takes only a Secure, host-only cookie of path /.
      {
        name: previewCookieName,
        value: token,
        domain: new URL(opened).hostname,
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
  }
  await routeReachedAt(
    context,
    reachedAt,
    token ? { origins: filesOrigins, headers: { [previewTokenHeader]: token } } : undefined,
  );
  const page = await context.newPage();
  const found: string[] = [];
  page.on('pageerror', (error) => found.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // What the inquiry API answers (none behind a named preview, the forms' bot check) is no fault of the release.
    const fromApi =
      new URL(message.location().url || 'about:blank', opened).pathname.startsWith('/api/') ||
      /\bhttps?:\/\/[^/\s']+\/api\//.test(message.text());
    if (message.type() === 'error' && !fromApi) found.push(`console error: ${message.text()}`);
  });
  try {
    let response = await page.goto(opened);
    const since = Date.now();
    for (let reloads = 0, named = await namedSiteRelease(page); siteRelease && named !== siteRelease; reloads += 1) {
      if (Date.now() - since > switchWaitMs && reloads >= switchReloads) {
        found.push(`still showed ${named ?? 'no site release'} instead of ${siteRelease}`);
        return found;
      }
      await page.waitForTimeout(250);
      // What the page of another site release reported (files it may no longer have) is not the candidate's.
      found.splice(0);
      response = await page.goto(opened);
      named = await namedSiteRelease(page);
    }
    if (response?.status() === 401)
      found.push("answered 401: the preview refused the deploy's token (is PREVIEW_SECRET the worker's?)");
    else if (!response?.ok()) found.push(`answered ${response?.status() ?? 'nothing'}`);
    const hydrated = await page
      .waitForSelector(pageReadySelector, { state: 'attached', timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (!hydrated) found.push('the page was not hydrated within 20 s');
    // The islands that wait (until seen, used): pointed at, as a visitor reading down the page would.
    const unhydrated = await page
      .waitForFunction(pointAtWaitingIslands, islandsToPointAt, { timeout: 20_000, polling: 250 })
      .then(() => 0)
      .catch(() => page.locator(waitingIslands).count());
    if (unhydrated) found.push(`${unhydrated} part(s) were not hydrated within 20 s of being pointed at`);
    await page.waitForLoadState('networkidle');
    const fallbacks = await page.locator(remoteSlotStateSelector()).count();
    if (fallbacks) found.push(`${fallbacks} part(s) show a loading state or a fallback instead of their content`);
  } finally {
    // A request still routed when the context closes has nowhere to be answered: not a problem of the page.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  }
  return found;
}

/**
 * Opens each route of the site at `origin` in Chromium as a visitor would and returns what went
 * wrong, `<route>: <problem>` each: an answer that is not 200, a page error, a console error (React
 * reports hydration mismatches and recoveries there), a page that never hydrates, a part that does
 * not hydrate once pointed at, a part showing a loading state or its fallback. With
 * `SITE_REACHED_AT` (or `reachedAt`), each page is opened where this machine reaches it, the
 * requests to the origins it names routed there (`routeReachedAt`).
 */
export async function checkInBrowser(
  origin: string,
  routes: readonly string[],
  options: CheckOptions = {},
): Promise<string[]> {
  if (!fs.existsSync(chromiumPath)) {
    throw new ChromiumMissing(
      `Chromium is missing at ${chromiumPath}: install it (${chromiumInstall}), set CHROMIUM_PATH, or deploy with --skip-browser-check`,
    );
  }
  const reachedAt = options.reachedAt ?? reachedAtFrom();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const problems: string[] = [];
    for (let start = 0; start < routes.length; start += parallel) {
      const batch = routes.slice(start, start + parallel);
      const results = await Promise.all(
        batch.map((route) => checkRoute(browser, new URL(route, origin).href, { ...options, reachedAt })),
      );
      batch.forEach((route, index) =>
        problems.push(...(results[index] ?? []).map((problem) => `${route}: ${problem}`)),
      );
    }
    return problems;
  } finally {
    await browser.close();
  }
}
