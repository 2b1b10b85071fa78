#!/usr/bin/env bash
# Debian's Chromium packages (Playwright's own browser download is not
# reachable here): the headless shell, which the browser tests drive, and the
# full browser, which the Lighthouse audit and the screenshots drive
# (scripts/support/chromium.ts). Installs what is missing when we may.
set -euo pipefail
shell="${HEADLESS_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell}"
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$shell" ] || missing+=(chromium-headless-shell)
[ -x "$browser" ] || missing+=(chromium)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} (not found at $shell or $browser)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Not found: ${missing[*]}. Install it (Debian: sudo apt-get install ${missing[*]})," >&2
echo "or set HEADLESS_SHELL_PATH and CHROMIUM_PATH to a Chromium or Chrome binary." >&2
exit 1
