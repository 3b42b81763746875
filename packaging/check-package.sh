#!/usr/bin/env bash
# Checks a built gpu-advisor .deb without installing it: its contents and control fields, then
# unpacks it into a temporary root (dpkg-deb -x) and runs the program from there, and validates
# the desktop file, the metainfo and the package (desktop-file-validate, appstreamcli, lintian;
# each where installed). Usage: packaging/check-package.sh gpu-advisor_<version>_<arch>.deb
set -euo pipefail
deb=$(realpath "$1")
id=org.gpuadvisor.GpuAdvisor
failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }

echo "== contents"
contents=$(dpkg-deb -c "$deb" | awk '{print $6}')
expected=(
    ./usr/bin/gpu-advisor
    ./usr/lib/gpu-advisor/modules/gpu-advisor-window.so
    ./usr/lib/gpu-advisor/modules/gpu-advisor-commands.so
    ./usr/lib/gpu-advisor/modules/gpu-advisor-report.so
    ./usr/lib/gpu-advisor/modules/gpu-advisor-network.so
    ./usr/share/applications/$id.desktop
    ./usr/share/metainfo/$id.metainfo.xml
    ./usr/share/icons/hicolor/scalable/apps/$id.svg
    ./usr/share/man/man1/gpu-advisor.1.gz
    ./usr/share/bash-completion/completions/gpu-advisor
    ./usr/share/doc/gpu-advisor/copyright
    ./usr/share/doc/gpu-advisor/changelog.gz
)
for size in 16 24 32 48 64 128 256; do
    expected+=("./usr/share/icons/hicolor/${size}x${size}/apps/$id.png")
done
for path in "${expected[@]}"; do
    if grep -qxF "$path" <<<"$contents"; then echo "  $path"; else fail "missing $path"; fi
done
grep -q "GNU General Public License" <(dpkg-deb --fsys-tarfile "$deb" | tar -xOf - ./usr/share/doc/gpu-advisor/copyright) \
    || fail "the copyright file does not state the licence"

echo "== control"
depends=$(dpkg-deb -f "$deb" Depends)
echo "  Depends: $depends"
for p in libqt6sql6-sqlite qt6-translations-l10n fonts-noto-cjk libqt6widgets6; do
    grep -q "$p" <<<"$depends" || fail "Depends lacks $p"
done

echo "== unpacked run"
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
export HOME="$root/home" XDG_DATA_HOME="$root/home/data" XDG_CONFIG_HOME="$root/home/config"
version=$("$root/usr/bin/gpu-advisor" --version) || fail "--version failed"
echo "  $version"
grep -q "^gpu-advisor $(dpkg-deb -f "$deb" Version) " <<<"$version" || fail "--version does not say the package version"
cards=$("$root/usr/bin/gpu-advisor" list --format csv | tail -n +2 | wc -l) || fail "list failed"
echo "  list: $cards cards"
[ "$cards" -gt 0 ] || fail "list printed no cards"
# Into a variable first: `| head` would close the pipe early and fail the script (pipefail).
listing=$("$root/usr/bin/gpu-advisor" list --vendor NVIDIA --min-vram 24) || fail "list --vendor failed"
printf '%s\n' "$listing" | sed -n '1,3s/^/  /p'
# The report, from the report's module (Qt Gui, offscreen): a PDF.
"$root/usr/bin/gpu-advisor" report --workload cnn --budget 8000 --out "$root/report.pdf" >/dev/null \
    || fail "report failed"
head -c 5 "$root/report.pdf" 2>/dev/null | grep -q "%PDF-" && echo "  report: a PDF" || fail "report wrote no PDF"
# The window, from its module (app/WindowMain.cpp), painted once offscreen and closed.
painted=$(QT_QPA_PLATFORM=offscreen GPU_ADVISOR_EXIT_AFTER_PAINT=1 "$root/usr/bin/gpu-advisor" 2>&1) \
    || fail "the window did not start"
grep -q "^first-paint-done-ns " <<<"$painted" && echo "  window: painted" || fail "the window painted nothing: $painted"

echo "== validators"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$root/usr/share/applications/$id.desktop" && echo "  desktop-file-validate: ok" \
        || fail "desktop-file-validate"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml" | sed 's/^/  /' \
        || fail "appstreamcli validate"
fi
if command -v lintian >/dev/null; then
    # Errors fail the check; warnings and notes are printed (none expected).
    rc=0
    report=$(lintian --fail-on error "$deb" 2>&1) || rc=$?
    grep -v "running with root privileges" <<<"$report" | sed 's/^/  /' || true
    if [ "$rc" -eq 0 ]; then echo "  lintian: no errors"; else fail "lintian reports errors"; fi
fi

[ "$failed" -eq 0 ] && echo "Package check passed: $deb" || { echo "Package check FAILED: $deb" >&2; exit 1; }
