-- Migration 7: version 6 -> 7. Runs in one transaction. Written once for both engines
-- (core/store/SqlDialect.h).
--
-- Prices that say what they are (issue 39): each price row says what its source calls the price
-- (price_basis: a shop's new price, a marketplace listing of unstated condition, an average of
-- sold listings, a used sale, a list price, a launch price, an estimate); `condition` only says
-- which market the row counts toward. A row stored before this version was entered as new or
-- used: it becomes a shop's price (retail) or a used one, as its condition says. The built-in
-- rows get their own basis when the built-in catalog is refreshed.
--
-- Cards: modified_board marks a board a third party rebuilt (the RTX 4090 48 GB of China's
-- market), which its GPU's vendor never sold nor warrants.

ALTER TABLE prices ADD COLUMN price_basis TEXT
    CHECK (price_basis IN ('retail', 'marketplace', 'sold-average', 'used', 'list', 'launch',
        'estimate'));
UPDATE prices SET price_basis = CASE condition WHEN 'used' THEN 'used' ELSE 'retail' END;
ALTER TABLE cards ADD COLUMN modified_board INTEGER CHECK (modified_board IN (0, 1));
