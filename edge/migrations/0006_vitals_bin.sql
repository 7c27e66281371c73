-- The histogram column of vitals_minutes is `bin` (it was `bucket`, the glossary's word for an R2
-- bucket): the release model's vitals/minutes.ts writes and reads it by that name.
ALTER TABLE vitals_minutes RENAME COLUMN bucket TO bin;
