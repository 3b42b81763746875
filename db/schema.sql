-- GPU Advisor catalog database, schema version 7 (PRAGMA user_version = 7 in SQLite;
-- meta key schema_version on PostgreSQL, where this text is turned into its dialect by
-- core/store/SqlDialect.cpp).
--
-- This file is the schema at its current version; it creates a new database in one step.
-- db/migrations/NNN_*.sql take an older database to the same schema, one numbered step each,
-- and a test checks that both paths give identical tables.
--
-- Conventions: NULL means unknown, never 0. Units are in the column names:
--   _gb gigabytes (vendor's GB), _gbps for bandwidth GB/s and data rate Gbit/s per pin (see the
--   column comment), _mhz megahertz, _w watts, _tflops / _tops 10^12 operations per second,
--   dense (no sparsity). Dates are ISO 8601 text. Every row says where it came from
--   (origin: 'builtin' rows ship with the app and are refreshed on upgrade, 'user' rows are the
--   user's own and are never touched by an upgrade).

CREATE TABLE meta (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);

CREATE TABLE cards (
    id                     INTEGER PRIMARY KEY,
    -- identity: vendor + model + memory variant + form
    vendor                 TEXT NOT NULL CHECK (vendor <> ''),
    model                  TEXT NOT NULL CHECK (model <> ''),
    memory_gb              REAL NOT NULL CHECK (memory_gb > 0),       -- board total, as printed
    form                   TEXT NOT NULL CHECK (form IN ('desktop', 'laptop', 'pcie', 'sxm', 'oam')),
    product_line           TEXT CHECK (product_line IN ('consumer', 'workstation', 'datacenter')),
    architecture           TEXT,
    compute_capability     TEXT,                                      -- CUDA 'major.minor'
    gpus_per_board         INTEGER NOT NULL DEFAULT 1 CHECK (gpus_per_board >= 1),
    release_date           TEXT,                                      -- YYYY-MM-DD or YYYY-MM
    cuda_cores             INTEGER CHECK (cuda_cores > 0),            -- or stream processors; board total
    tensor_cores           INTEGER CHECK (tensor_cores >= 0),         -- 0 = architecture has none
    tensor_core_generation INTEGER CHECK (tensor_core_generation > 0),
    boost_clock_mhz        REAL CHECK (boost_clock_mhz > 0),
    memory_type            TEXT,
    memory_bus_bits        INTEGER CHECK (memory_bus_bits > 0),
    memory_data_rate_gbps  REAL CHECK (memory_data_rate_gbps > 0),    -- Gbit/s per pin
    memory_bandwidth_gbps  REAL CHECK (memory_bandwidth_gbps > 0),    -- GB/s
    fp32_tflops            REAL CHECK (fp32_tflops > 0),
    fp16_tflops            REAL CHECK (fp16_tflops > 0),              -- non-tensor, as published
    tensor_fp16_tflops     REAL CHECK (tensor_fp16_tflops > 0),       -- dense, FP32 accumulate
    tensor_bf16_tflops     REAL CHECK (tensor_bf16_tflops > 0),
    tensor_tf32_tflops     REAL CHECK (tensor_tf32_tflops > 0),
    tensor_int8_tops       REAL CHECK (tensor_int8_tops > 0),
    tensor_fp8_tflops      REAL CHECK (tensor_fp8_tflops > 0),
    tdp_w                  REAL CHECK (tdp_w > 0),                    -- board power; a range's high end
    launch_price_usd       REAL CHECK (launch_price_usd > 0),
    source_url             TEXT,
    source_date            TEXT,
    notes                  TEXT,
    origin                 TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')),
    -- added by migration 2 (ALTER TABLE appends, so they come after origin here too):
    power_kind             TEXT CHECK (power_kind IN ('tdp', 'tgp', 'tbp')), -- what tdp_w is
    power_min_w            REAL CHECK (power_min_w > 0),              -- low end of a range
    notes_zh               TEXT,                                      -- notes in Chinese
    -- added by migration 4: who added / last changed the row and when (ISO 8601 UTC), its version
    added_by               TEXT,
    added_at               TEXT,
    changed_by             TEXT,
    changed_at             TEXT,
    row_version            INTEGER NOT NULL DEFAULT 1,
    -- added by migration 5: the feed the row came from (NULL: not from a feed)
    feed                   TEXT,
    -- added by migration 6: the device's own software stack and how far it runs the usual
    -- tools (with its dated source), unified memory and the share of it the GPU may use by
    -- default, and whether the device is sold only as a whole machine
    software_stack         TEXT,                                      -- "CANN + torch_npu"
    stack_support          TEXT CHECK (stack_support IN ('full', 'partial', 'experimental', 'vendor-only')),
    stack_source_url       TEXT,
    stack_source_date      TEXT,
    unified_memory         INTEGER CHECK (unified_memory IN (0, 1)),  -- 1: memory_gb is shared
    gpu_memory_share       REAL CHECK (gpu_memory_share > 0 AND gpu_memory_share <= 1),
    memory_share_note      TEXT,                                      -- how to raise the share
    sold_as                TEXT CHECK (sold_as IN ('card', 'system')), -- system: a whole machine
    -- added by migration 7: a board a third party rebuilt (no vendor warranty)
    modified_board         INTEGER CHECK (modified_board IN (0, 1)),
    UNIQUE (vendor, model, memory_gb, form)
);

CREATE TABLE prices (
    id            INTEGER PRIMARY KEY,
    card_id       INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
    amount        REAL NOT NULL CHECK (amount > 0),                  -- for gpu_count GPUs
    currency      TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)), -- ISO 4217
    condition     TEXT NOT NULL CHECK (condition IN ('new', 'used')),
    seller        TEXT,                                              -- shop, marketplace, board partner
    observed_date TEXT NOT NULL,                                     -- YYYY-MM-DD
    source_url    TEXT,
    note          TEXT,
    origin        TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')),
    -- added by migration 4: who added / last changed the row and when (ISO 8601 UTC), its version
    added_by      TEXT,
    added_at      TEXT,
    changed_by    TEXT,
    changed_at    TEXT,
    row_version   INTEGER NOT NULL DEFAULT 1,
    -- added by migration 5: what the amount pays for (one card, an N-GPU module, a server)
    gpu_count     INTEGER NOT NULL DEFAULT 1 CHECK (gpu_count >= 1),
    price_unit    TEXT NOT NULL DEFAULT 'card' CHECK (price_unit IN ('card', 'module', 'server')),
    feed          TEXT,                                              -- the feed it came from
    -- added by migration 7: what the source calls the price (condition: the market it counts in)
    price_basis   TEXT CHECK (price_basis IN ('retail', 'marketplace', 'sold-average', 'used',
                      'list', 'launch', 'estimate'))
);
CREATE INDEX prices_card ON prices (card_id);

