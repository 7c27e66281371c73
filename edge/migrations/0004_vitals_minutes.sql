-- Page views served and measured, per minute, site release, arm and measure (the release model's
-- vitals/minutes.ts): the canary's judge reads these, so what it reads grows with a stage's minutes,
-- never with its page views. `measure` is `served` (a page view the worker served), `beacons` (one
-- that sent its measurement), `errors` and `federation_failures` (of those, the ones with one), or
-- `lcp`, `inp`, `cls` with `bucket` the value's histogram bucket. Kept 30 days, as page_views.
CREATE TABLE IF NOT EXISTS vitals_minutes (
  site_release TEXT NOT NULL,
  minute INTEGER NOT NULL,
  arm TEXT NOT NULL,
  measure TEXT NOT NULL,
  bucket INTEGER NOT NULL DEFAULT 0,
  count INTEGER NOT NULL,
  PRIMARY KEY (site_release, minute, arm, measure, bucket)
) WITHOUT ROWID;
-- By measure and minute, for the week's page views that size a canary; by minute, for the pruning.
CREATE INDEX IF NOT EXISTS vitals_minutes_by_measure ON vitals_minutes (measure, minute);
CREATE INDEX IF NOT EXISTS vitals_minutes_by_minute ON vitals_minutes (minute);
