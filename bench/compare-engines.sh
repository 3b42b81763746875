#!/usr/bin/env bash
# SQLite against PostgreSQL on one catalog of 100,000 cards (docs/performance.md, "SQLite and
# PostgreSQL"), in one command:
#
#   bench/compare-engines.sh [BENCH-ARGS…]     e.g. --markdown, --cards 20000, --quick
#
# starts a throwaway PostgreSQL server on 127.0.0.1 (tests/pg/pg-test-server.sh: a cluster of its
# own in a temporary folder, trust authentication), runs
#
#   gpu-advisor-bench --only engines --postgres postgresql://gpu_admin@127.0.0.1:PORT/postgres …
#
# against it, then stops the server and removes its folder, whatever happened. The benchmark
# binaries are taken from $GPU_ADVISOR_BENCH_BIN if set, else from build-bench/bin (what
# `./dev.sh bench` builds; `./dev.sh bench --engines` builds them and runs this script), else
# build/bin. Needs the PostgreSQL server programs (Debian: postgresql) and Qt's QPSQL driver
# (libqt6sql6-psql); as root, the server runs as the user postgres.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

bin=${GPU_ADVISOR_BENCH_BIN:-}
if [ -z "$bin" ]; then
    for d in "$root/build-bench/bin" "$root/build/bin"; do
        if [ -x "$d/gpu-advisor-bench" ]; then
            bin=$d
            break
        fi
    done
fi
if [ -z "$bin" ] || [ ! -x "$bin/gpu-advisor-bench" ] || [ ! -x "$bin/gpu-advisor" ]; then
    echo "compare-engines: gpu-advisor-bench and gpu-advisor are not built; run" \
        "./dev.sh bench --engines, or build the target gpu-advisor-bench and set" \
        "GPU_ADVISOR_BENCH_BIN to its folder" >&2
    exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/gpu-advisor-engines.XXXXXXXX")
server=$work/server
cleanup() {
    "$root/tests/pg/pg-test-server.sh" stop "$server" >/dev/null 2>&1 || true
    rm -rf -- "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

url=$("$root/tests/pg/pg-test-server.sh" start "$server")
echo "compare-engines: PostgreSQL $(cat "$server/cluster/data/PG_VERSION" 2>/dev/null || echo '?')" \
    "at $url" >&2
"$bin/gpu-advisor-bench" --only engines --postgres "$url" "$@"
