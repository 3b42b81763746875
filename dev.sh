#!/usr/bin/env bash
# GPU Advisor developer entry point.
#
#   ./dev.sh run [APP-ARGS…]   install missing packages, build, start the application
#   ./dev.sh test              install missing packages, build, run the whole test suite
#   ./dev.sh test --sanitize   the same in a separate AddressSanitizer + UBSan build (build-asan/)
#   ./dev.sh bench [ARGS…]     build (RelWithDebInfo, build-bench/) and run the benchmarks
#                              (bench/), print the table; --markdown, --quick, --help
#   ./dev.sh bench --engines [ARGS…]  the same build; SQLite against PostgreSQL on 100,000 cards
#                              with a throwaway local server (bench/compare-engines.sh)
#   ./dev.sh fuzz [SECONDS]    build the libFuzzer targets with clang (build-fuzz/) and run each
#                              for SECONDS (default 60); fails if one finds a crash
#   ./dev.sh package [--check] build the Debian package build/package/gpu-advisor_<ver>_<arch>.deb
#                              (install: sudo apt install ./build/package/gpu-advisor_*.deb);
#                              --check also lists, unpacks, runs and validates it (lintian …)
#
# Packages: on Debian 12 the script installs what is missing with apt-get when run as root;
# otherwise it prints the exact `sudo apt-get install …` line and stops.
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev libxkbcommon-dev libqt6sql6-sqlite
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    # The catalog's rows are read through SQLite's C API on Qt's connection (core/store/SqliteRows.h).
    libsqlite3-dev
    fonts-noto-cjk xvfb xauth poppler-utils clang-format
    clang libclang-rt-14-dev
    # The shared-catalog tests start their own PostgreSQL server (tests/pg/pg-test-server.sh)
    # and reach it through Qt's QPSQL driver.
    postgresql libqt6sql6-psql
    # Feeds' passwords in the desktop keyring (ui/FeedKeyring.h); its test runs a GNOME Keyring
    # in a private D-Bus session (tests/ui/with-keyring.sh).
    qtkeychain-qt6-dev gnome-keyring dbus-daemon
)
# Only for `./dev.sh package`: dpkg-shlibdeps (dependencies of the .deb) and the validators.
PACKAGE_TOOLS=(dpkg-dev desktop-file-utils appstream lintian man-db)

install_packages() { # extra packages may be given as arguments
    local missing=()
    for p in "${PACKAGES[@]}" "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -ne 0 ]; then
        echo "GPU Advisor needs these packages. Install them, then run this command again:" >&2
        echo "  sudo apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
    echo "Installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

configure_and_build() { # $1 = build dir, rest = extra cmake args
    local dir=$1; shift
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
    cmake --build "$dir" -j "$(nproc)"
}

command=${1:-}
[ $# -gt 0 ] && shift
case "$command" in
run)
    install_packages
    configure_and_build build
    exec build/bin/gpu-advisor "$@"
    ;;
test)
    install_packages
    if [ "${1:-}" = "--sanitize" ]; then
        configure_and_build build-asan -DGPU_ADVISOR_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug -DGPU_ADVISOR_BENCH=OFF
        # Qt's own libraries are not instrumented, but LeakSanitizer sees every allocation: the
        # whole suite (GUI tests and the child processes of tst_faults included) is leak-free,
        # so leak detection stays on and a new leak fails the test that causes it.
        ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
            ctest --test-dir build-asan --output-on-failure -j "$(nproc)"
    else
        configure_and_build build
        ctest --test-dir build --output-on-failure -j "$(nproc)"
    fi
    ;;
bench)
    install_packages
    # Its own build directory, so timing runs never race a test build for build/.
    configure_and_build build-bench -DGPU_ADVISOR_BENCH=ON
    if [ "${1:-}" = "--engines" ]; then
        shift
        GPU_ADVISOR_BENCH_BIN=$PWD/build-bench/bin exec bench/compare-engines.sh "$@"
    fi
    build-bench/bin/gpu-advisor-bench "$@"
    ;;
