import type { D1Database, R2Bucket, RateLimit } from '@cloudflare/workers-types';

/**
 * The worker's bindings, typed as `wrangler.toml` declares them (a test compares them with what
 * `wrangler types` makes of it); the secrets, which `wrangler secret put` sets, may be missing.
 */
export interface Env {
  /** Production's bucket: the pointers, the history, the site releases and releases of production's deploys. */
  SITE: R2Bucket;
  /**
   * The named previews' bucket, which the preview job writes: their records and reviews, their
   * candidate site releases and the releases they made. Read for a named preview alone, and of
   * the releases only its own that `SITE` lacks: the rest come from `SITE` (`named-previews.ts`).
   */
  PREVIEWS: R2Bucket;
  /** The site's origin (`https://www.radixsoftech.example`); requests for another host are refused. */
  SITE_ORIGIN: string;
  /** The preview's origin, a host name of its own. */
  PREVIEW_ORIGIN: string;
  /** Where `/api/` is passed on to: the inquiry API (the local one under `npm run serve:edge`); empty passes nothing on. */
  API_ORIGIN: string;
  /**
   * A variable: where a named preview's `/api/` is passed on to, an inquiry API for previews (never
   * production's); unset, a named preview's forms are refused with a message they show.
   */
  PREVIEW_API_ORIGIN?: string;
  /** A secret binding: the key of the unnamed preview's tokens and the production deploy's checks' (`release/preview-token.ts`). */
  PREVIEW_SECRET?: string;
  /** A secret binding: the key of the named previews' tokens, which never opens what `PREVIEW_SECRET` guards, nor it theirs. */
  NAMED_PREVIEW_SECRET?: string;
  /**
   * A secret binding: the key of the tokens the worker gives the site's page views, which their
   * beacons bring back (`vitals/beacon-token.ts`); without it no page view is given one and no beacon is taken.
   */
  BEACON_SECRET?: string;
  /** Milliseconds every bucket call waits first: a bucket far away, simulated (`npm run serve:edge`); not set in production. */
  EDGE_BUCKET_LATENCY_MS?: string;
  /** D1: visitors' measurements (`vitals/schema.ts`), which the canary's judge reads. */
  VITALS: D1Database;
  /**
   * The Rate Limiting binding: page views counted and beacons taken per address and minute, by
   * Cloudflare's counters of the location rather than each isolate's (`canaryPolicy.visitsPerMinute`).
   */
  VISITS_LIMIT: RateLimit;
  /**
   * The Rate Limiting binding of the forms' calls: a few a minute per client network (an IPv4 /24,
   * an IPv6 /64: `clientNetwork`), by Cloudflare's counters of the location (`form-guard/limits.ts`).
   */
  FORMS_LIMIT: RateLimit;
  /**
   * A secret binding: Turnstile's secret key, which `siteverify` takes with the forms' tokens.
   * Without it the forms' calls are answered 503 `bot-check-unavailable`, never passed on unchecked.
   */
  TURNSTILE_SECRET?: string;
  /** A secret binding: the key of the forms' stamps and passes (`form-guard/`); without it, as without `TURNSTILE_SECRET`. */
  FORM_SECRET?: string;
  /** A variable: where `siteverify` is, Cloudflare's unless set (the local stand-in's under `npm run serve:edge`). */
  TURNSTILE_VERIFY_URL?: string;
  /** A secret binding: the chat tool's incoming webhook the canary's judge posts a rollback or a held stage to (`canary/notify.ts`). */
  NOTIFY_URL?: string;
  /** A secret binding: a GitHub token that may write Deployments' statuses, for a canary whose deploy named its Deployment. */
  DEPLOYMENTS_TOKEN?: string;
  /** A variable: GitHub's REST API for Deployments' statuses, `https://api.github.com` unless set (`canary/notify.ts`). */
  GITHUB_API_URL?: string;
}
