-- The nonces of the tokens beacons spent (the release model's vitals/beacon-check.ts): the unique key
-- makes a token count once; the Cron Trigger deletes those of expired tokens (`at`, when the token's
-- page view was served).
CREATE TABLE IF NOT EXISTS beacon_nonces (
  nonce TEXT PRIMARY KEY,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS beacon_nonces_by_time ON beacon_nonces (at);
