#!/usr/bin/env python3
"""Build-speed benchmark: `site build` against Hugo and the cmark floor, alternating, in one run.

Called by Benchmarks/run.sh, which checks the prerequisites and sets SITE_BIN:

    SITE_BIN=/path/to/site python3 Benchmarks/bench.py [--runs N] [--timeout S] [--profile CORPUS] [CORPUS...]

See Benchmarks/README.md for what is measured and how to read the tables. Python 3 standard
library only.
"""

import argparse
import fcntl
import hashlib
import json
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in the repository
sys.path.insert(0, HERE)
import generate  # noqa: E402
import page_weight  # noqa: E402

DEFAULT_CORPORA = ["movies-1k", "movies-10k", "decks-200x50", "deck-10k", "contacts-10k", "vault-1k"]
# "floor" writes each page as <page>.html, side by side in one folder, as the floor did;
# "floor-folders" writes it where `site build` and Hugo put it, <page>/index.html, a folder a page.
# "site-files" is `site build` of the same content with `pretty_urls: false`: a file a page, as the
# floor writes them.
# "site-base" (with SITE_BASE_BIN) is another `site` program on the same content, a baseline to
# hold this one to: measured in the same rounds, its output compared with the site's byte for byte.
TOOLS = ["site", "hugo", "floor", "floor-folders", "site-files"]
FLOORS = ("floor", "floor-folders")
BUILD_DATE = "2026-11-22"
TIME = "/usr/bin/time"


