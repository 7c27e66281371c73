-- The visitors of each site release and arm, per UTC day (the release model's vitals/visitors.ts):
-- `visitor` is an HMAC of the address and the user agent under a key derived from BEACON_SECRET and
-- the day, so the same browser is a different visitor the next day and nothing raw is stored. The
-- judge weighs each visitor at most the policy's cap; the Cron Trigger deletes the days before today.
CREATE TABLE IF NOT EXISTS canary_visitors (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  site_release TEXT NOT NULL,
  arm TEXT NOT NULL,
  served INTEGER NOT NULL DEFAULT 0,
  beacons INTEGER NOT NULL DEFAULT 0,
  errors INTEGER NOT NULL DEFAULT 0,
  federation_failures INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, visitor, site_release, arm)
) WITHOUT ROWID;