CREATE TABLE benchmarks (
    id                INTEGER PRIMARY KEY,
    card_id           INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
    gpu_count         INTEGER NOT NULL DEFAULT 1 CHECK (gpu_count >= 1),
    network           TEXT NOT NULL,                                 -- e.g. ResNet-50
    task              TEXT NOT NULL CHECK (task IN ('training', 'inference')),
    precision         TEXT NOT NULL,                                 -- fp32, fp16, bf16, int8, int4
    batch_size        INTEGER CHECK (batch_size > 0),
    metric            TEXT NOT NULL DEFAULT 'throughput',
    unit              TEXT NOT NULL,                                 -- images/s, sequences/s, tokens/s
    value             REAL NOT NULL CHECK (value > 0),               -- whole gpu_count configuration
    framework         TEXT,
    framework_version TEXT,
    source_url        TEXT,
    date              TEXT NOT NULL,                                 -- of the published result
    note              TEXT,
    origin            TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')),
    -- added by migration 4: who added / last changed the row and when (ISO 8601 UTC), its version
    added_by               TEXT,
    added_at               TEXT,
    changed_by             TEXT,
    changed_at             TEXT,
    row_version            INTEGER NOT NULL DEFAULT 1,
    -- added by migration 5: the feed the row came from (NULL: not from a feed)
    feed                   TEXT
);
CREATE INDEX benchmarks_card ON benchmarks (card_id);

