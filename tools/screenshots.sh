#!/bin/sh
# Screenshots of the window as a first start shows it on a WIDTH × HEIGHT screen (default 1920 × 1080) at a scale
# factor (default 1.5 = 150 %), in English and Chinese, into a folder (default docs/):
#   tools/screenshots.sh [SCALE] [FOLDER] [WIDTHxHEIGHT]
# Runs the screenshot tests of build/ off screen; needs a built tree (./dev.sh test builds it).
set -eu
scale=${1:-1.5}
folder=$(realpath "${2:-docs}")
size=${3:-1920x1080}
width=${size%x*}
height=${size#*x}
config=$(mktemp --suffix=.json)
trap 'rm -f "$config"' EXIT
cat >"$config" <<JSON
{ "screens": [ { "name": "screen", "x": 0, "y": 0, "width": $width, "height": $height,
                 "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1 } ] }
JSON
QT_QPA_PLATFORM="offscreen:configfile=$config" QT_SCALE_FACTOR="$scale" \
    GPU_ADVISOR_SCREENSHOTS="$folder" GPU_ADVISOR_SCREEN="$size" \
    build/tests/ui/tst_fitpanel llmModeScreenshots
