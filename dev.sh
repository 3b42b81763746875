#!/usr/bin/env bash
# GPU Advisor developer entry point.
#
#   ./dev.sh run [APP-ARGS…]   install missing packages, build, start the application
#   ./dev.sh test              install missing packages, build, run the whole test suite
#   ./dev.sh test --sanitize   the same in a separate AddressSanitizer + UBSan build (build-asan/)
#   ./dev.sh bench             build and run the benchmarks (bench/), print the table
#
# Packages: on Debian 12 the script installs what is missing with apt-get when run as root;
# otherwise it prints the exact `sudo apt-get install …` line and stops.
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev libxkbcommon-dev libqt6sql6-sqlite
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    fonts-noto-cjk xvfb xauth poppler-utils clang-format
)

install_packages() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
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
        # Qt's own libraries are not instrumented; leaks inside them are not ours to fix.
        ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
            ctest --test-dir build-asan --output-on-failure -j "$(nproc)"
    else
        configure_and_build build
        ctest --test-dir build --output-on-failure -j "$(nproc)"
    fi
    ;;
bench)
    install_packages
    configure_and_build build
    build/bin/gpu-advisor-bench "$@"
    ;;
*)
    sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
