-- Migration 3: version 2 -> 3, the catalog of neural-network models (kind `models`: the
-- built-in models.csv and the user's own). Runs in one transaction. Unknown sizes are NULL;
-- parameter counts are in billions. The column `attention_window` is `window` in the files
-- (WINDOW is a keyword of SQL).

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
    origin            TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user'))
);
