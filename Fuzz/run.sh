#!/usr/bin/env bash
# Fuzzes every content reader for a bounded time with libFuzzer and AddressSanitizer.
#
#   bash Fuzz/run.sh [SECONDS_PER_READER] [READER…]     (default: 30 s each, every reader)
#
# Builds `site-fuzz` optimised (-c release, as OSS-Fuzz builds with -O) with
# -sanitize=fuzzer,address into .build-fuzz/, then runs each reader on a copy of its committed
# corpus (Fuzz/corpus/<reader>/, never modified). A crash, a memory error, an input taking over
# 25 s (a hang; OSS-Fuzz's limit) or over 2 GB ends the run with a non-zero status and leaves the
# input in Fuzz/findings/: add it to Fuzz/regressions/<reader>/, which the tests replay, and fix
# the reader.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-30}"
shift || true
readers=("$@")
[ "${#readers[@]}" -gt 0 ] || readers=(deck catalog book settings frontmatter ankifield ankipackage)

# Optimised: a debug build spends several times longer on each input, so a hang limit would
# flag inputs the shipped program reads in a fraction of a second, and it tries fewer inputs.
# -enable-testing: the target reads internals of `Markdown` (`@testable import`).
swift build -c release --product site-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -enable-testing \
  --scratch-path .build-fuzz
binary=.build-fuzz/release/site-fuzz
mkdir -p Fuzz/findings

for reader in "${readers[@]}"; do
  work="$(mktemp -d)"
  echo "==> fuzzing the $reader reader for ${seconds} s"
  # SWIFT_BACKTRACE=enable=no: Swift's crash handler would keep the pipe open after a crash.
  # detect_leaks=0: the only leaks reported are the Swift runtime's own caches.
  corpora=("$work" "Fuzz/corpus/$reader")
  [ -d "Fuzz/regressions/$reader" ] && corpora+=("Fuzz/regressions/$reader")
  status=0
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 FUZZ_TARGET="$reader" \
    "$binary" -max_total_time="$seconds" -max_len=65536 -timeout=25 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix="Fuzz/findings/$reader-" "${corpora[@]}" > "$work.log" 2>&1 || status=$?
  grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY|Test unit written|ALARM)' "$work.log" || true
  [ "$status" -eq 0 ] || tail -40 "$work.log" >&2
  rm -rf "$work" "$work.log"
  if [ "$status" -ne 0 ]; then
    echo "the $reader reader failed under the fuzzer (status $status); the input is in Fuzz/findings/" >&2
    exit 1
  fi
done
echo "==> every reader ran ${seconds} s under the fuzzer without a crash"
