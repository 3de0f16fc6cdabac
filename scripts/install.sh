#!/usr/bin/env bash
# Builds `site` in release mode and installs it with the files it ships (templates, scripts,
# styles, the sample site), so that `site` runs from any folder:
#
#     bash scripts/install.sh            # as root: /usr/local; otherwise: ~/.local
#     bash scripts/install.sh PREFIX     # anywhere else
#
# It writes PREFIX/lib/site/ (the program, the preview server `site serve` runs, and their
# resource folders, which they find beside themselves) and PREFIX/bin/site (a two-line script that runs it). To remove it:
# rm -r PREFIX/lib/site PREFIX/bin/site.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -gt 0 ]]; then
  prefix="$1"
elif [[ "$(id -u)" -eq 0 ]]; then
  prefix=/usr/local
else
  prefix="$HOME/.local"
fi

# The Swift runtime and Foundation are linked into the programs (--static-swift-stdlib): each
# start then binds a few hundred symbols instead of eleven thousand, half of `site`'s start-up.
swift build -c release --static-swift-stdlib --product site >&2
swift build -c release --static-swift-stdlib --product site-serve >&2
bin="$(swift build -c release --static-swift-stdlib --product site --show-bin-path)"

lib="$prefix/lib/site"
staging="$prefix/lib/.site.new-$$"
trap 'rm -rf "$staging"' EXIT
mkdir -p "$staging" "$prefix/bin"
# `site serve` runs `site-serve` from beside `site`.
cp "$bin/site" "$bin/site-serve" "$staging/"
for resources in "$bin"/site_*.resources; do
  cp -R "$resources" "$staging/"
done
rm -rf "$lib"
mv "$staging" "$lib"
printf '#!/bin/sh\nexec "%s/site" "$@"\n' "$lib" > "$prefix/bin/site.new-$$"
chmod 755 "$prefix/bin/site.new-$$"
mv "$prefix/bin/site.new-$$" "$prefix/bin/site"

echo "Installed site $("$prefix/bin/site" --version) in $prefix/bin/site"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "Add $prefix/bin to your PATH to run it as 'site': export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
