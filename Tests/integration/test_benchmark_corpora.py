"""The benchmark's corpora, small: each one `Benchmarks/generate.py` writes builds with `site`
(and with Hugo, when it is installed) into the pages the benchmark's page check expects, so a
change to the generator or to the site cannot leave the benchmark measuring a failed build."""
import json
import re
import shutil
import subprocess
import sys

import pytest

from site_testing import REPO_ROOT, build_site

sys.path.insert(0, str(REPO_ROOT / "Benchmarks"))
import bench  # noqa: E402
import generate  # noqa: E402

CORPORA = ["movies-45", "decks-3x4", "deck-12", "contacts-25", "vault-60"]


@pytest.mark.parametrize("name", CORPORA)
def test_each_corpus_builds_into_the_pages_the_benchmark_checks(site_binary, tmp_path, name):
    corpus = generate.generate(str(tmp_path / "corpora"), name, "42")
    expected = json.loads((tmp_path / "corpora" / name / "expected.json").read_text())
    output = build_site(site_binary, tmp_path / "corpora" / name / "site" / "Content", tmp_path / "site")
    ok, text, details = bench.check_output("site", str(output), expected)
    assert ok, text
    # The same content written a file a page (`pretty_urls: false`), as the benchmark's site-files.
    bench.file_per_page_content(corpus)
    files = build_site(site_binary, tmp_path / "corpora" / name / "site-files" / "Content", tmp_path / "site-files")
    ok, text, file_details = bench.check_output("site-files", str(files), expected)
    assert ok, text
    assert file_details == details
    assert not any((files / expected["section"] / slug).exists() for slug in file_details), "no folder a page"
    if shutil.which("hugo"):
        hugo = tmp_path / "hugo"
        result = subprocess.run(["hugo", "--quiet", "--source", f"{corpus}/hugo", "--destination", str(hugo)],
                                capture_output=True, text=True, timeout=300)
        assert result.returncode == 0, result.stderr
        ok, text, _ = bench.check_output("hugo", str(hugo), expected)
        assert ok, text


def test_the_vault_corpus_gives_every_card_its_deck_and_its_embeds_their_text(site_binary, tmp_path):
    generate.generate(str(tmp_path / "corpora"), "vault-60", "42")
    content = tmp_path / "corpora" / "vault-60" / "site" / "Content"
    notes = sorted(content.rglob("Note *.md"))
    assert len(notes) == 60 and len({note.parent for note in notes}) == 48
    output = build_site(site_binary, content, tmp_path / "site")
    # Each note's five cards are in the deck its tag names; a cloze line's two deletions are two cards.
    expected = {}
    for note in notes:
        text = note.read_text(encoding="utf-8")
        deck = text.split('tags: ["flashcards/', 1)[1].split('"', 1)[0]
        expected[deck] = expected.get(deck, 0) + 5 + sum(1 for line in text.splitlines() if "==" in line)
    assert len(expected) == 40
    for deck, cards in expected.items():
        page = (output / "decks" / f"flashcards-{deck}" / "index.html").read_text(encoding="utf-8")
        assert page.count('<li class="card"') == cards, deck
    pages = "".join(path.read_text(encoding="utf-8") for path in (output / "decks").rglob("index.html"))
    assert "[[Note" not in pages
    # An embedded part shows its text on the page of the deck of the card that embeds it: the
    # first words of that part's first paragraph (a part not found would show its note's name).
    texts = {note.stem: note.read_text(encoding="utf-8") for note in notes}
    embeds = 0
    for text in texts.values():
        deck = text.split('tags: ["flashcards/', 1)[1].split('"', 1)[0]
        page = (output / "decks" / f"flashcards-{deck}" / "index.html").read_text(encoding="utf-8")
        for embedded in re.findall(r"!\[\[(Note [^#\]]+)#Part \d+\]\]", text):
            first_paragraph = texts[embedded].split("## Part ", 1)[1].split("\n\n", 2)[1]
            assert " ".join(first_paragraph.split()[:6]) in page, (deck, embedded)
            embeds += 1
    assert embeds > 5


