#!/usr/bin/env bash
# The malware-scan tests start a throw-away clamd (scripts/support/clamav.ts)
# from Debian's clamav-daemon package, with a signature file the test writes.
# Install it when it is missing and we may; the tests skip, saying why, when not.
set -euo pipefail
if command -v clamd >/dev/null 2>&1 || [ -x /usr/sbin/clamd ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "clamd not found: installing Debian's clamav-daemon package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends clamav-daemon >/dev/null
  # The package starts its own service and freshclam where systemd runs; the
  # tests need neither (they start clamd with their own config).
  exit 0
fi
echo "clamd not found (Debian: sudo apt-get install clamav-daemon); the malware-scan tests will skip." >&2
exit 0
