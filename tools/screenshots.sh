#!/bin/sh
# Screenshots of the window as a first start shows it on a 1920 × 1080 screen at a scale
# factor (default 1.5 = 150 %), in English and Chinese, into a folder (default docs/):
#   tools/screenshots.sh [SCALE] [FOLDER]
# Runs the screenshot tests of build/ off screen; needs a built tree (./dev.sh test builds it).
set -eu
scale=${1:-1.5}
folder=$(realpath "${2:-docs}")
config=$(mktemp --suffix=.json)
trap 'rm -f "$config"' EXIT
cat >"$config" <<JSON
{ "screens": [ { "name": "screen", "x": 0, "y": 0, "width": 1920, "height": 1080,
                 "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1 } ] }
JSON
QT_QPA_PLATFORM="offscreen:configfile=$config" QT_SCALE_FACTOR="$scale" \
    GPU_ADVISOR_SCREENSHOTS="$folder" build/tests/ui/tst_fitpanel llmModeScreenshots
