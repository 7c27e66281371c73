/**
 * The site at the edge: a Cloudflare Worker over the R2 buckets the release commands write. It
 * answers as the release model's headers.ts says, like the Node server and nginx: the site release
 * `live` names on the site's host (while a canary runs, the one of the visitor's arm:
 * `canary/arm.ts`), the one `preview` names on the preview's host (to the holders of a preview token
 * only: `access.ts`), a named preview's candidate on its own host, every release's files under
 * `/releases/<name>/<id>/` of the site's own origin once the gate cleared it. Production's bucket
 * (`SITE`) answers all but what reads as a named preview (its host, a deploy check's token naming
 * one), which reads the named previews' own (`PREVIEWS`), but every release from `SITE`, and from
 * `PREVIEWS` only the ones its record names as its own (`named-previews.ts`); its `/api/` goes to
 * the previews' API the configuration names, or is refused, never to production's. What never changes is read from a bucket once and then served from
 * the Cache API and the isolate's memory (files.ts); the pointers are read at most once a second
 * (pointers.ts). The content editor's sign-in with GitHub is answered on the editor's origin before
 * any bucket is read (`handlers/editor-sign-in.ts`). Each kind of request has its handler in
 * `handlers/`; this file picks one.
 */
import type { Cache, ExecutionContext, ScheduledController } from '@cloudflare/workers-types';
import { company } from '@radix/site-kit/company';
import { vitalsPath } from '@radix/site-kit/vitals/beacon';
import {
  defaultPreview,
  isNamedPreview,
  namedPreviewOrigin,
  type PreviewClaims,
  reviewPath,
  tlsHeaders,
} from '@radix/release-model';
import { admit, checkOf, previewSecretOf, sealPreview, type Admission } from './access';
import { flushServed } from './canary/page-views';
import { describeJudged, judgeCanary } from './canary/scheduled';
import { beaconHandler } from './handlers/beacon';
import { answerEditor, isEditorRequest } from './handlers/editor-site';
import { answerNoScriptPost, isNoScriptPost, passFormCall, withStamp } from './handlers/forms';
import { foreignHost, previewSharesSiteDomain } from './handlers/hosts';
import { previewApi } from './handlers/preview-origin';
import { serveRelease } from './handlers/release-files';
import { answerReview } from './handlers/review-files';
import { answerSiteRelease } from './handlers/site';
import type { Env } from './env';
import { createIsolate, type Served, type RequestContext } from './isolate';
import { namedPreviewRoute, type OwnReleases, ownReleasesOf } from './named-previews';
import { BucketReads, bucketPatience, latencyOf, type BucketPatience } from './reads';
import { timedText, unavailable, withHeaders } from './responses';

export type { Env } from './env';

export interface EdgeOptions {
  /** The clock of the pointers and of the timings (a test's fake clock). */
  now?: () => number;
  /** The Cache API (`caches.default` in the Workers runtime). */
  cache?: () => Cache | undefined;
  /** Where a failure's one line goes. */
  log?: (line: string) => void;
  /** How long a bucket call may take, and the retry's backoff (`reads.ts`). */
  patience?: BucketPatience;
}

type Handler = (requestContext: RequestContext, served: Served, admission: Admission) => Promise<Response>;

/** The named preview a request reads as, if any, and the claims of a deploy check's token it carries, if any. */
interface Reading {
  named?: string;
  check?: PreviewClaims;
}

