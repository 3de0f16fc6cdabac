#!/usr/bin/env python3
"""Compares `site` programs on one edit, or on cold builds, alternately: how each change of a
session was measured on a machine whose speed drifts. See Benchmarks/README.md.

    python3 Benchmarks/compare.py [--runs N] [--corpus movies-10k] OLD_SITE NEW_SITE [...]
    python3 Benchmarks/compare.py --cold [--runs N] --corpus decks-200x50 OLD_SITE NEW_SITE [...]
    python3 Benchmarks/compare.py --export apkg|text [--runs N] --corpus deck-10k OLD_SITE NEW_SITE [...]

Each program gets its own copy of the corpus, built once. Then, in every round, each program in
turn sees one movie's overview edited (a vault's note, a deck file: a different word each time,
as rebuild.py edits it) and runs `site build` in a new process; the first round is a warm-up
(and the second build into the output, the first that keeps the content's readings). It prints the median, minimum
and maximum of each program's builds. Programs compared this way may differ by a few
milliseconds where two separate runs of rebuild.py, an hour apart, differ by a quarter.

With --in-memory, the corpus and every output are in /dev/shm: the comparison is of the programs'
own work, untouched by the disk (whose scan of recently freed inodes can swing a build by
seconds); the session notes in docs/PERFORMANCE.md use it for CPU figures.

With --cold, every round builds the corpus from nothing with each program in turn, each into a
new output folder (kept until the end: deleting one would make the next run pay for the file
system's scan of recently freed inodes), and it prints wall time, user CPU and user + system
CPU, as medians over the rounds after a warm-up one.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from rebuild import EDITED, HERE, ContentEditor, age, corpus_kind, timed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--corpus", default="movies-10k")
    parser.add_argument("--cold", action="store_true", help="compare cold builds instead of one-movie edits")
    parser.add_argument("--export", choices=["apkg", "text"], help="compare `site export anki` in this format instead")
    parser.add_argument("--in-memory", action="store_true",
                        help="work in /dev/shm: the programs' own time, without the disk's (see Settle in bench.py)")
    parser.add_argument("programs", nargs="+", help="paths of `site` programs (copy one aside before rebuilding)")
    arguments = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="compare-bench-", dir="/dev/shm" if arguments.in_memory else None))
    try:
        subprocess.run([sys.executable, str(HERE / "generate.py"), "--out", str(work / "corpus"), arguments.corpus],
                       check=True, stdout=subprocess.DEVNULL)
        if arguments.cold or arguments.export:
            cold_builds(work, arguments)
            return
        sites = []
        for index, program in enumerate(arguments.programs):
            content, output = work / f"site-{index}" / "Content", work / f"site-{index}" / "Public"
            shutil.copytree(work / "corpus" / arguments.corpus / "site" / "Content", content)
            age(content)
            build = [program, "build", "--content", str(content), "--output", str(output), "--date", "2026-11-22"]
            timed(build)
            sites.append((program, build, ContentEditor(content, corpus_kind(arguments.corpus))))
        times = {program: [] for program in arguments.programs}
        for run in range(arguments.runs + 1):
            for program, build, editor in sites:
                editor.edit()
                seconds = timed(build)
                if run:
                    times[program].append(seconds)
        print(f"\n{arguments.corpus}, one {EDITED[corpus_kind(arguments.corpus)]} edited then `site build` in a new process, "
              f"median of {arguments.runs} alternating rounds (min–max):\n")
        print("| program | ms |\n|---|---|")
        for program in arguments.programs:
            values = [value * 1000 for value in times[program]]
            print(f"| {program} | {statistics.median(values):.0f} ({min(values):.0f}–{max(values):.0f}) |")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def cold_builds(work: Path, arguments):
    content = work / "corpus" / arguments.corpus / "site" / "Content"
    age(content)
    measured = {program: [] for program in arguments.programs}
    for run in range(arguments.runs + 1):
        for index, program in enumerate(arguments.programs):
            output = work / f"out-{index}-{run}"
            command = [program, "build", "--content", str(content), "--output", str(output), "--date", "2026-11-22"]
            if arguments.export:
                command = [program, "export", "anki", "--content", str(content), "--format", arguments.export,
                           "--output", str(output) + (".apkg" if arguments.export == "apkg" else ".txt")]
            os.sync()
            start = time.perf_counter()
            child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            _, status, usage = os.wait4(child.pid, 0)
            wall = time.perf_counter() - start
            if os.waitstatus_to_exitcode(status) != 0:
                sys.exit(f"{program} failed on {arguments.corpus}")
            if run:
                measured[program].append((wall, usage.ru_utime, usage.ru_utime + usage.ru_stime))
    what = f"`site export anki --format {arguments.export}`" if arguments.export else "cold `site build`"
    print(f"\n{arguments.corpus}, {what}, medians of {arguments.runs} alternating rounds (s):\n")
    print("| program | wall (min–max) | user CPU | user + system CPU |\n|---|---|---|---|")
    for program in arguments.programs:
        walls, users, cpus = zip(*measured[program])
        print(f"| {program} | {statistics.median(walls):.3f} ({min(walls):.3f}–{max(walls):.3f}) "
              f"| {statistics.median(users):.3f} | {statistics.median(cpus):.3f} |")


if __name__ == "__main__":
    main()
