-- Migration 4: version 3 -> 4, who added and who changed each row, and when, and a row version.
-- Runs in one transaction. A shared catalog (docs/lab.md) is written by several people: every
-- row the user adds records the database role (or, in one's own file, the login name) and the
-- time (ISO 8601 UTC); an edit records the same as changed_by / changed_at and adds one to
-- row_version, and an edit that started from an older row_version is refused instead of
-- overwriting someone else's change. Rows from before this migration and built-in rows have no
-- names or times (NULL). Written once for both engines (core/store/SqlDialect.h).

ALTER TABLE cards ADD COLUMN added_by TEXT;
ALTER TABLE cards ADD COLUMN added_at TEXT;
ALTER TABLE cards ADD COLUMN changed_by TEXT;
ALTER TABLE cards ADD COLUMN changed_at TEXT;
ALTER TABLE cards ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;

ALTER TABLE prices ADD COLUMN added_by TEXT;
ALTER TABLE prices ADD COLUMN added_at TEXT;
ALTER TABLE prices ADD COLUMN changed_by TEXT;
ALTER TABLE prices ADD COLUMN changed_at TEXT;
ALTER TABLE prices ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;

ALTER TABLE benchmarks ADD COLUMN added_by TEXT;
ALTER TABLE benchmarks ADD COLUMN added_at TEXT;
ALTER TABLE benchmarks ADD COLUMN changed_by TEXT;
ALTER TABLE benchmarks ADD COLUMN changed_at TEXT;
ALTER TABLE benchmarks ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;

ALTER TABLE cloud_offerings ADD COLUMN added_by TEXT;
ALTER TABLE cloud_offerings ADD COLUMN added_at TEXT;
ALTER TABLE cloud_offerings ADD COLUMN changed_by TEXT;
ALTER TABLE cloud_offerings ADD COLUMN changed_at TEXT;
ALTER TABLE cloud_offerings ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;

ALTER TABLE models ADD COLUMN added_by TEXT;
ALTER TABLE models ADD COLUMN added_at TEXT;
ALTER TABLE models ADD COLUMN changed_by TEXT;
ALTER TABLE models ADD COLUMN changed_at TEXT;
ALTER TABLE models ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
