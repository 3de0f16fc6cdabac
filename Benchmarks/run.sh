#!/usr/bin/env bash
# Build-speed benchmark: the release `site build`, Hugo on the same corpus and the cmark floor,
# alternating in one run. See Benchmarks/README.md.
#
#   bash Benchmarks/run.sh [--runs N] [--timeout SECONDS] [--profile CORPUS] [CORPUS...]
#
# Default corpora: movies-1k movies-10k decks-200x50 deck-10k contacts-10k vault-1k (movies-100k only when
# named). With SITE_BIN set, that binary is measured; otherwise the release build is built first.
# With SITE_BASE_BIN set, that second `site` program is measured in the same rounds (a baseline,
# e.g. the last release's), and its output is checked byte for byte against the site's.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v hugo >/dev/null 2>&1 || missing+=(hugo)
[[ -x /usr/bin/time ]] || missing+=("/usr/bin/time")
command -v gcc >/dev/null 2>&1 || missing+=(gcc)
if ! command -v pkg-config >/dev/null 2>&1; then
  missing+=(pkg-config libcmark)
elif ! pkg-config --exists libcmark; then
  missing+=(libcmark)
fi
# The release `site` links mimalloc (built here unless SITE_BIN names a program).
if [[ -z "${SITE_BIN:-}" ]] && command -v gcc >/dev/null 2>&1 && [[ "$(gcc -print-file-name=libmimalloc.so)" != /* ]]; then
  missing+=(libmimalloc)
fi
if ((${#missing[@]})); then
  echo "run.sh: missing ${missing[*]}; install them with:" >&2
  echo "apt-get install hugo time gcc pkg-config libcmark-dev libmimalloc-dev" >&2
  exit 2
fi
if [[ " $* " == *" --profile "* ]] && ! command -v perf >/dev/null 2>&1; then
  echo "run.sh: --profile needs perf; install it with:" >&2
  echo "apt-get install linux-perf" >&2
  exit 2
fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "run.sh: missing python3; install it with:" >&2
  echo "apt-get install python3" >&2
  exit 2
fi

if [[ -n "${SITE_BIN:-}" ]]; then
  export BENCH_SITE_BIN_GIVEN=1
else
  # As scripts/install.sh builds it: the Swift runtime and Foundation linked in.
  swift build -c release --static-swift-stdlib --product site >&2
  SITE_BIN="$(swift build -c release --static-swift-stdlib --product site --show-bin-path)/site"
fi
export SITE_BIN
exec python3 Benchmarks/bench.py "$@"