def log(*parts):
    print(*parts, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# One measured run


class Run:
    """One run of one tool: wall seconds, CPU seconds, peak RSS in kB, or why it has none."""

    def __init__(self, wall=None, cpu=None, rss_kb=None, failure=None):
        self.wall, self.cpu, self.rss_kb, self.failure = wall, cpu, rss_kb, failure


def parse_time_v(text):
    values = {}
    for line in text.splitlines():
        key, _, value = line.strip().rpartition(": ")
        values[key] = value
    user = float(values.get("User time (seconds)", "nan"))
    system = float(values.get("System time (seconds)", "nan"))
    rss = int(values.get("Maximum resident set size (kbytes)", "0"))
    return user + system, rss


def measure(command, output, scratch, timeout):
    """Run `command` under /usr/bin/time -v with a fresh, empty `output` directory (and no memory
    of an earlier build beside it: a `site` before 0.1.0's redesign kept one in `.<output>.memory/`,
    which a `SITE_BASE_BIN` may still write)."""
    if os.path.exists(output):
        shutil.rmtree(output)
    memory = os.path.join(os.path.dirname(output), "." + os.path.basename(output) + ".memory")
    shutil.rmtree(memory, ignore_errors=True)
    os.makedirs(output)
    # What the runs before this one wrote is written back now, untimed: the kernel flushes dirty
    # pages 30 s after they were written, so Hugo's gigabyte at movies-100k was written back
    # during the runs after it (the site's 100,000 movies took 12.4 s in the benchmark, 7.7 s alone).
    os.sync()
    time_file = os.path.join(scratch, "time-v.txt")
    log_file = os.path.join(scratch, "tool-output.txt")
    with open(log_file, "wb") as sink:
        start = time.perf_counter()
        # A session of its own, so a timeout ends the tool and every process it started.
        process = subprocess.Popen([TIME, "-v", "-o", time_file] + command, stdout=sink,
                                   stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   start_new_session=True)
        # A blocking wait, and a timer for the timeout: `wait(timeout=…)` polls with sleeps of up
        # to 50 ms, which rounded every wall time up to the next poll (0.315, 0.365, … s).
        timed_out = threading.Event()
        def kill():
            timed_out.set()
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:   # it ended just now
                pass
        timer = threading.Timer(timeout, kill)
        timer.daemon = True   # Ctrl-C does not wait for it
        timer.start()
        try:
            status = process.wait()
            wall = time.perf_counter() - start
        finally:
            timer.cancel()
            if process.poll() is None:   # interrupted: end the run too
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
        if timed_out.is_set() and status < 0:
            return Run(failure="timeout")
    if status != 0:
        with open(log_file, "rb") as f:
            tail = f.read()[-2000:].decode("utf-8", "replace").strip()
        return Run(failure=f"exit {status}", wall=wall) if not tail else \
            Run(failure=f"exit {status}: {tail.splitlines()[-1][:200]}", wall=wall)
    with open(time_file) as f:
        cpu, rss = parse_time_v(f.read())
    return Run(wall=wall, cpu=cpu, rss_kb=rss)


# ---------------------------------------------------------------------------------------------
# What a build wrote


def du_bytes(path):
    out = subprocess.run(["du", "-sb", path], check=True, capture_output=True, text=True).stdout
    return int(out.split()[0])


def html_count(path):
    return sum(1 for _, _, files in os.walk(path) for name in files if name.endswith(".html"))


def section_files(out, expected):
    """(detail slugs, list page count) of the corpus's section in a site written a file a page:
    the first list page the section folder's index.html, the detail pages files in it, the
    other list pages files in page/."""
    section = os.path.join(out, expected["section"])
    details, lists = set(), 0
    if os.path.isfile(os.path.join(section, "index.html")):
        lists += 1
    if os.path.isdir(section):
        for entry in os.listdir(section):
            if entry.endswith(".html") and entry != "index.html" and os.path.isfile(os.path.join(section, entry)):
                details.add(entry[:-len(".html")])
    pages = os.path.join(section, "page")
    if expected["kind"] == "movies" and os.path.isdir(pages):
        lists += sum(1 for entry in os.listdir(pages) if entry.endswith(".html") and entry != "index.html")
    return details, lists, 0


def section_pages(out, expected):
    """(detail slugs, list page count, alias count) of the corpus's section in a site or Hugo output."""
    section = os.path.join(out, expected["section"])
    details, lists, aliases = set(), 0, 0
    if os.path.isfile(os.path.join(section, "index.html")):
        lists += 1
    if os.path.isdir(section):
        for entry in os.listdir(section):
            if entry == "page" and expected["kind"] == "movies":
                continue
            if os.path.isfile(os.path.join(section, entry, "index.html")):
                details.add(entry)
    pages = os.path.join(section, "page")
    if expected["kind"] == "movies" and os.path.isdir(pages):
        for entry in os.listdir(pages):
            if os.path.isfile(os.path.join(pages, entry, "index.html")):
                if entry == "1":
                    aliases += 1  # Hugo's redirect from page/1/ to the first page
                else:
                    lists += 1
    return details, lists, aliases


def plural(n, noun):
    return f"{n:,} {noun}" + ("" if n == 1 else "s")


def check_output(tool, out, expected):
    """A line saying what `tool` wrote against what the corpus needs, and whether it matches."""
    if tool in FLOORS:
        n = html_count(out)
        ok = n == expected["floor_pages"]
        return ok, f"{tool}: {plural(n, 'body page')} (expected {expected['floor_pages']:,})", None
    if expected["kind"] == "vault" and tool == "hugo":
        # Hugo renders the vault's notes, each a page; the site, the decks their cards make.
        n = html_count(os.path.join(out, "notes"))
        ok = n >= expected["notes"]
        return ok, f"{tool}: {plural(n, 'note page')} (expected {expected['notes']:,})", None
    details, lists, aliases = (section_files if tool == "site-files" else section_pages)(out, expected)
    ok = len(details) == expected["detail_pages"] and lists == expected["list_pages"]
    noun = {"movies": "movie", "decks": "deck", "contacts": "contact", "vault": "deck"}[expected["kind"]]
    text = (f"{tool}: {plural(len(details), noun + ' page')} + {plural(lists, 'list page')} "
            f"(expected {expected['detail_pages']:,} + {expected['list_pages']:,})")
    if aliases:
        text += f", and Hugo's redirect page/1/"
    return ok, text, details


# ---------------------------------------------------------------------------------------------
# Report


def fmt_s(seconds):
    if seconds is None:
        return "—"
    return f"{seconds:.3f}" if seconds < 10 else f"{seconds:.2f}" if seconds < 100 else f"{seconds:.1f}"


def fmt_ratio(value, lower_bound=False):
    if value is None:
        return "—"
    text = f"{value:.2f}" if value < 10 else f"{value:.1f}" if value < 100 else f"{value:.0f}"
    return ("> " if lower_bound else "") + text + "×"


def summarise(runs):
    good = [r for r in runs if r.failure is None]
    failures = [r.failure for r in runs if r.failure is not None]
    if not good:
        return None, failures
    walls = [r.wall for r in good]
    return {"median": statistics.median(walls), "min": min(walls), "max": max(walls),
            "cpu": statistics.median(r.cpu for r in good),
            "rss": statistics.median(r.rss_kb for r in good) / 1024, "n": len(good),
            "walls": walls}, failures


# The ratios each round gives, the first tool's run over the second's.
PAIRS = [("site", "site-base"), ("site", "hugo"), ("site", "floor"), ("site", "floor-folders"), ("site-files", "floor")]


def paired_ratio(first, second):
    """The median, over the rounds both tools ran, of one run's wall time over the other's."""
    ratios = [a.wall / b.wall for a, b in zip(first, second)
              if a.failure is None and b.failure is None and b.wall > 0]
    return statistics.median(ratios) if ratios else None


def per_page(figures):
    """Time per page of each tool on corpora of one kind and several sizes (`movies-1k`,
    `movies-10k`, ...): median wall time over the pages written, and how far each size is from
    the mean of the sizes (the issue's target: within ±25%). `figures` maps a corpus to
    {tool: (median wall seconds, pages written)}, in the order run."""
    kinds = {}
    for corpus in figures:
        kind = generate.parse(corpus)
        kinds.setdefault(kind[0] if kind else corpus, []).append(corpus)
    sections = []
    for kind, corpora in kinds.items():
        if len(corpora) < 2:
            continue
        lines = [f"#### Time per page, {kind}", "",
                 "Median wall time over the `.html` pages written; in brackets, each size against the mean of "
                 "the sizes.", "",
                 "| tool | " + " | ".join(corpora) + " |", "| --- |" + " ---: |" * len(corpora)]
        for tool in TOOLS:
            times = [figures[c].get(tool) for c in corpora]
            per = [wall / pages * 1000 if wall is not None and pages else None for wall, pages in
                   (t if t else (None, None) for t in times)]
            known = [p for p in per if p is not None]
            if len(known) < 2:
                continue
            mean = statistics.mean(known)
            cells = ["—" if p is None else f"{p:.3f} ms ({(p / mean - 1) * 100:+.0f}%)" for p in per]
            lines.append(f"| {tool} | " + " | ".join(cells) + " |")
        sections.append("\n".join(lines))
    return "\n\n".join(sections)


def table(corpus, results, outputs, timeout):
    stats = {tool: summarise(results[tool]) for tool in TOOLS}
    site, site_failures = stats["site"]
    lines = [f"#### {corpus}", "",
             "| tool | median wall (s) | spread min–max (s) | site ÷ tool | CPU user+sys (s) | peak RSS (MB) | bytes written | pages (.html) |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    ratios = {}
    for tool in TOOLS:
        s, failures = stats[tool]
        bytes_, pages = outputs.get(tool, (None, None))
        bytes_text = f"{bytes_:,}" if bytes_ is not None else "—"
        pages_text = f"{pages:,}" if pages is not None else "—"
        if s is None:
            why = failures[0] if failures else "not run"
            if why == "timeout":
                why = f"timeout (> {timeout:g} s)"
            lines.append(f"| {tool} | {why} | — | — | — | — | {bytes_text} | {pages_text} |")
            continue
        if tool == "site":
            ratio = "1.00×"
        elif site is not None:
            ratios[tool] = site["median"] / s["median"]
            ratio = fmt_ratio(ratios[tool])
        elif site_failures and site_failures[0] == "timeout":
            ratios[tool] = timeout / s["median"]
            ratio = fmt_ratio(ratios[tool], lower_bound=True)
        else:
            ratio = "—"
        spread = f"{fmt_s(s['min'])}–{fmt_s(s['max'])}"
        note = f" ({len(failures)} failed)" if failures else ""
        lines.append(f"| {tool} | {fmt_s(s['median'])}{note} | {spread} | {ratio} | {fmt_s(s['cpu'])} | "
                     f"{s['rss']:.1f} | {bytes_text} | {pages_text} |")
    lines.append("")
    relation = ">" if site is None else "="
    parts = [f"site/{tool} {relation} {fmt_ratio(ratios[tool])}" for tool in ("site-base", "hugo") + FLOORS if tool in ratios]
    files, _ = stats["site-files"]
    if files is not None:
        parts += [f"site-files/{tool} = {fmt_ratio(files['median'] / stats[tool][0]['median'])}"
                  for tool in ("hugo", "floor") if stats[tool][0] is not None]
    if parts:
        lines.append("Median ratios: " + ", ".join(parts) + ".")
    paired = [f"{a}/{b} = {fmt_ratio(r)}" for a, b in PAIRS
              if a in results and b in results and (r := paired_ratio(results[a], results[b])) is not None]
    if paired:
        lines.append("Paired ratios (the median of each round's ratio; a round's runs follow each other, "
                     "so a slow spell of the disk slows both): " + ", ".join(paired) + ".")
    for tool in TOOLS:
        s, _ = stats[tool]
        if s is not None:
            lines.append(f"{tool} runs (s): " + " ".join(fmt_s(w) for w in s["walls"]))
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------


def commands(corpus_dir, tools, out):
    return {
        "site": [tools["site"], "build", "--content", os.path.join(corpus_dir, "site", "Content"),
                 "--output", out, "--date", BUILD_DATE],
        "hugo": ["hugo", "--quiet", "--source", os.path.join(corpus_dir, "hugo"), "--destination", out],
        "floor": [tools["floor"], os.path.join(corpus_dir, "floor", "manifest.tsv"), out],
        "floor-folders": [tools["floor"], "--folders", os.path.join(corpus_dir, "floor", "manifest.tsv"), out],
        "site-files": [tools["site"], "build", "--content", os.path.join(corpus_dir, "site-files", "Content"),
                       "--output", out, "--date", BUILD_DATE],
        "site-base": [tools.get("site-base", ""), "build", "--content", os.path.join(corpus_dir, "site", "Content"),
                      "--output", out, "--date", BUILD_DATE],
    }


def same_files(first, second):
    """The paths whose bytes differ between two outputs (or that only one has), the build
    manifest aside (it names the program that wrote it)."""
    def files(root):
        found = {}
        for folder, _, names in os.walk(root):
            for name in names:
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, root)
                if relative != ".site-build.json":
                    with open(path, "rb") as f:
                        found[relative] = hashlib.sha256(f.read()).digest()
        return found
    a, b = files(first), files(second)
    return sorted(path for path in a.keys() | b.keys() if a.get(path) != b.get(path))


def file_per_page_content(corpus_dir):
    """`site-files/Content`: the site's content with `pretty_urls: false` in its index.md, every
    other file a hard link to the site's (no bytes copied, and nothing outside the content folder)."""
    source = os.path.join(corpus_dir, "site", "Content")
    target = os.path.join(corpus_dir, "site-files", "Content")
    for folder, _, files in os.walk(source):
        into = os.path.join(target, os.path.relpath(folder, source))
        os.makedirs(into, exist_ok=True)
        for name in files:
            if folder == source and name == "index.md":
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    text = f.read()
                assert text.startswith("---\n"), "the corpus's index.md has front matter"
                with open(os.path.join(into, name), "w", encoding="utf-8") as f:
                    f.write("---\npretty_urls: false\n" + text[len("---\n"):])
            else:
                os.link(os.path.join(folder, name), os.path.join(into, name))


def bench_corpus(name, work, tools, runs, timeout, seed, split_list):
    t0 = time.perf_counter()
    corpus_dir = generate.generate(os.path.join(work, "corpora"), name, seed, split_list)
    file_per_page_content(corpus_dir)
    with open(os.path.join(corpus_dir, "expected.json")) as f:
        expected = json.load(f)
    log(f"[{name}] generated in {time.perf_counter() - t0:.1f} s; load average {os.getloadavg()[0]:.2f}")
    settle.wait(name, work)
    results = {tool: [] for tool in TOOLS}
    outputs, checks, detail_sets, stopped = {}, [], {}, set()
    all_ok = True
    for round_ in range(runs + 1):  # round 0 is the warm-up
        for tool in TOOLS:
            if tool in stopped:
                continue
            # Every run writes a new folder; none is deleted until the corpus is done (see settle).
            out = os.path.join(work, "out", name, f"{tool}-{round_}")
            label = "warm-up" if round_ == 0 else f"run {round_}/{runs}"
            run = measure(commands(corpus_dir, tools, out)[tool], out, work, timeout)
            log(f"[{name}] {tool:13} {label:9} " +
                (f"{run.wall:8.3f} s  {run.rss_kb / 1024:7.1f} MB" if run.failure is None else run.failure))
            if round_ > 0 or run.failure is not None:
                results[tool].append(run)
            if run.failure is not None:
                if round_ == 0:
                    checks.append(f"--   {tool}: {run.failure} in the warm-up; its output was not checked")
                stopped.add(tool)  # a tool that timed out or failed once is not run again
                all_ok &= run.failure == "timeout"  # a timeout is a result; a crash is not
            elif round_ == 0:
                outputs[tool] = (du_bytes(out), html_count(out))
                ok, text, details = check_output(tool, out, expected)
                checks.append(("ok  " if ok else "FAIL") + " " + text)
                all_ok &= ok
                if details is not None:
                    detail_sets[tool] = details
    if "site" in detail_sets and "hugo" in detail_sets:
        same = detail_sets["site"] == detail_sets["hugo"]
        only = len(detail_sets["site"] ^ detail_sets["hugo"])
        checks.append(("ok  " if same else "FAIL") + " site and hugo wrote the same detail-page URLs" +
                      ("" if same else f" ({only} differ)"))
        all_ok &= same
    if "site" in outputs and "site-base" in outputs:
        differing = same_files(os.path.join(work, "out", name, "site-0"), os.path.join(work, "out", name, "site-base-0"))
        checks.append(("ok  " if not differing else "FAIL") + " site and site-base wrote byte-identical files" +
                      ("" if not differing else f" ({len(differing)} differ, first {differing[0]})"))
        all_ok &= not differing
    if "site" in detail_sets and "site-files" in detail_sets:
        same = detail_sets["site"] == detail_sets["site-files"]
        checks.append(("ok  " if same else "FAIL") + " site and site-files wrote the same detail pages, in folders and as files")
        all_ok &= same
    report = table(name, results, outputs, timeout)
    report += "\n\nPage check (warm-up output):\n" + "\n".join("  " + c for c in checks) + "\n"
    log(f"[{name}] done; load average {os.getloadavg()[0]:.2f}")
    figures = {tool: (stats["median"], outputs[tool][1]) for tool in TOOLS
               if (stats := summarise(results[tool])[0]) is not None and tool in outputs}
    # Nothing is deleted before the benchmark ends (see Settle): the outputs stay on disk.
    return report, all_ok, figures


class Settle:
    """Waits, before the first corpus, until what was deleted before the benchmark started is
    written back and SETTLE_SECONDS old; the benchmark itself deletes nothing before it ends.

    ext4 without a journal (this benchmark's VM) does not reuse an inode freed in the last 60
    seconds, or 360 seconds while the block of the inode table that holds it is not yet written
    back (`RECENTCY_MIN`, `RECENTCY_DIRTY` and `recently_deleted` in fs/ext4/ialloc.c), and
    creating a file or folder first scans past every such inode. A new file whose inode shares
    a table block with freed ones dirties that block again, so the 360 s apply however long one
    waits after a `sync`: measured here, the floor spent 65% of a contacts-10k run in that scan
    minutes after a deletion, and the runs of one corpus grew slower run after run. So every
    output of every corpus is kept until the end (disk space: see Benchmarks/README.md), and
    the deletions before the start are flushed (`sync`) and given SETTLE_SECONDS, or, after an
    earlier run of this benchmark (which stamps STAMP as it deletes its outputs),
    AFTER_OWN_DELETION from its deletion: a run started right after another measured the first
    one's deletion (the floor wrote movies-1k in 0.33 s instead of 0.05 s). (Until 27
    November 2026 the outputs of a corpus were deleted when it was done, and the next corpus
    waited 31 s: contacts-10k, measured after deck-10k, paid for deck-10k's outputs.)"""

    SETTLE_SECONDS = 61
    # An earlier run of this benchmark deleted its outputs, gigabytes of them, as it ended, and
    # said when in STAMP: the next run waits out the kernel's longer window after that deletion.
    AFTER_OWN_DELETION = 361
    STAMP = os.path.join(tempfile.gettempdir(), "site-bench-deleted")

    def __init__(self):
        self.last = None
        self.own = 0.0

    def deleted(self):
        os.sync()
        self.last = time.monotonic()
        try:
            self.own = self.AFTER_OWN_DELETION - (time.time() - os.path.getmtime(self.STAMP))
        except OSError:
            self.own = 0.0

    @classmethod
    def stamp(cls):
        """Says, for the next run, that this one has just deleted its outputs."""
        os.sync()
        with open(cls.STAMP, "w") as stamp:
            stamp.write(time.strftime("%Y-%m-%d %H:%M:%S\n"))

    def wait(self, name, folder):
        if self.last is not None:
            waited = time.monotonic() - self.last
            left = max(self.SETTLE_SECONDS - waited, self.own - waited)
            if left > 0:
                log(f"[{name}] waiting {left:.0f} s for files deleted before the benchmark to age (see Settle)")
                time.sleep(left)
        quiet = QuietDisk.under(folder)
        if quiet is not None and not quiet.wait(lambda text: log(f"[{name}] {text}")):
            log(f"[{name}] the disk was still busy after {QuietDisk.LIMIT_SECONDS} s; measuring anyway")


class OneRunAtATime:
    """Holds a lock on LOCK for the whole of a run, its final deletion included: a run started
    while another one is going on waits for it to end. The deletion of a movies-100k run's
    15 GB takes about twenty minutes on this VM's disk, and Settle's stamp is written when it
    ends, so a run started meanwhile measured against it (its first corpus found the disk
    reading, not writing, which QuietDisk does not count). The kernel lets the lock go when the
    process ends, however it ends."""

    LOCK = os.path.join(tempfile.gettempdir(), "site-bench.lock")

    def __init__(self, path=LOCK):
        self.path = path
        self.file = None

    def hold(self, say):
        """Takes the lock, waiting for the run that holds it, if any, and saying so once."""
        self.file = open(self.path, "a")
        try:
            fcntl.flock(self.file, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            say(f"another run of the benchmark is going on (it holds {self.path}); waiting for it to end")
            fcntl.flock(self.file, fcntl.LOCK_EX)
        return self


class QuietDisk:
    """Waits until the disk that holds a folder is idle: nothing written, nothing discarded,
    no request in flight over a few seconds. A deletion goes on long after `rm` returns on a
    disk mounted with `discard` (the kernel trims what was freed): after a movies-100k run
    deleted its 15 GB of outputs, this VM's disk trimmed for over twenty minutes at a quarter of
    the CPU in system time, and a movies-1k build took 0.12 s instead of 0.075 s. A state, not a
    time: the wait ends as soon as the disk is quiet, or at LIMIT_SECONDS."""

    WINDOW_SECONDS = 3
    # What "nothing" may still be over a window: a log line, a cron job's file (512-byte sectors).
    QUIET_SECTORS = 2048
    LIMIT_SECONDS = 1800
    DISKSTATS = "/proc/diskstats"

    def __init__(self, major, minor, read=None):
        self.major, self.minor = major, minor
        self.read = read or self.diskstats

    @classmethod
    def diskstats(cls):
        with open(cls.DISKSTATS) as stats:
            return stats.read()

    @classmethod
    def under(cls, folder):
        """The disk of `folder`, or None where there is none to watch (a tmpfs such as
        /dev/shm, an overlay, a system without /proc/diskstats)."""
        device = os.stat(folder).st_dev
        quiet = cls(os.major(device), os.minor(device))
        try:
            return quiet if quiet.counters() is not None else None
        except OSError:
            return None

    def counters(self):
        """(sectors written, sectors discarded, requests in flight) of the device, or None."""
        for line in self.read().splitlines():
            fields = line.split()
            if len(fields) >= 14 and fields[0] == str(self.major) and fields[1] == str(self.minor):
                discarded = int(fields[16]) if len(fields) >= 18 else 0
                return int(fields[9]), discarded, int(fields[11])
        return None

    def wait(self, say, sleep=time.sleep, clock=time.monotonic):
        """True once a window passes with the disk quiet; False at the limit. Says once that it waits."""
        start, said = clock(), False
        before = self.counters()
        while True:
            sleep(self.WINDOW_SECONDS)
            after = self.counters()
            if before is None or after is None:
                return True
            moved = (after[0] - before[0]) + (after[1] - before[1])
            if moved <= self.QUIET_SECTORS and after[2] == 0:
                if said:
                    say(f"the disk is quiet after {clock() - start:.0f} s")
                return True
            if clock() - start >= self.LIMIT_SECONDS:
                return False
            if not said:
                say(f"waiting for the disk to be quiet ({moved * 512 / 1e6:.0f} MB written or trimmed in {self.WINDOW_SECONDS} s)")
                said = True
            before = after


settle = Settle()


# Frames of the thread pool and the async runtime, above every piece of the build's own work.
RUNTIME_FRAMES = re.compile(r"^(_dispatch_|start_thread|clone3?$|swift_job_run|swift::runJob|"
                            r"0x[0-9a-f]+$|\[unknown\]|_start$|__libc_start)")


def report(data, children, top, demangle):
    """The `top` rows of `perf report` by inclusive (`children`) or self cost, demangled."""
    text = subprocess.run(["perf", "report", "-i", data, "--stdio", "--sort", "symbol", "-g", "none",
                           "--children" if children else "--no-children", "--percent-limit", "0.5"],
                          capture_output=True, text=True).stdout
    samples = next((line.strip("# ").strip() for line in text.splitlines() if line.startswith("# Samples")), "")
    rows = []
    for line in text.splitlines():
        m = re.match(r"^\s*([\d.]+)%\s+(?:([\d.]+)%\s+)?\[[.k]\]\s+(.*?)\s*$", line)
        if not m:
            continue
        where = re.sub(r"\s+-\s+-$", "", m.group(3))  # perf's empty IPC columns
        if children and RUNTIME_FRAMES.match(where):
            continue
        rows.append((m.group(1), where))
        if len(rows) == top:
            break
    names = "\n".join(where for _, where in rows)
    if demangle and names:
        names = subprocess.run(demangle, input=names, capture_output=True, text=True).stdout.rstrip()
    body = "\n".join(f"{share:>6}%  {name}" for (share, _), name in zip(rows, names.splitlines()))
    return samples, body


def profile(name, work, tools, seed, split_list, timeout, top):
    """`site build` on `name` under `perf record -g` (sampling at 999 Hz, call graphs from frame
    pointers). Valgrind's callgrind, used before, crashes here (3.19 on Linux 6.18) as soon as
    libdispatch starts a worker thread, even in a five-line Swift program."""
    if shutil.which("perf") is None:
        print("run.sh: --profile needs perf; install it with:\napt-get install linux-perf", file=sys.stderr)
        return False
    corpus_dir = generate.generate(os.path.join(work, "corpora"), name, seed, split_list)
    out = os.path.join(work, "out", "profile")
    os.makedirs(out)
    data = os.path.join(work, "perf.data")
    command = ["perf", "record", "-F", "999", "-g", "-o", data, "--",
               tools["site"], "build", "--content", os.path.join(corpus_dir, "site", "Content"),
               "--output", out, "--date", BUILD_DATE]
    log(f"[profile {name}] {' '.join(command)}")
    print(f"\n### Profile of site build on {name} (perf, samples of CPU time on every core)\n")
    start = time.perf_counter()
    perf_log = os.path.join(work, "perf.txt")
    with open(perf_log, "wb") as sink:
        process = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            status = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            print(f"timeout after {timeout:g} s under perf (--profile-timeout)\n")
            return False
    log(f"[profile {name}] {time.perf_counter() - start:.1f} s under perf, exit {status}")
    if status != 0 or not os.path.exists(data):
        with open(perf_log, "rb") as f:
            tail = f.read()[-3000:].decode("utf-8", "replace")
        print(f"site build under perf failed (exit {status}):\n```\n{tail.strip()}\n```")
        return False
    demangle = ["swift", "demangle", "--simplified", "--compact"] if shutil.which("swift") else None
    samples, inclusive = report(data, True, top, demangle)
    _, self_cost = report(data, False, top, demangle)
    print(f"{samples} (the whole build; a share is of all samples, on every core)\n")
    print(f"Top {top} functions by inclusive cost (the thread pool's own frames left out):\n```\n{inclusive}\n```\n")
    print(f"Top {top} functions by self cost:\n```\n{self_cost}\n```", flush=True)
    return True


def digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(line.split(":", 1)[1].strip() for line in f if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    memory = ""
    try:
        with open("/proc/meminfo") as f:
            kb = int(next(line.split()[1] for line in f if line.startswith("MemTotal")))
            memory = f", {kb / 1024 / 1024:.0f} GB RAM"
    except (OSError, StopIteration):
        pass
    return f"{os.cpu_count()} cores ({cpu}){memory}, {platform.system()} {platform.release()}"


def version(command):
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=60).stdout.strip().splitlines()[0]
    except (OSError, IndexError, subprocess.TimeoutExpired):
        return "?"


def main():
    parser = argparse.ArgumentParser(description="site build vs Hugo vs the cmark floor.")
    parser.add_argument("--runs", type=int, default=5, help="measured runs per tool (default 5)")
    parser.add_argument("--timeout", type=float, default=600,
                        help="seconds a single run may take before it is reported as a timeout (default 600)")
    parser.add_argument("--seed", default="42", help="corpus seed (default 42)")
    parser.add_argument("--split-list", choices=generate.SPLIT_LISTS, default="page",
                        help="what Hugo's movie page lists beside the movie, to match the site under "
                             "test: the page of the list it is on (default) or the whole catalog "
                             "(site before the one-pass refactor)")
    parser.add_argument("--profile", metavar="CORPUS",
                        help="also run site build on CORPUS under perf; alone, only that")
    parser.add_argument("--profile-timeout", type=float, default=3600, help="default 3600 s")
    parser.add_argument("--top", type=int, default=30, help="functions the profile lists (default 30)")
    parser.add_argument("corpora", nargs="*", metavar="CORPUS",
                        help=f"default: {' '.join(DEFAULT_CORPORA)} (movies-100k only when named)")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    corpora = args.corpora or ([] if args.profile else DEFAULT_CORPORA)
    for name in corpora + ([args.profile] if args.profile else []):
        if generate.parse(name) is None:
            parser.error(f"unknown corpus '{name}' (named corpora: {', '.join(generate.NAMED)}; "
                         "or movies-N, titles-N, decks-DxC, deck-N, contacts-N)")
    site = os.environ.get("SITE_BIN")
    if not site or not os.access(site, os.X_OK):
        parser.error("set SITE_BIN to the site binary (Benchmarks/run.sh does)")

    one_run = OneRunAtATime().hold(log)   # held until the process ends, its deletions done
    work = tempfile.mkdtemp(prefix="site-bench-")
    settle.deleted()   # whatever was deleted just before the benchmark (an earlier one's outputs)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    ok = True
    try:
        floor = os.path.join(work, "floor")
        cflags = subprocess.run(["pkg-config", "--cflags", "--libs", "libcmark"], check=True,
                                capture_output=True, text=True).stdout.split()
        subprocess.run(["gcc", "-O2", "-o", floor, os.path.join(HERE, "floor.c")] + cflags, check=True)
        tools = {"site": os.path.abspath(site), "floor": floor}
        base = os.environ.get("SITE_BASE_BIN")
        if base:
            tools["site-base"] = os.path.abspath(base)
            TOOLS.insert(1, "site-base")
        site_digest = digest(tools["site"])
        print("## Build benchmark\n")
        given = (f"SITE_BIN={site} " if os.environ.get("BENCH_SITE_BIN_GIVEN") == "1" else "") + \
            (f"SITE_BASE_BIN={base} " if base else "")
        print(f"* Command: `{given}bash Benchmarks/run.sh {' '.join(sys.argv[1:])}`".replace(" `", " `").rstrip())
        print(f"* Date: {time.strftime('%Y-%m-%d %H:%M %Z')}; machine: {machine()}")
        print(f"* site: `{tools['site']}` ({version([tools['site'], '--version'])}, "
              f"sha256 {site_digest[:12]}); "
              + (f"site-base: `{tools['site-base']}` (sha256 {digest(tools['site-base'])[:12]}); " if base else "")
              + 
              f"hugo: {version(['hugo', 'version']).split(' BuildDate')[0]}; "
              f"floor and floor-folders: floor.c with gcc -O2 and libcmark {version(['pkg-config', '--modversion', 'libcmark'])}")
        if corpora:
            print(f"* {plural(args.runs, 'measured run')} per tool after one warm-up, alternating {', '.join(TOOLS)}; "
                  f"per-run timeout {args.timeout:g} s; corpus seed {args.seed}; Hugo's movie pages list "
                  + ("the page of the catalog the movie is on" if args.split_list == "page"
                     else "the whole catalog") + f" (--split-list {args.split_list})")
        print(f"* Load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}\n", flush=True)
        figures = {}
        for name in corpora:
            report, corpus_ok, figures[name] = bench_corpus(name, work, tools, args.runs, args.timeout, args.seed,
                                                            args.split_list)
            ok &= corpus_ok
            if digest(tools["site"]) != site_digest:
                report += "\nWARNING: the site binary changed during this corpus; its runs mix two builds.\n"
                site_digest = digest(tools["site"])
                ok = False
            print(report, flush=True)
        if pages := per_page({name: figures[name] for name in corpora}):
            print(pages + "\n", flush=True)
        if corpora:
            print(page_weight.table(page_weight.weigh(tools["site"]), "quiz") + "\n", flush=True)
        if args.profile:
            ok &= profile(args.profile, work, tools, args.seed, args.split_list, args.profile_timeout, args.top)
    except KeyboardInterrupt:
        ok = False
        log("interrupted")
    finally:
        shutil.rmtree(work, ignore_errors=True)
        Settle.stamp()
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
