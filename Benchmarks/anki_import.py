"""Benchmark of `site import anki` beside Anki's own importer, on the same generated package.

    .build/venv/bin/python Benchmarks/anki_import.py [--notes 30000] [--media 1000] [--runs 3]
        [--also-notes 3000] [--site BIN]

Makes (once, cached in /tmp/site-anki-bench/) an Anki package with Anki's own backend (the `anki`
package from PyPI, as the tests use it): NOTES notes in 20 decks and subdecks (60% Basic, 10%
Basic (and reversed card), 25% Cloze with two or three deletions, 5% of a custom type with two
templates), fields with bold, italics, lists, line breaks, MathJax and an image; MEDIA PNG files,
each shown by some notes; a review of every tenth card. Then, alternating, RUNS times each:

* **site**: `site import anki PACKAGE --content NEW --progress NEW/progress.json` (the release
  binary: `--site`, else SITE_BIN, else .build/release/site);
* **anki**: Anki's importer (`Collection.import_anki_package`) into a new, empty collection.

and prints a Markdown table: the median wall time and the largest resident memory of each (from
`/usr/bin/time -v`, Debian's `time`). With `--also-notes N`, a second package of N notes is
measured too, so the two rows show how memory grows with the notes.
"""
import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CACHE = Path("/tmp/site-anki-bench")
sys.path.insert(0, str(REPO / "Tests" / "browser"))


def png(seed: int) -> bytes:
    """A small valid PNG whose pixels depend on `seed` (each file distinct)."""
    import struct
    import zlib
    width = height = 16
    rng = random.Random(seed)
    rows = b"".join(b"\0" + bytes(rng.randrange(256) for _ in range(width * 3)) for _ in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def make_package(notes: int, media: int) -> Path:
    """The package of `notes` notes and `media` media files, made once."""
    from anki.collection import AddNoteRequest, Collection
    path = CACHE / f"bench-{notes}-{media}.apkg"
    if path.exists():
        return path
    CACHE.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(dir=CACHE))
    col = Collection(str(folder / "collection.anki2"))
    rng = random.Random(notes)
    decks = [col.decks.id(name) for name in
             [f"Bench {i // 4}::Part {i % 4}" if i % 2 else f"Bench {i}" for i in range(20)]]
    names = [f"figure {i:04d}.png" for i in range(media)]
    for index, name in enumerate(names):
        col.media.write_data(name, png(index))
    basic, reversed_, cloze = (col.models.by_name(name) for name in ["Basic", "Basic (and reversed card)", "Cloze"])
    custom = col.models.new("Bench vocab")
    for field in ["Word", "Meaning", "Example"]:
        col.models.add_field(custom, col.models.new_field(field))
    for number, (question, answer) in enumerate([
        ("{{Word}}{{#Example}}<br><i>{{Example}}</i>{{/Example}}", "{{FrontSide}}<hr id=answer>{{Meaning}}"),
        ("{{Meaning}}", "{{FrontSide}}<hr id=answer>{{Word}}"),
    ]):
        template = col.models.new_template(f"Card {number + 1}")
        template["qfmt"], template["afmt"] = question, answer
        col.models.add_template(custom, template)
    col.models.add(custom)
    custom = col.models.by_name("Bench vocab")
    requests = []
    for index in range(notes):
        image = f'<img src="{names[index % media]}">' if media and index % 3 == 0 else ""
        kind = rng.random()
        if kind < 0.60 or kind >= 0.95:
            model = basic if kind < 0.60 else custom
            note = col.new_note(model)
            values = [f"What is <b>item {index}</b>, with \\(x_{{{index}}}^2\\)?",
                      f"<div>It is number {index}.</div><ul><li>one</li><li><i>two</i></li></ul>{image}",
                      f"An example of {index}."]
            for position, value in enumerate(values[:len(note.fields)]):
                note.fields[position] = value
        elif kind < 0.70:
            note = col.new_note(reversed_)
            note.fields[0], note.fields[1] = f"Word {index}", f"Meaning {index}<br>{image}"
        else:
            note = col.new_note(cloze)
            note.fields[0] = (f"{{{{c1::Fact {index}::hint}}}} is linked to {{{{c2::fact {index + 1}}}}}"
                              + (f" and {{{{c3::{index % 97}}}}}" if index % 2 else "") + ".")
            note.fields[1] = image
        note.tags = [f"bench::group{index % 10}", "generated"]
        requests.append(AddNoteRequest(note=note, deck_id=decks[index % len(decks)]))
    col.add_notes(requests)
    cards = col.find_cards("")
    col.db.executemany("insert into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) values (?,?,?,?,?,?,?,?,?)",
                       [(1_700_000_000_000 + position * 1000, card, 0, 3, 1, 0, 2500, 4000, 0)
                        for position, card in enumerate(cards[::10])])
    from anki.collection import ExportAnkiPackageOptions
    col.export_anki_package(out_path=str(path), options=ExportAnkiPackageOptions(with_scheduling=True, with_media=True,
                                                                                  legacy=False), limit=None)
    col.close()
    shutil.rmtree(folder)
    return path


ANKI_IMPORT = """
import sys
from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest
col = Collection(sys.argv[2])
col.import_anki_package(ImportAnkiPackageRequest(package_path=sys.argv[1], options=ImportAnkiPackageOptions(with_scheduling=True)))
col.close()
"""


def measured(command) -> tuple:
    """Wall seconds and peak resident kilobytes of `command`."""
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-v", *command], capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"{command[0]} failed:\n{result.stdout}\n{result.stderr}")
    peak = next(int(line.split()[-1]) for line in result.stderr.splitlines() if "Maximum resident set size" in line)
    return seconds, peak


def bench(site: str, package: Path, runs: int) -> dict:
    rows = {"site": [], "anki": []}
    for run in range(runs):
        for tool in ("site", "anki") if run % 2 == 0 else ("anki", "site"):
            work = Path(tempfile.mkdtemp(dir=CACHE))
            if tool == "site":
                command = [site, "import", "anki", str(package), "--content", str(work / "Content"),
                           "--progress", str(work / "progress.json")]
            else:
                command = [sys.executable, "-c", ANKI_IMPORT, str(package), str(work / "collection.anki2")]
            rows[tool].append(measured(command))
            shutil.rmtree(work)
            print(f"{package.name} {tool} run {run + 1}: {rows[tool][-1][0]:.2f} s, {rows[tool][-1][1] // 1024} MB", file=sys.stderr)
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--notes", type=int, default=30_000)
    parser.add_argument("--media", type=int, default=1_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--also-notes", type=int, default=0)
    parser.add_argument("--site", default=os.environ.get("SITE_BIN") or str(REPO / ".build" / "release" / "site"))
    options = parser.parse_args()
    sizes = [options.notes] + ([options.also_notes] if options.also_notes else [])
    print("| package | tool | median time | peak memory |")
    print("| --- | --- | --- | --- |")
    for notes in sizes:
        package = make_package(notes, options.media)
        rows = bench(options.site, package, options.runs)
        label = f"{notes:,} notes, {options.media:,} media ({package.stat().st_size / 1e6:.1f} MB)"
        for tool, results in rows.items():
            print(f"| {label} | {tool} | {statistics.median(r[0] for r in results):.2f} s "
                  f"| {max(r[1] for r in results) / 1024:.0f} MB |")


if __name__ == "__main__":
    main()
