-- Migration 2: version 1 -> 2. Runs in one transaction.
-- Board power gets its kind (TDP, TGP, TBP) and, for a laptop's configurable power, the low end
-- of its range (tdp_w stays the board power, the range's high end); card notes get a Chinese
-- column. Only columns are added: every row, the user's own included, is kept as it was, with
-- the new fields unknown (NULL) until the built-in catalog is refreshed or the user imports them.
-- Units and conventions: see db/schema.sql.

ALTER TABLE cards ADD COLUMN power_kind TEXT CHECK (power_kind IN ('tdp', 'tgp', 'tbp'));
ALTER TABLE cards ADD COLUMN power_min_w REAL CHECK (power_min_w > 0);
ALTER TABLE cards ADD COLUMN notes_zh TEXT;
