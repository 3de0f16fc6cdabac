#!/usr/bin/env bash
# Counts the reference-count increments (`swift_retain` calls) of a cold `site build`: a count
# that moves by a percent or two from run to run, where a timing drifts by a tenth within an
# hour on this machine. See "Counting retains" in Benchmarks/README.md.
#
#   bash Benchmarks/retains.sh [--corpus movies-1k] [--callers N] SITE_PROGRAM...
#
# Needs root, `perf` (Debian's linux-perf) and programs built with --static-swift-stdlib (as
# Benchmarks/run.sh and scripts/install.sh build them): a uprobe on the program's own swift_retain.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus=movies-1k
callers=0
programs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --corpus) corpus=$2; shift 2 ;;
    --callers) callers=$2; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    *) programs+=("$1"); shift ;;
  esac
done
fail() { echo "retains.sh: $*" >&2; exit 2; }
[ ${#programs[@]} -gt 0 ] || fail "name at least one site program"
[ "$(id -u)" = 0 ] || fail "uprobes need root"
command -v perf > /dev/null || fail "perf is missing (apt-get install linux-perf)"
work=$(mktemp -d /dev/shm/retains-XXXXXX)
trap 'rm -rf "$work"; perf probe -q -d "probe_site:retains_*" 2> /dev/null || true' EXIT
python3 "$here/generate.py" --out "$work/corpus" "$corpus" > /dev/null
content="$work/corpus/$corpus/site/Content"

# Builds the corpus with $1 into a new output, under the perf command in the other arguments.
build() {
  local program=$1
  shift
  rm -rf "$work/out" "$work/.out.memory"
  "$@" "$program" build --content "$content" --output "$work/out" --date 2026-11-22 > /dev/null 2> "$work/build.log" \
    || { cat "$work/build.log" >&2; fail "$program failed to build the corpus"; }
}

echo "| program | swift_retain calls | pages | a page |"
echo "| --- | ---: | ---: | ---: |"
for program in "${programs[@]}"; do
  address=$(nm "$program" 2> /dev/null | awk '$3 == "swift_retain" && !found { print $1; found = 1 }')
  [ -n "$address" ] || fail "no swift_retain of its own in $program (build it with --static-swift-stdlib)"
  event="retains_$(sha256sum "$program" | cut -c1-12)"
  perf probe -q -d "probe_site:$event" 2> /dev/null || true
  perf probe -q -x "$program" -a "probe_site:$event=0x$address"
  build "$program" perf stat -x, -o "$work/stat" -e "probe_site:$event"
  count=$(awk -F, '/probe_site/ { print $1 }' "$work/stat")
  pages=$(find "$work/out" -name '*.html' | wc -l)
  [ "$pages" -gt 0 ] || fail "$program wrote no page"
  printf '| %s | %s | %s | %s |\n' "$program" "$count" "$pages" "$((count / pages))"
  if [ "$callers" -gt 0 ]; then
    build "$program" perf record -q -o "$work/perf.data" -e "probe_site:$event" --call-graph fp
    { perf report -i "$work/perf.data" --no-children --sort sym --stdio -g caller,0.5,callee,function,percent --percent-limit 1 --max-stack 3 2> /dev/null \
      | grep -v -e '^#' -e '^$' | sed -n "1,${callers}p"; } || true
  fi
  perf probe -q -d "probe_site:$event"
done
