-- Visitors' measurements: one row per page view a browser reported (the release model's
-- vitals/schema.ts, PAGE_VIEWS_SQL; a test keeps the two the same table).
CREATE TABLE IF NOT EXISTS page_views (
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
);
