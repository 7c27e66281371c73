/**
 * The D1 table of visitors' measurements, `page_views`: one row per page view a browser reported.
 * The edge writes it (`beacons.ts`); the canary's judge and `npm run vitals` read it. It holds no IP
 * address and no user agent string: a device class and a country at most. Its schema, and that of
 * every table beside it, is the worker's D1 migrations (`edge/migrations/`), the one source: the
 * local edge and the Node server apply them as production does.
 */

/** How long a page view's row is kept: the Cron Trigger deletes older ones (`PRUNE_PAGE_VIEWS_SQL`, bound to the oldest time kept). */
export const pageViewsKeptMs = 30 * 24 * 60 * 60_000;
export const PRUNE_PAGE_VIEWS_SQL = 'DELETE FROM page_views WHERE received_at < ?';

/** A row of `page_views`: its columns are the migrations' (a test keeps them `pageViewColumns`). */
export interface PageViewRow {
  id: number;
  /** When the store received it, in milliseconds since the epoch (the store's clock). */
  received_at: number;
  site_release: string;
  shell_release: string | null;
  /** JSON: `{ part: release }` of the remotes the page ran. */
  remotes: string | null;
  /** The canary arm of the visitor (cookie `site_arm`), or null outside a canary. */
  arm: 'stable' | 'canary' | null;
  path: string | null;
  device: 'mobile' | 'desktop' | null;
  country: string | null;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  lcp_owner: string | null;
  inp_owner: string | null;
  errors: number;
  federation_failures: number;
}

/** The columns a beacon's row fills, in order: every one of `page_views` but its id. */
export const pageViewColumns = [
  'received_at',
  'site_release',
  'shell_release',
  'remotes',
  'arm',
  'path',
  'device',
  'country',
  'lcp',
  'inp',
  'cls',
  'lcp_owner',
  'inp_owner',
  'errors',
  'federation_failures',
] as const satisfies readonly (keyof Omit<PageViewRow, 'id'>)[];
