/**
 * The D1 table of visitors' measurements: one row per page view a browser reported. The edge writes
 * it (`beacons.ts`); the canary's judge and `npm run vitals` read it. It holds no IP address and no
 * user agent string: a device class and a country at most.
 */
export const PAGE_VIEWS_SQL = `CREATE TABLE IF NOT EXISTS page_views (
  id INTEGER PRIMARY KEY,
  received_at INTEGER,
  site_release TEXT NOT NULL,
  shell_release TEXT,
  remotes TEXT,
  arm TEXT,
  path TEXT,
  device TEXT,
  country TEXT,
  lcp REAL,
  inp REAL,
  cls REAL,
  lcp_owner TEXT,
  inp_owner TEXT,
  errors INTEGER NOT NULL DEFAULT 0,
  federation_failures INTEGER NOT NULL DEFAULT 0
)`;

/**
 * The indexes of `page_views`: by time, for the week's count that sizes a canary's stages and the
 * pruning; by site release and time, for the judge's rows of a stage's two arms. Made by the
 * migrations in production and with the table where no migration ran (the local edge).
 */
export const PAGE_VIEWS_INDEXES_SQL = [
  'CREATE INDEX IF NOT EXISTS page_views_by_time ON page_views (received_at)',
  'CREATE INDEX IF NOT EXISTS page_views_by_release ON page_views (site_release, received_at)',
] as const;

/** How long a page view's row is kept: the Cron Trigger deletes older ones (`PRUNE_PAGE_VIEWS_SQL`, bound to the oldest time kept). */
export const pageViewsKeptMs = 30 * 24 * 60 * 60_000;
export const PRUNE_PAGE_VIEWS_SQL = 'DELETE FROM page_views WHERE received_at < ?';

/** A row of `page_views`. */
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
