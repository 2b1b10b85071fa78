#!/usr/bin/env bash
# The database tests start a throw-away PostgreSQL server (scripts/support/postgres.ts)
# from Debian's postgresql package. Install it when it is missing and we may.
set -euo pipefail
if [ -n "${PG_BIN:-}" ] && [ -x "$PG_BIN/initdb" ]; then
  exit 0
fi
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL not found: installing Debian's postgresql package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  exit 0
fi
echo "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin." >&2
echo "Install them (Debian: sudo apt-get install postgresql) or set PG_BIN to a folder with initdb and pg_ctl." >&2
exit 1