/** The edge worker's handler, with what an isolate keeps between requests. */
export function createEdge({
  now = Date.now,
  cache = () => undefined,
  log = (line) => console.error(line),
  patience = bucketPatience,
}: EdgeOptions = {}) {
  const isolate = createIsolate(now, cache);
  const beacon = beaconHandler(isolate);

  const site: Handler = async (requestContext, { pointer, named }, admission) => {
    const origins = isolate.originsOf(requestContext.env);
    const origin = named
      ? namedPreviewOrigin(origins.preview.origin, named)
      : pointer === 'live'
        ? origins.site.origin
        : origins.preview.origin;
    return answerSiteRelease(isolate, requestContext, admission, origin);
  };

  /** The handlers by path, first match wins, else the site's; a visitor's methods are GET and HEAD but for beacons. */
  const handlers: { matches: (pathname: string) => boolean; anyMethod?: boolean; handle: Handler }[] = [
    { matches: (pathname) => pathname === vitalsPath, anyMethod: true, handle: beacon },
    {
      matches: (pathname) => pathname.startsWith('/releases/'),
      handle: (requestContext, _served, admission) => serveRelease(isolate, requestContext, admission),
    },
  ];

  async function answer(
    request: Request,
    url: URL,
    served: Served,
    reading: Reading,
    env: Env,
    context: ExecutionContext,
    reads: BucketReads,
    readOwn: (releases: OwnReleases) => void,
  ) {
    const host = request.headers.get('host') ?? url.host;
    const origins = isolate.originsOf(env);
    if (!served.pointer) return foreignHost(origins.site, host, url, reads);
    if (served.pointer === 'preview' && previewSharesSiteDomain(origins.site, origins.preview))
      return timedText(reads, 503, "The preview is not set up: PREVIEW_ORIGIN shares the site's domain.");
    const { named, check } = reading;
    if (named && !env.PREVIEWS)
      return timedText(reads, 503, 'The preview is not set up: the worker has no PREVIEWS bucket.');
    if (served.named && url.pathname.startsWith(reviewPath))
      return answerReview(
        isolate,
        { request, url, env, reads, background: (work) => context.waitUntil(work) },
        served.named,
      );
    const preview = served.named ?? defaultPreview;
    const admission: Admission | Response = check
      ? { pointer: 'live', check }
      : await admit(request, previewSecretOf(env, preview), served.pointer, undefined, preview);
    if (admission instanceof Response) {
      // A deploy's printed link (its valid token, answered with the redirect that sets it): the page
      // it leads to reads the preview's pointer and record afresh, so it shows what the deploy just
      // wrote, not what this isolate read up to a second or two before.
      if (admission.status === 303) {
        isolate.pointers.forget('preview');
        if (served.named) isolate.previews.forget(served.named);
      }
      return admission;
    }
    if (served.named && url.pathname.startsWith('/api/'))
      return previewApi(env.PREVIEW_API_ORIGIN, request, url, reads);
    if (served.named && admission.pointer === 'preview')
      readOwn(
        admission.claims.check
          ? 'any'
          : ownReleasesOf(await isolate.previews.record(served.named, reads, (work) => context.waitUntil(work))),
      );
    const kept = isolate.keptOf(env, named !== undefined);
    const background = (work: Promise<unknown>) => context.waitUntil(work);
    const marks = kept.marks.reader(reads, background);
    const requestContext: RequestContext = { request, url, env, reads, kept, marks, named, background };
    if (env.API_ORIGIN && url.pathname.startsWith('/api/'))
      return passFormCall(isolate, requestContext, served.pointer, env.API_ORIGIN);
    const handler = handlers.find(({ matches }) => matches(url.pathname));
    if (!handler && !named && isNoScriptPost(request)) {
      const page = await answerNoScriptPost(isolate, requestContext, served.pointer);
      if (page) return page;
    }
    if (!handler?.anyMethod && request.method !== 'GET' && request.method !== 'HEAD')
      return timedText(reads, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    if (handler) return handler.handle(requestContext, served, admission);
    return withStamp(await site(requestContext, served, admission), request, env, now());
  }

  /**
   * How a request reads: as a named preview on that preview's host, and on the site's host for the
   * release files a deploy check's token naming one asks for (`checkOf`, by that preview's key); any
   * other as production. A visitor's request, which carries no such token, never reads `PREVIEWS`.
   */
  async function readingOf(request: Request, url: URL, served: Served, env: Env): Promise<Reading> {
    if (served.pointer !== 'live' || !url.pathname.startsWith('/releases/')) return { named: served.named };
    const check = await checkOf(request, env, new Date(now()));
    return check && isNamedPreview(check.preview) ? { named: check.preview, check } : { check };
  }

  /** The page views of the minutes that are over, written in the background (`canary/page-views.ts`). */
  function flushFinished(env: Env, at: number): Promise<void> | undefined {
    const finished = isolate.served.takeFinished(at);
    const database = env.VITALS;
    if (!finished.length || !database) return undefined;
    return finished
      .reduce((written, minute) => written.then(() => flushServed(database, minute)), Promise.resolve())
      .catch((error: unknown) =>
        log(`page views served were not counted: ${error instanceof Error ? error.message : String(error)}`),
      );
  }

  /** Every answer names its bucket reads; the preview host's are for the holders of a token only. */
  async function answerOf(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    const flushing = flushFinished(env, now());
    if (flushing) context.waitUntil(flushing);
    const url = new URL(request.url);
    const host = request.headers.get('host') ?? url.host;
    if (isEditorRequest(url, host, env)) return answerEditor(request, url, env);
    const served = isolate.servedBy(host, env);
    const reading = await readingOf(request, url, served, env);
    // A deploy's check reads its candidate's releases before any record names them; a reviewer, once admitted, the record's.
    let own: OwnReleases = reading.check ? 'any' : new Set();
    const buckets = reading.named && env.PREVIEWS ? namedPreviewRoute(env.PREVIEWS, env.SITE, () => own) : env.SITE;
    const reads = new BucketReads(buckets, latencyOf(env.EDGE_BUCKET_LATENCY_MS), now, patience);
    let response = await answer(request, url, served, reading, env, context, reads, (releases) => (own = releases));
    if (!response.headers.has('Server-Timing')) {
      response = new Response(response.body, response);
      response.headers.set('Server-Timing', reads.serverTiming());
    }
    if (served.pointer === 'preview') return sealPreview(response);
    return isolate.originsOf(env).site.protocol === 'https:' ? withHeaders(response, tlsHeaders) : response;
  }

  return {
    held: isolate.held,
    /** The Cron Trigger: the canary's judge (`canary/scheduled.ts`). */
    scheduled(controller: ScheduledController, env: Env, context: ExecutionContext): void {
      // Every minute this isolate holds, the running one too (its later page views are written with
      // the next), is written first, so the judge reads them; the R2 binding writes as well as reads,
      // and only the judge writes with it.
      context.waitUntil(
        (flushFinished(env, Infinity) ?? Promise.resolve())
          .then(() =>
            judgeCanary(
              {
                SITE: env.SITE,
                VITALS: env.VITALS,
                NOTIFY_URL: env.NOTIFY_URL,
                DEPLOYMENTS_TOKEN: env.DEPLOYMENTS_TOKEN,
                GITHUB_API_URL: env.GITHUB_API_URL,
              },
              controller.scheduledTime,
            ),
          )
          .then((judged) => {
            if (judged.outcome !== 'judged' || judged.decision.kind !== 'wait')
              log(`canary judge: ${describeJudged(judged)}`);
          })
          .catch((error: unknown) =>
            log(`canary judge failed: ${error instanceof Error ? error.message : String(error)}`),
          ),
      );
    },
    async fetch(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
      try {
        return await answerOf(request, env, context);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        log(`edge: ${request.method} ${new URL(request.url).pathname} answered 503: ${reason}`);
        return unavailable(company.name);
      }
    },
  };
}
