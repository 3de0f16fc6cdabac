#!/usr/bin/env python3
"""The study page's own weight: what a deck page costs beyond its cards' content.

Builds the repository's Content/ with the site binary ($SITE_BIN, or the release build) and
weighs the page of one deck (default: quiz): its HTML with the cards' markup and the packed card
states taken out, plus every script and stylesheet the page loads. Each is reported as written
and gzipped (level 9, as a server compressing on the fly sends it at best; nginx's default level
is 1), with the issue's target of 25 KB.

    SITE_BIN=.build/release/site python3 Benchmarks/page_weight.py [--deck quiz]

bench.py prints the same table after the build benchmark.
"""
import argparse
import gzip
import os
import re
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 25 * 1024


class Loads(HTMLParser):
    """The scripts and stylesheets a page loads, by their URLs as written."""

    def __init__(self):
        super().__init__()
        self.urls = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "script" and attributes.get("src"):
            self.urls.append(attributes["src"])
        elif tag == "link" and "stylesheet" in (attributes.get("rel") or "").split() and attributes.get("href"):
            self.urls.append(attributes["href"])


def weigh(site_binary, deck="quiz"):
    """[(name, bytes as written, bytes gzipped)] for the deck page's shell and what it loads."""
    with tempfile.TemporaryDirectory() as scratch:
        output = Path(scratch) / "Public"
        subprocess.run([site_binary, "build", "--content", str(ROOT / "Content"), "--output", str(output)],
                       check=True, capture_output=True)
        page_path = output / "decks" / deck / "index.html"
        page = page_path.read_text(encoding="utf-8")
        shell = re.sub(r'(<ol class="cards">).*?(</ol>)', r"\1\2", page, flags=re.S)
        shell = re.sub(r'(<script type="application/json" id="study-states">).*?(</script>)', r"\1\2", shell, flags=re.S)
        rows = [("page HTML without its cards", shell.encode("utf-8"))]
        loads = Loads()
        loads.feed(page)
        for url in loads.urls:
            file = (page_path.parent / url).resolve()
            rows.append((file.relative_to(output.resolve()).as_posix(), file.read_bytes()))
        return [(name, len(data), len(gzip.compress(data, 9, mtime=0))) for name, data in rows]


def table(rows, deck):
    total, zipped = sum(row[1] for row in rows), sum(row[2] for row in rows)
    lines = [f"## Study page weight (decks/{deck}, beyond its cards)\n",
             "| file | as written (bytes) | gzipped (bytes) |", "| --- | ---: | ---: |"]
    lines += [f"| {name} | {raw:,} | {packed:,} |" for name, raw, packed in rows]
    lines.append(f"| **total** | **{total:,}** | **{zipped:,}** |")
    lines.append("")
    lines.append(f"Target 25 KB ({TARGET:,} bytes): as written {'met' if total <= TARGET else 'not met'}, "
                 f"gzipped {'met' if zipped <= TARGET else 'not met'}.")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deck", default="quiz", help="the deck whose page is weighed (default quiz)")
    args = parser.parse_args()
    site = os.environ.get("SITE_BIN") or str(ROOT / ".build" / "release" / "site")
    if not os.access(site, os.X_OK):
        sys.exit(f"page_weight.py: no site binary at {site}; build it (swift build -c release) or set SITE_BIN")
    print(table(weigh(site, args.deck), args.deck))


if __name__ == "__main__":
    main()