CREATE TABLE cloud_offerings (
    id             INTEGER PRIMARY KEY,
    provider       TEXT NOT NULL,
    offering       TEXT NOT NULL,
    card_id        INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
    gpu_count      INTEGER NOT NULL DEFAULT 1 CHECK (gpu_count >= 1),
    price_per_hour REAL NOT NULL CHECK (price_per_hour >= 0),       -- whole offering; 0 = free tier
    currency       TEXT NOT NULL CHECK (currency IN ('CNY', 'USD')),
    free_tier      INTEGER NOT NULL DEFAULT 0 CHECK (free_tier IN (0, 1)),
    observed_date  TEXT NOT NULL,
    source_url     TEXT,
    note           TEXT,
    origin         TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')),
    -- added by migration 4: who added / last changed the row and when (ISO 8601 UTC), its version
    added_by               TEXT,
    added_at               TEXT,
    changed_by             TEXT,
    changed_at             TEXT,
    row_version            INTEGER NOT NULL DEFAULT 1,
    -- added by migration 5: the feed the row came from (NULL: not from a feed)
    feed                   TEXT
);
CREATE INDEX cloud_offerings_card ON cloud_offerings (card_id);

-- Neural-network models for the memory model (kind `models`); parameter counts in billions,
-- unknown sizes NULL; `attention_window` is `window` in the files.
CREATE TABLE models (
    id                INTEGER PRIMARY KEY,
    name              TEXT NOT NULL UNIQUE,                          -- "Llama 3.1 8B"
    family            TEXT,
    kind              TEXT NOT NULL DEFAULT 'llm'
                      CHECK (kind IN ('llm', 'image-generation', 'vision', 'speech', 'text-encoder')),
    params_total_b    REAL NOT NULL CHECK (params_total_b > 0),      -- billions, every expert
    params_active_b   REAL CHECK (params_active_b > 0),              -- billions per token (MoE)
    layers            INTEGER CHECK (layers > 0),
    hidden_size       INTEGER CHECK (hidden_size > 0),
    intermediate_size INTEGER CHECK (intermediate_size > 0),
    attention_heads   INTEGER CHECK (attention_heads > 0),
    kv_heads          INTEGER CHECK (kv_heads > 0),
    head_dim          INTEGER CHECK (head_dim > 0),
    vocab_size        INTEGER CHECK (vocab_size > 0),
    max_context       INTEGER CHECK (max_context > 0),               -- tokens
    attention         TEXT NOT NULL DEFAULT 'full'
                      CHECK (attention IN ('full', 'sliding', 'hybrid', 'latent')),
    attention_window  INTEGER CHECK (attention_window > 0),          -- tokens (sliding, hybrid)
    local_layers      INTEGER CHECK (local_layers > 0),              -- sliding-window layers (hybrid)
    latent_dim        INTEGER CHECK (latent_dim > 0),                -- cached values per layer and token
    source_url        TEXT,
    source_date       TEXT,
    notes             TEXT,
    origin            TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')),
    -- added by migration 4: who added / last changed the row and when (ISO 8601 UTC), its version
    added_by               TEXT,
    added_at               TEXT,
    changed_by             TEXT,
    changed_at             TEXT,
    row_version            INTEGER NOT NULL DEFAULT 1,
    -- added by migration 5: the feed the row came from (NULL: not from a feed)
    feed                   TEXT
);

-- Exchange rates, dated and sourced (kind `rates`): CNY per one unit of `currency` on rate_date
-- (a monthly average is dated the first of its month). Added by migration 5.
CREATE TABLE exchange_rates (
    id            INTEGER PRIMARY KEY,
    currency      TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)),
    rate_to_cny   REAL NOT NULL CHECK (rate_to_cny > 0),
    rate_date     TEXT NOT NULL,                                     -- YYYY-MM-DD
    source_url    TEXT,
    note          TEXT,
    origin        TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')),
    feed          TEXT
);
CREATE INDEX exchange_rates_currency ON exchange_rates (currency, rate_date);

-- The sheets the user follows (`gpu-advisor feed`), with what the last check saw. Added by
-- migration 5.
CREATE TABLE feeds (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE CHECK (name <> ''),
    url           TEXT NOT NULL,
    kind          TEXT NOT NULL DEFAULT 'auto',                      -- auto or an import kind
    etag          TEXT,                                              -- for a conditional request
    last_modified TEXT,
    last_checked  TEXT,                                              -- ISO 8601 UTC
    last_changed  TEXT,
    row_count     INTEGER NOT NULL DEFAULT 0,
    last_status   TEXT                                               -- ok, unchanged, or the error
);
