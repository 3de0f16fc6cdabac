#!/usr/bin/env bash
# Counts the reference-count increments (`swift_retain` calls) of cold `site build`s: an exact
# count, the same on every run of the same program, where a timing drifts by a tenth within an
# hour on this machine. See "Counting retains" in Benchmarks/README.md.
#
#   bash Benchmarks/retains.sh [--corpus movies-1k] [--callers N] SITE_PROGRAM...
#
# Needs root and `perf` (Debian's linux-perf): a uprobe on the program's `swift_retain`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus=movies-1k
callers=0
programs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --corpus) corpus=$2; shift 2 ;;
    --callers) callers=$2; shift 2 ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) programs+=("$1"); shift ;;
  esac
done
[ ${#programs[@]} -gt 0 ] || { echo "retains.sh: name at least one site program" >&2; exit 2; }
command -v perf > /dev/null || { echo "retains.sh: perf is missing (apt-get install linux-perf)" >&2; exit 2; }
work=$(mktemp -d /dev/shm/retains-XXXXXX)
trap 'rm -rf "$work"; perf probe -q -d "probe_site:retains_*" 2> /dev/null || true' EXIT
python3 "$here/generate.py" --out "$work/corpus" "$corpus" > /dev/null
content="$work/corpus/$corpus/site/Content"
echo "| program | swift_retain calls | pages | a page |"
echo "| --- | ---: | ---: | ---: |"
for program in "${programs[@]}"; do
  address=$(nm "$program" | awk '$3 == "swift_retain" && !found { print $1; found = 1 }')
  [ -n "$address" ] || { echo "retains.sh: no swift_retain in $program" >&2; exit 1; }
  event="retains_$(sha256sum "$program" | cut -c1-12)"
  perf probe -q -d "probe_site:$event" 2> /dev/null || true
  perf probe -q -x "$program" -a "$event=0x$address"
  rm -rf "$work/out" "$work/.out.memory"
  count=$(perf stat -x, -e "probe_site:$event" "$program" build --content "$content" --output "$work/out" --date 2026-11-22 2>&1 > /dev/null \
    | awk -F, '/probe_site/ { print $1 }')
  pages=$(find "$work/out" -name '*.html' | wc -l)
  printf '| %s | %s | %s | %s |\n' "$program" "$count" "$pages" "$((count / pages))"
  if [ "$callers" -gt 0 ]; then
    rm -rf "$work/out" "$work/.out.memory"
    perf record -q -o "$work/perf.data" -e "probe_site:$event" --call-graph fp "$program" build --content "$content" --output "$work/out" --date 2026-11-22 > /dev/null 2>&1
    perf report -i "$work/perf.data" --no-children --sort sym --stdio -g caller,0.5,callee,function,percent --percent-limit 1 --max-stack 3 2> /dev/null \
      | grep -v '^#' | grep -v '^$' | head -"$callers"
  fi
  perf probe -q -d "probe_site:$event"
done
