#!/usr/bin/env bash
# Writes Sources/HTMLView/Shipped/: the files every site ships in assets/, made from the readable
# sources in Sources/HTMLView/Assets/. Scripts and stylesheets are minified with esbuild (Debian's
# `esbuild` package: apt-get install esbuild), every other file is copied as it is. Run it after
# changing anything in Assets/:
#
#     bash scripts/minify-assets.sh           # writes Shipped/
#     bash scripts/minify-assets.sh --check   # exits 1 when Shipped/ is out of date (CI runs this)
#
# The minified files are committed, so building the site never needs esbuild; the same esbuild
# version writes the same bytes, and CI checks them with Debian 12's (0.17).
set -euo pipefail
cd "$(dirname "$0")/.."
SOURCE=Sources/HTMLView/Assets
TARGET=Sources/HTMLView/Shipped

if ! command -v esbuild >/dev/null 2>&1; then
  echo "minify-assets.sh: esbuild is missing; install it with: apt-get install esbuild" >&2
  exit 2
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for file in "$SOURCE"/*; do
  name=$(basename "$file")
  case "$name" in
    # ES2015 at most: the scripts may use its syntax (arrow functions are shorter, and every
    # browser the site serves reads them) but nothing later, and minifying must not turn them
    # into syntax older browsers cannot read.
    *.js) esbuild --log-level=warning --minify --target=es2015 "$file" > "$out/$name" ;;
    # Browsers from 2019 on: esbuild then keeps `top/right/bottom/left` instead of `inset`
    # (Chrome 87, Safari 14.1), which older browsers and the Nu validator do not know.
    *.css) esbuild --log-level=warning --minify --target=chrome80,firefox70,safari13 "$file" > "$out/$name" ;;
    *) cp "$file" "$out/$name" ;;
  esac
done

if [[ "${1:-}" == "--check" ]]; then
  if ! diff -r "$out" "$TARGET" >/dev/null 2>&1; then
    diff -rq "$out" "$TARGET" >&2 || true
    echo "$TARGET is out of date: run bash scripts/minify-assets.sh" >&2
    exit 1
  fi
  exit 0
fi
rm -rf "$TARGET"
mkdir -p "$TARGET"
cp "$out"/* "$TARGET"/
echo "wrote $TARGET ($(ls "$TARGET" | wc -l) files, $(cat "$TARGET"/*.js "$TARGET"/*.css | wc -c) bytes of scripts and styles)"
