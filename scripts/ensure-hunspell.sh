#!/usr/bin/env bash
# The Spanish spell check (scripts/spell-check.ts) runs Debian's hunspell with
# its US Spanish dictionary (hunspell-es). Install them when missing and we may.
set -euo pipefail
if command -v hunspell >/dev/null 2>&1 && [ -f /usr/share/hunspell/es_US.dic ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "hunspell or its es_US dictionary not found: installing Debian's hunspell and hunspell-es..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hunspell hunspell-es >/dev/null
  exit 0
fi
echo "hunspell with the es_US dictionary is missing. Install it (Debian: sudo apt-get install hunspell hunspell-es)." >&2
exit 1