def test_a_round_s_ratio_pairs_the_runs_of_that_round():
    run = bench.Run
    site = [run(1.0, 1, 1), run(3.0, 1, 1), run(2.0, 1, 1), run(9.0, 1, 1)]
    floor = [run(0.5, 1, 1), run(1.0, 1, 1), run(None, failure="timeout"), run(3.0, 1, 1)]
    # Rounds 1, 2 and 4 (2×, 3×, 3×); round 3's floor timed out. The ratio of the medians, 3.0 / 1.0,
    # would be 3×; the medians of unpaired runs are not what a round measured.
    assert bench.paired_ratio(site, floor) == 3.0
    assert bench.paired_ratio(site, [run(None, failure="exit 1")] * 4) is None


def test_time_per_page_is_given_for_each_kind_run_at_several_sizes():
    figures = {
        "movies-1k": {"site": (0.2, 1_000), "floor": (0.1, 1_000)},
        "deck-10k": {"site": (1.0, 5)},
        "movies-10k": {"site": (1.0, 10_000), "floor": (1.0, 10_000), "hugo": (9.0, 10_000)},
    }
    text = bench.per_page(figures)
    assert "#### Time per page, movies" in text and "deck" not in text.replace("movies", "")
    assert "| tool | movies-1k | movies-10k |" in text
    # site: 0.2 and 0.1 ms a page, mean 0.15; floor 0.1 and 0.1; Hugo at one size has no row.
    assert "| site | 0.200 ms (+33%) | 0.100 ms (-33%) |" in text
    assert "| floor | 0.100 ms (+0%) | 0.100 ms (+0%) |" in text
    assert "| hugo |" not in text
    assert bench.per_page({"movies-1k": figures["movies-1k"]}) == ""


def test_the_benchmark_waits_until_the_disk_stops_writing_and_trimming():
    def line(written, discarded, in_flight):
        # major minor name, 4 read fields, writes, merged, sectors written, ms, in flight, ms, ms,
        # discards, merged, sectors discarded, ms, flushes, ms
        return f" 254 0 vda 1 0 8 1 5 0 {written} 4 {in_flight} 9 9 2 0 {discarded} 1 0 0\n 254 1 vda1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n"
    # A trim under way (a deletion's), then writes, then one request in flight, then quiet.
    states = iter([line(0, 0, 0), line(0, 900_000, 3), line(50_000, 900_100, 1), line(50_000, 900_100, 1),
                   line(50_100, 900_100, 0)])
    now = [0.0]
    said = []
    quiet = bench.QuietDisk(254, 0, read=lambda: next(states))
    assert quiet.wait(said.append, sleep=lambda s: now.__setitem__(0, now[0] + s), clock=lambda: now[0])
    assert now[0] == 4 * bench.QuietDisk.WINDOW_SECONDS
    assert said == ["waiting for the disk to be quiet (461 MB written or trimmed in 3 s)", "the disk is quiet after 12 s"]
    # A disk that never stops gives up at the limit.
    busy = iter(line(n * 100_000, 0, 0) for n in range(10_000))
    now[0] = 0.0
    assert not bench.QuietDisk(254, 0, read=lambda: next(busy)).wait(
        lambda _: None, sleep=lambda s: now.__setitem__(0, now[0] + s), clock=lambda: now[0])
    assert now[0] >= bench.QuietDisk.LIMIT_SECONDS
    # No line for the device (a tmpfs): nothing to wait for.
    assert bench.QuietDisk(0, 42, read=lambda: line(0, 0, 0)).counters() is None


def test_a_run_started_while_another_goes_on_waits_for_it_to_end(tmp_path):
    lock = tmp_path / "site-bench.lock"
    first = bench.OneRunAtATime(str(lock)).hold(lambda text: pytest.fail(f"the first run waited: {text}"))
    second = subprocess.Popen(
        [sys.executable, "-c",
         "import sys; sys.path.insert(0, sys.argv[1]); import bench\n"
         "bench.OneRunAtATime(sys.argv[2]).hold(lambda text: print(text, flush=True))\n"
         "print('holds it', flush=True)",
         str(REPO_ROOT / "Benchmarks"), str(lock)],
        stdout=subprocess.PIPE, text=True)
    try:
        # It says it waits, and it does: it holds nothing until the first run lets go.
        assert second.stdout.readline().strip() == f"another run of the benchmark is going on (it holds {lock}); waiting for it to end"
        assert second.poll() is None
        first.file.close()   # the first run ends
        assert second.stdout.readline().strip() == "holds it"
        assert second.wait(timeout=60) == 0
    finally:
        second.kill()
        second.wait()
