#!/usr/bin/env python3
"""Rebuild benchmark: how long `site` takes to bring its output up to date after no change and
after a one-movie edit (one note of a vault, one deck), side by side with Hugo, in one run. See
Benchmarks/README.md.

    SITE_BIN=.build/release/site python3 Benchmarks/rebuild.py [--runs N] [--corpus movies-10k|vault-1k|decks-200x50|deck-10k]

Measured, each the median of N runs (one warm-up first):
* `site build`, no change: a build over the previous build of unchanged content;
* `site build`, one movie edited: one movie's overview changed in the catalog file (a vault: the
  first card of one note; decks: the first answer of one deck file);
* `site serve`, one movie edited: from the file's save to the live-reload event that tells open
  pages the build is done (what an author waits for);
* `hugo`, no change and one movie edited: Hugo has no incremental `hugo` build, so each is a full
  build into the same folder, as a user would run it;
* `hugo server`, one movie edited: from the save until Hugo prints its rebuild line (it renders
  into memory by default, as users run it).
The corpus is generated with generate.py into a temporary folder, removed at the end.
"""
import argparse
import http.client
import json
import os
import queue
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

HERE = Path(__file__).resolve().parent


def timed(command, **kwargs) -> float:
    # Nothing the last run wrote is left waiting to go to disk when the clock starts: Hugo's
    # full builds write 100 MB each, and the kernel writing them back on these two cores was
    # charged to whichever run came next (site's one-movie edits ran right after Hugo's).
    os.sync()
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kwargs)
    return time.perf_counter() - start


def age(folder: Path):
    """Makes every file look a minute old, as content is that was not just saved."""
    past = time.time() - 60
    for path in [folder, *folder.rglob("*")]:
        os.utime(path, (past, past))


# What one edit changes in each kind of corpus, as the results name it.
EDITED = {"movies": "movie", "vault": "note", "decks": "deck", "deck": "card"}


def corpus_kind(corpus: str) -> str:
    kind = corpus.rsplit("-", 1)[0]
    if kind not in EDITED:
        sys.exit(f"rebuild.py: no edit for the corpus '{corpus}' (movies-N, vault-N, decks-DxC or deck-N)")
    return kind


