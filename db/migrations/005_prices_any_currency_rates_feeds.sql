-- Migration 5: version 4 -> 5. Runs in one transaction. Written once for both engines
-- (core/store/SqlDialect.h).
--
-- Prices: a price may be in any ISO 4217 currency (the currency its source gave: EUR, RUB, TWD …,
-- converted for display at the rate of its own date), and a row says what it prices: one card, a
-- GPU module (an 8-GPU HGX baseboard) or a whole server, and for how many GPUs. The currency's
-- CHECK changes, which SQLite cannot alter in place, so the table is rebuilt: every row is copied
-- in id order (ids are renumbered from 1; nothing refers to a price's id) and keeps its values,
-- stamps and version; the new columns say "one card" for every existing row.
-- Exchange rates become dated, sourced rows (kind `rates`). Feeds (`gpu-advisor feed`) are
-- remembered with what the last check saw; every data table gets a `feed` column naming the feed
-- a row came from (NULL: a file, a paste, an edit or the built-in catalog).

CREATE TABLE prices_v5 (
    id            INTEGER PRIMARY KEY,
    card_id       INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
    amount        REAL NOT NULL CHECK (amount > 0),
    currency      TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)),
    condition     TEXT NOT NULL CHECK (condition IN ('new', 'used')),
    seller        TEXT,
    observed_date TEXT NOT NULL,
    source_url    TEXT,
    note          TEXT,
    origin        TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')),
    added_by      TEXT,
    added_at      TEXT,
    changed_by    TEXT,
    changed_at    TEXT,
    row_version   INTEGER NOT NULL DEFAULT 1,
    gpu_count     INTEGER NOT NULL DEFAULT 1 CHECK (gpu_count >= 1),
    price_unit    TEXT NOT NULL DEFAULT 'card' CHECK (price_unit IN ('card', 'module', 'server')),
    feed          TEXT
);
INSERT INTO prices_v5 (card_id, amount, currency, condition, seller, observed_date, source_url,
    note, origin, added_by, added_at, changed_by, changed_at, row_version)
    SELECT card_id, amount, currency, condition, seller, observed_date, source_url, note, origin,
        added_by, added_at, changed_by, changed_at, row_version
    FROM prices ORDER BY id;
DROP TABLE prices;
ALTER TABLE prices_v5 RENAME TO prices;
CREATE INDEX prices_card ON prices (card_id);

ALTER TABLE cards ADD COLUMN feed TEXT;
ALTER TABLE benchmarks ADD COLUMN feed TEXT;
ALTER TABLE cloud_offerings ADD COLUMN feed TEXT;
ALTER TABLE models ADD COLUMN feed TEXT;

CREATE TABLE exchange_rates (
    id            INTEGER PRIMARY KEY,
    currency      TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)),
    rate_to_cny   REAL NOT NULL CHECK (rate_to_cny > 0),
    rate_date     TEXT NOT NULL,
    source_url    TEXT,
    note          TEXT,
    origin        TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')),
    feed          TEXT
);
CREATE INDEX exchange_rates_currency ON exchange_rates (currency, rate_date);

CREATE TABLE feeds (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE CHECK (name <> ''),
    url           TEXT NOT NULL,
    kind          TEXT NOT NULL DEFAULT 'auto',
    etag          TEXT,
    last_modified TEXT,
    last_checked  TEXT,
    last_changed  TEXT,
    row_count     INTEGER NOT NULL DEFAULT 0,
    last_status   TEXT
);
