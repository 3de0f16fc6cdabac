#!/usr/bin/env bash
# Build-speed benchmark: `site build` against Hugo on the same Markdown, side by side in one
# hyperfine run (so both see the same machine load), plus the default site.
#
#   bash Tests/Benchmarks/build-speed.sh [DECKS] [CARDS_PER_DECK]     (defaults: 400 decks × 50 cards)
#
# Needs: swift, hyperfine and hugo (Debian: apt-get install hyperfine hugo). Nothing is written
# inside the repository except .build/; the generated content lives in a temporary directory.
set -euo pipefail
cd "$(dirname "$0")/../.."
decks="${1:-400}"
cards="${2:-50}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A separate scratch path, so the benchmark never waits on (or disturbs) a debug build in .build/.
swift build -c release --product site --scratch-path .build-bench >/dev/null
site="$PWD/.build-bench/release/site"

# The same decks for both tools: one Markdown file per deck, cards as level-2 headings.
mkdir -p "$work/site/Content/decks" "$work/hugo/content/decks" "$work/hugo/layouts/_default"
python3 - "$work" "$decks" "$cards" <<'PY'
import sys, random
work, decks, cards = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
random.seed(42)
words = "apple river stone cloud swift deck card answer question ocean forest light shadow number".split()
for d in range(decks):
    body = [f"# Deck {d}\n\nA generated deck for the benchmark.\n"]
    for c in range(cards):
        q = " ".join(random.choice(words) for _ in range(6))
        a = " ".join(random.choice(words) for _ in range(25))
        body.append(f"## {q} {c}?\n\n{a}, with *emphasis*, `code` and a [link](https://example.org/{c}).\n\n- one\n- two\n")
    text = "\n".join(body)
    open(f"{work}/site/Content/decks/deck-{d}.md", "w").write(text)
    open(f"{work}/hugo/content/decks/deck-{d}.md", "w").write(f"---\ntitle: Deck {d}\n---\n" + text)
PY
cat > "$work/hugo/hugo.toml" <<'TOML'
baseURL = "https://example.org/"
title = "Benchmark"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT"]
TOML
printf '<!DOCTYPE html><html lang="en"><head><title>{{ .Title }}</title></head><body><main>{{ .Content }}</main></body></html>\n' > "$work/hugo/layouts/_default/single.html"
printf '<!DOCTYPE html><html lang="en"><head><title>{{ .Title }}</title></head><body><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></body></html>\n' > "$work/hugo/layouts/_default/list.html"

echo "Content: $decks decks × $cards cards = $((decks * cards)) cards"
hyperfine --warmup 1 --min-runs 5 \
  --command-name "site build ($decks decks)" "$site build --content $work/site/Content --output $work/site/Public --date 2026-11-22" \
  --command-name "hugo ($decks pages)" "hugo --quiet --source $work/hugo --destination $work/hugo/public" \
  --command-name "site build (default Content/)" "$site build --content Content --output $work/default --date 2026-11-22"
