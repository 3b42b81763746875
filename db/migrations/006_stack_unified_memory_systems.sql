-- Migration 6: version 5 -> 6. Runs in one transaction. Written once for both engines
-- (core/store/SqlDialect.h).
--
-- Devices beyond the three vendors' cards (issue 29): a device's own software stack and how far
-- it runs the usual tools, with the dated source that says so (Huawei Ascend: CANN +
-- torch_npu); unified memory, where memory_gb is the machine's memory and the GPU may use a share
-- of it by default (Apple M-series, AMD Ryzen AI Max, NVIDIA GB10), and how to raise that share;
-- and devices sold only as a whole machine, whose launch price is the machine's. Only columns are
-- added: every row, the user's own included, keeps its values, the new fields unknown (NULL)
-- until the built-in catalog is refreshed or the user imports them. Units: see db/schema.sql.

ALTER TABLE cards ADD COLUMN software_stack TEXT;
ALTER TABLE cards ADD COLUMN stack_support TEXT
    CHECK (stack_support IN ('full', 'partial', 'experimental', 'vendor-only'));
ALTER TABLE cards ADD COLUMN stack_source_url TEXT;
ALTER TABLE cards ADD COLUMN stack_source_date TEXT;
ALTER TABLE cards ADD COLUMN unified_memory INTEGER CHECK (unified_memory IN (0, 1));
ALTER TABLE cards ADD COLUMN gpu_memory_share REAL
    CHECK (gpu_memory_share > 0 AND gpu_memory_share <= 1);
ALTER TABLE cards ADD COLUMN memory_share_note TEXT;
ALTER TABLE cards ADD COLUMN sold_as TEXT CHECK (sold_as IN ('card', 'system'));
