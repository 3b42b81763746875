#!/bin/sh
# Runs a test inside the private D-Bus session that dbus-run-session gives it, with a GNOME
# Keyring of its own, unlocked (its files in a fresh HOME): the desktop keyring QtKeychain
# reaches on a Linux desktop (tst_feeds_window_keyring, tests/ui/CMakeLists.txt).
# Usage: dbus-run-session -- sh with-keyring.sh TEST [ARGS…]
set -e
HOME=$(mktemp -d)
export HOME
trap 'rm -rf "$HOME"' EXIT
printf 'gpu-advisor-test' | gnome-keyring-daemon --unlock --components=secrets >/dev/null
GPU_ADVISOR_TEST_KEYRING=1 "$@"
