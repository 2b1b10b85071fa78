#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright's own browser download
# is not reachable here). Install it when it is missing and we may.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $browser: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $browser. Install it (Debian: sudo apt-get install chromium)" >&2
echo "or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
exit 1
