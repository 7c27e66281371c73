-- The indexes of page_views (the release model's vitals/schema.ts, PAGE_VIEWS_INDEXES_SQL; a test
-- keeps the two the same): by time, for the week's count that sizes a canary and the pruning of rows
-- older than 30 days; by site release and time, for the judge's rows of a stage's two arms.
CREATE INDEX IF NOT EXISTS page_views_by_time ON page_views (received_at);
CREATE INDEX IF NOT EXISTS page_views_by_release ON page_views (site_release, received_at);