class ContentEditor:
    """Edits one thing in one content file in place, a different word each time, same file
    otherwise: a movie's overview in the middle of the catalog, the first card's answer of the
    vault's middle note, the first answer of the middle deck file (or of the one deck)."""

    def __init__(self, content: Path, kind: str):
        self.kind = kind
        if kind == "movies":
            self.path = next((content / "movies").glob("*.md"))
        else:
            files = sorted(path for path in content.rglob("*.md")
                           if path.name != "index.md" and ".obsidian" not in path.parts)
            self.path = files[len(files) // 2]
        self.draft = content.parent / "draft.tmp"
        self.count = 0

    def edit(self):
        self.count += 1
        text = self.path.read_text()
        word = f"Edited{self.count} "
        if self.kind == "movies":
            marker = re.search(r"\nWithin |\nRocket |\nYoung |\n[A-Z][a-z]+ ", text[len(text) // 2:])
            position = len(text) // 2 + marker.start() + 1
        elif self.kind == "vault":
            position = text.index("::") + 2
        else:
            position = text.index("\n\n", text.index("\n## ") + 1) + 2
        text = text[:position] + word + text[position:]
        self.draft.write_text(text)   # saved as editors do: one rename
        self.draft.replace(self.path)


def hugo_page(site: Path) -> Path:
    """The page Hugo's edits change: the middle one of its content, as the site's edit."""
    pages = sorted(path for path in (site / "content").rglob("*.md") if path.name != "_index.md")
    return pages[len(pages) // 2]


def lines_of(process):
    lines = queue.Queue()

    def pump():
        for line in process.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    return lines


def wait_line(lines, pattern, limit=600):
    deadline = time.monotonic() + limit
    while True:
        line = lines.get(timeout=max(deadline - time.monotonic(), 0.1))
        if line is None:
            raise RuntimeError("the server exited")
        if re.search(pattern, line):
            return line


def serve_edits(site_bin: str, content: Path, output: Path, runs: int, kind: str):
    process = subprocess.Popen([site_bin, "serve", "--port", "0", "--content", str(content), "--output", str(output)],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        lines = lines_of(process)
        url = wait_line(lines, r"^Serving ").split(" at ")[1].split()[0]
        parts = urllib.parse.urlsplit(url)
        connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=600)
        connection.request("GET", "/.site/events")
        events = connection.getresponse()

        def generation():
            while True:
                line = events.readline().decode()
                if line.startswith("data: "):
                    return json.loads(line[6:])["generation"]

        built = [generation()]

        def wait_for_build():
            while (latest := generation()) <= built[-1]:
                pass
            built.append(latest)

        editor = ContentEditor(content, kind)
        return timed_edits(runs, lambda _: editor.edit(), wait_for_build)
    finally:
        stop(process)


def timed_edits(runs: int, edit, wait_until_rebuilt) -> list:
    """Seconds from each edit until the server has rebuilt, for `runs` edits after a warm-up one."""
    times = []
    for run in range(runs + 1):
        os.sync()   # as in `timed`
        start = time.perf_counter()
        edit(run)
        wait_until_rebuilt()
        if run:
            times.append(time.perf_counter() - start)
    return times


def stop(process):
    process.send_signal(signal.SIGINT)
    process.wait(timeout=60)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def hugo_server_edits(site: Path, runs: int):
    process = subprocess.Popen(["hugo", "server", "--port", str(free_port()), "--bind", "127.0.0.1", "--source", str(site)],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        lines = lines_of(process)
        wait_line(lines, r"Web Server is available")
        target = hugo_page(site)

        def edit(run: int):
            draft = site / "draft.tmp"
            draft.write_text(target.read_text().replace("\n\n", f"\n\nEdited{run} ", 1))
            draft.replace(target)

        return timed_edits(runs, edit, lambda: wait_line(lines, r"Total in \d+ ms"))
    finally:
        stop(process)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--corpus", default="movies-10k")
    arguments = parser.parse_args()
    kind = corpus_kind(arguments.corpus)
    site_bin = os.environ.get("SITE_BIN") or str(HERE.parent / ".build" / "release" / "site")
    if shutil.which("hugo") is None:
        sys.exit("rebuild.py: hugo is missing: apt-get install hugo")
    work = Path(tempfile.mkdtemp(prefix="rebuild-bench-"))
    try:
        subprocess.run([sys.executable, str(HERE / "generate.py"), "--out", str(work), arguments.corpus], check=True,
                       stdout=subprocess.DEVNULL)
        corpus = work / arguments.corpus
        content, output = corpus / "site" / "Content", work / "out" / "Public"
        hugo_site, hugo_out = corpus / "hugo", work / "hugo-out"
        age(content)
        age(hugo_site)
        build = [site_bin, "build", "--content", str(content), "--output", str(output), "--date", "2026-11-22"]
        hugo = ["hugo", "--quiet", "--source", str(hugo_site), "--destination", str(hugo_out)]
        results = {}
        first = timed(build)
        results["site build, first (full) build"] = [first]
        timed(hugo)
        results["site build, no change"] = [timed(build) for _ in range(arguments.runs)]
        results["hugo, no change (a full build)"] = [timed(hugo) for _ in range(arguments.runs)]
        editor = ContentEditor(content, kind)
        one = f"one {EDITED[kind]} edited"
        edits = []
        for _ in range(arguments.runs):
            editor.edit()
            edits.append(timed(build))
        results[f"site build, {one}"] = edits
        target = hugo_page(hugo_site)
        hugo_edits = []
        for run in range(arguments.runs):
            target.write_text(target.read_text().replace("\n\n", f"\n\nEdited{run} ", 1))
            hugo_edits.append(timed(hugo))
        results[f"hugo, {one} (a full build)"] = hugo_edits
        results[f"site serve, {one} (save → reload event)"] = serve_edits(site_bin, content, output, arguments.runs, kind)
        results[f"hugo server, {one} (save → rebuilt)"] = hugo_server_edits(hugo_site, arguments.runs)
        print(f"\n{arguments.corpus}, median of {arguments.runs} runs (min–max):\n")
        print("| what | seconds |")
        print("|---|---|")
        for name, times in results.items():
            print(f"| {name} | {statistics.median(times):.3f} ({min(times):.3f}–{max(times):.3f}) |")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
