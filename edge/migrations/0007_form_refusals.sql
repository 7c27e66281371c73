-- The forms' bot check (the release model's form-guard/counts.ts): how many calls were refused, by
-- reason and day, and nothing else of them (no address, no content), kept 90 days; and the no-script
-- posts each client network made per hour, under a keyed hash of the network, kept two hours.
CREATE TABLE IF NOT EXISTS form_refusals (
  day TEXT NOT NULL,
  reason TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, reason)
);
CREATE TABLE IF NOT EXISTS form_posts (
  network TEXT NOT NULL,
  hour_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (network, hour_start)
);
CREATE INDEX IF NOT EXISTS form_posts_by_window ON form_posts (hour_start);