fuzz)
    install_packages
    seconds=${1:-60}
    # -O1 with line tables only, as fuzzing setups usually build: quicker to compile, readable
    # stack traces. Only the core libraries and the fuzz targets are built.
    cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
        -DGPU_ADVISOR_FUZZ=ON -DGPU_ADVISOR_BENCH=OFF -DBUILD_TESTING=OFF >/dev/null
    cmake --build build-fuzz -j "$(nproc)" --target fuzzers
    # Each target runs for $seconds from the seed corpus in fuzz/corpus/<target>/ (read only);
    # what it learns goes to build-fuzz/corpus/<target>/, a crash to build-fuzz/crashes/.
    # As many targets at a time as there are cores.
    rm -rf build-fuzz/crashes
    mkdir -p build-fuzz/crashes
    targets=(fuzz_csv_import fuzz_json_import fuzz_value_parsers fuzz_card_name fuzz_price_list fuzz_feed_response)
    run_target() { # $1 = target; its exit status goes to build-fuzz/<target>.rc
        local target=$1
        mkdir -p "build-fuzz/corpus/$target"
        # The words its input is made of (fuzz/dict/, made by tools/make-fuzz-dicts.py).
        local dict=()
        [ -f "fuzz/dict/$target.dict" ] && dict=(-dict="fuzz/dict/$target.dict")
        local rc=0
        ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
            "build-fuzz/fuzz/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
            -print_final_stats=1 -artifact_prefix="build-fuzz/crashes/$target-" "${dict[@]}" \
            "build-fuzz/corpus/$target" "fuzz/corpus/$target" >"build-fuzz/$target.log" 2>&1 || rc=$?
        echo "$rc" >"build-fuzz/$target.rc"
    }
    pids=()
    for target in "${targets[@]}"; do
        run_target "$target" &
        pids+=($!)
        if [ ${#pids[@]} -ge "$(nproc)" ]; then
            wait "${pids[0]}" || true
            pids=("${pids[@]:1}")
        fi
    done
    for pid in "${pids[@]}"; do wait "$pid" || true; done
    failed=0
    for target in "${targets[@]}"; do
        rc=$(cat "build-fuzz/$target.rc" 2>/dev/null || echo 1)
        if [ "$rc" -ne 0 ] && ! ls "build-fuzz/crashes/$target-"* >/dev/null 2>&1; then
            # A target that ended badly without saving an input found nothing to reproduce
            # (e.g. a report at exit about the process as a whole): say what it printed, and run
            # it once more; a second failure counts.
            echo "$target exited with status $rc without saving an input; its log ends:" >&2
            tail -n 40 "build-fuzz/$target.log" >&2
            cp "build-fuzz/$target.log" "build-fuzz/$target.first.log"
            run_target "$target"
            rc=$(cat "build-fuzz/$target.rc")
            echo "$target, run again: status $rc" >&2
        fi
        [ "$rc" -ne 0 ] && failed=1
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "build-fuzz/$target.log")
        echo "$target: ${runs:-?} runs in ${seconds} s"
    done
    if [ "$failed" -ne 0 ] || ls build-fuzz/crashes/* >/dev/null 2>&1; then
        echo "A fuzz target found a crash: build-fuzz/crashes/ and build-fuzz/<target>.log." >&2
        grep "^INFO: Seed:" build-fuzz/*.log >&2
        # What it found, where a log says so (the sanitizer's report, libFuzzer's "deadly signal",
        # a timeout, a leak or running out of memory), and the input it saved, as base64 so that
        # a CI log alone reproduces it.
        for log in build-fuzz/*.log; do
            if grep -q "^==[0-9]*==ERROR\|^SUMMARY:\|deadly signal\|ALARM: working on the last Unit\|out-of-memory\|Test unit written" "$log"; then
                echo "--- $log (the last 60 lines)" >&2
                tail -n 60 "$log" >&2
            fi
        done
        for artifact in build-fuzz/crashes/*; do
            [ -f "$artifact" ] || continue
            echo "--- $artifact ($(wc -c <"$artifact") bytes), base64:" >&2
            head -c 65536 "$artifact" | base64 >&2
        done
        echo "Reproduce with build-fuzz/fuzz/<target> <file>; make it a test in tests/core." >&2
        exit 1
    fi
    ;;
package)
    install_packages "${PACKAGE_TOOLS[@]}"
    configure_and_build build
    rm -rf build/package
    (cd build && cpack -G DEB >/dev/null 2>&1) || (cd build && cpack -G DEB)
    deb=$(ls build/package/gpu-advisor_*.deb)
    echo "$deb"
    if [ "${1:-}" = "--check" ]; then
        packaging/check-package.sh "$deb"
    fi
    ;;
*)
    sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
