#!/usr/bin/env python3
"""The study page's own weight: what a deck page costs beyond its cards' content.

Builds the repository's Content/ (or --content DIR) with the site binary ($SITE_BIN, or the
release build) and weighs the page of one deck (default: quiz): its HTML with the cards' markup
and the packed card states taken out, plus every script and stylesheet the page loads when it
opens. Separately, it weighs what the page loads later: the progress panel's script, when the
panel first comes into view, and the progress tools' script and words, when the learner opens
"Export, import or reset" (study.js adds each to the page then). Each is
reported as written and gzipped (level 9, as a server compressing on the fly sends it at best;
nginx's default level is 1), with the issue's target of 25 KB for what the page loads when it
opens, and for that with the tools.

    SITE_BIN=.build/release/site python3 Benchmarks/page_weight.py [--deck quiz] [--content DIR]

bench.py prints the same tables after the build benchmark.
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
# What study.js loads, from the folder the fold's data-progress names, when the fold first opens.
TOOLS = ("progress-tools-labels.js", "progress-tools.js")
# What study.js loads from the same folder when the progress panel first comes into view.
PANEL = ("progress-panel.js",)


class Loads(HTMLParser):
    """The scripts and stylesheets a page loads, by their URLs as written, and the folder its
    progress tools are loaded from (the fold's data-progress), if it has them."""

    def __init__(self):
        super().__init__()
        self.urls = []
        self.tools_folder = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "script" and attributes.get("src"):
            self.urls.append(attributes["src"])
        elif tag == "link" and "stylesheet" in (attributes.get("rel") or "").split() and attributes.get("href"):
            self.urls.append(attributes["href"])
        elif tag == "details" and attributes.get("data-progress"):
            self.tools_folder = attributes["data-progress"]


def without_cards(page):
    """The page with its cards' markup (the list up to the finished view that follows it: a card
    may hold lists of its own) and its packed card states taken out."""
    shell = re.sub(r'(<ol class="cards">).*?(</ol>\s*<div class="finished")', r"\1\2", page, flags=re.S)
    return re.sub(r'(<script type="application/json" id="study-states">).*?(</script>)', r"\1\2", shell, flags=re.S)


def weigh(site_binary, deck="quiz", content=ROOT / "Content"):
    """(up front, panel, tools): each [(name, bytes as written, bytes gzipped)], for the deck
    page's shell and what it loads when it opens, for its progress panel, loaded when the panel
    comes into view, and for the progress tools, loaded when they open."""
    with tempfile.TemporaryDirectory() as scratch:
        output = Path(scratch) / "Public"
        subprocess.run([site_binary, "build", "--content", str(content), "--output", str(output)],
                       check=True, capture_output=True)
        page_path = output / "decks" / deck / "index.html"
        page = page_path.read_text(encoding="utf-8")
        loads = Loads()
        loads.feed(page)

        def file(url):
            path = (page_path.parent / url).resolve()
            return path.relative_to(output.resolve()).as_posix(), path.read_bytes()

        up_front = [("page HTML without its cards", without_cards(page).encode("utf-8"))] + [file(url) for url in loads.urls]
        later = lambda names: [file(loads.tools_folder + name) for name in names] if loads.tools_folder is not None else []
        measure = lambda rows: [(name, len(data), len(gzip.compress(data, 9, mtime=0))) for name, data in rows]
        return measure(up_front), measure(later(PANEL)), measure(later(TOOLS))


def rows_table(rows, total_label):
    total, zipped = sum(row[1] for row in rows), sum(row[2] for row in rows)
    lines = ["| file | as written (bytes) | gzipped (bytes) |", "| --- | ---: | ---: |"]
    lines += [f"| {name} | {raw:,} | {packed:,} |" for name, raw, packed in rows]
    lines.append(f"| **{total_label}** | **{total:,}** | **{zipped:,}** |")
    return lines, total, zipped


def verdict(raw, zipped):
    return (f"as written {'met' if raw <= TARGET else 'not met'} ({raw:,}), "
            f"gzipped {'met' if zipped <= TARGET else 'not met'} ({zipped:,})")


def table(weights, deck):
    up_front, panel, on_demand = weights
    lines = [f"## Study page weight (decks/{deck}, beyond its cards)\n", "What the page loads when it opens:\n"]
    rows, total, zipped = rows_table(up_front, "total")
    lines += rows + ["", f"Target 25 KB ({TARGET:,} bytes): {verdict(total, zipped)}."]
    if panel:
        lines += ["", "Loaded when the progress panel first comes into view:\n"]
        lines += rows_table(panel, "total when in view")[0]
    if on_demand:
        lines += ["", 'Loaded when the learner opens "Export, import or reset":\n']
        tool_rows, tools, tools_zipped = rows_table(on_demand, "total on demand")
        lines += tool_rows
        lines += ["", f"The page with its tools opened, against the same target: {verdict(total + tools, zipped + tools_zipped)}."]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deck", default="quiz", help="the deck whose page is weighed (default quiz)")
    parser.add_argument("--content", default=str(ROOT / "Content"), help="the content to build (default the repository's)")
    args = parser.parse_args()
    site = os.environ.get("SITE_BIN") or str(ROOT / ".build" / "release" / "site")
    if not os.access(site, os.X_OK):
        sys.exit(f"page_weight.py: no site binary at {site}; build it (swift build -c release --static-swift-stdlib --product site) or set SITE_BIN")
    print(table(weigh(site, args.deck, Path(args.content)), args.deck))


if __name__ == "__main__":
    main()
