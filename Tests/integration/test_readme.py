"""The examples of the README and of the docs/ pages it links to, run: what they say the program
prints is what the program prints.

Each test runs the commands an example shows, on the repository's own sample content (copied) or
on the files the example describes, and looks for the output in the document that shows it (the
README, or the topic page under docs/ where the example stands): a block of several lines must
stand there as one block (with the document's indentation), a single line inside its text.
Durations (`in 0.23 s`) are the only part that may differ."""
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from site_testing import REPO_ROOT

# Every document that shows what a command prints, by its path in the repository.
DOCUMENTS = {name: (REPO_ROOT / name).read_text(encoding="utf-8")
             for name in ["README.md", "docs/building.md", "docs/serve.md", "docs/anki.md", "docs/studying.md"]}


def normalised(text: str) -> str:
    return re.sub(r"in \d+(?:\.\d+)? s\b", "in … s", text)


def assert_in_readme(output: str, indent: str = "", document: str = "README.md"):
    block = "\n".join(indent + line for line in output.rstrip("\n").split("\n"))
    assert normalised(block) in normalised(DOCUMENTS[document]), \
        f"{document} does not show what the program prints:\n{block}"


# The day the README's examples were built on (22 November 2026, noon UTC): the sample's popular
# movies are those released in the year before the build date, so its page count moves with the
# day. The README and docs/building.md say which day their figures are for.
BUILT_ON = {**os.environ, "SOURCE_DATE_EPOCH": "1795348800"}


def run(site_binary, *arguments, cwd):
    result = subprocess.run([str(site_binary), *arguments], cwd=cwd, capture_output=True, text=True, timeout=300, env=BUILT_ON)
    return result


@pytest.fixture
def sample(tmp_path):
    """A copy of the repository's sample content, as `Content/` in a fresh folder."""
    folder = tmp_path / "site"
    shutil.copytree(REPO_ROOT / "Content", folder / "Content")
    return folder


def test_build_check_and_eject_print_what_the_readme_shows(site_binary, sample):
    build = run(site_binary, "build", cwd=sample)
    assert build.returncode == 0, build.stderr
    assert_in_readme(build.stdout)
    check = run(site_binary, "check", cwd=sample)
    assert check.returncode == 0, check.stderr
    assert_in_readme(check.stdout)
    eject = run(site_binary, "theme", "eject", cwd=sample)
    assert_in_readme(eject.stdout)


def test_the_anki_export_lists_the_media_the_readme_lists(site_binary, sample):
    export = run(site_binary, "export", "anki", "--output", "decks.txt", cwd=sample)
    assert export.returncode == 0, export.stderr
    assert_in_readme(export.stdout, indent="  ", document="docs/anki.md")


def test_the_anki_import_prints_what_the_readme_shows(site_binary, tmp_path):
    package = "Tests/Fixtures/anki/badlydrawnrob-anki-themes-1.0.0.apkg"
    (tmp_path / package).parent.mkdir(parents=True)
    shutil.copy(REPO_ROOT / package, tmp_path / package)
    imported = run(site_binary, "import", "anki", package, "--content", "Imported", cwd=tmp_path)
    assert imported.returncode == 0, imported.stderr
    assert_in_readme(imported.stdout)
    assert_in_readme(imported.stdout, document="docs/anki.md")
    built = run(site_binary, "build", "--content", "Imported", "--output", "Imported-site", cwd=tmp_path)
    assert built.returncode == 0, built.stderr


def test_progress_merge_prints_what_studying_md_shows(site_binary, tmp_path):
    """docs/studying.md's example: a phone's and a laptop's exports, three reviews in both."""
    def export(decks):
        reviews = lambda entries: [{"card": f"{card:016x}", "time": 1796000000000 + 60000 * time, "rating": 3, "duration": 4000}
                                   for card, time in entries]
        return json.dumps({"format": "site-study-progress", "version": 2, "exported": "2026-12-07T09:30:00.000Z",
                           "decks": {deck: {"cards": {}, "reviews": reviews(entries)} for deck, entries in decks.items()}})
    (tmp_path / "phone.json").write_text(export({"quiz": [(1, 1), (1, 2), (2, 3)], "capitals": [(3, 4)]}))
    (tmp_path / "laptop.json").write_text(export({"quiz": [(1, 1), (1, 2), (4, 5)], "capitals": [(3, 4), (5, 6), (5, 7)]}))
    merge = run(site_binary, "progress", "merge", "phone.json", "laptop.json", "--output", "progress.json", cwd=tmp_path)
    assert merge.returncode == 0, merge.stderr
    assert_in_readme(merge.stdout, document="docs/studying.md")
    assert "site progress merge phone.json laptop.json --output progress.json" in DOCUMENTS["docs/studying.md"]


def test_site_new_prints_what_the_readme_shows(site_binary, tmp_path):
    work = tmp_path / "repository"
    work.mkdir()
    created = run(site_binary, "new", "../my-cards", cwd=work)
    assert created.returncode == 0, created.stderr
    assert_in_readme(created.stdout)


def test_the_error_example_is_what_a_build_prints(site_binary, tmp_path):
    """docs/building.md's example of a failed build: every error, then what became of Public."""
    decks = tmp_path / "Content" / "decks"
    decks.mkdir(parents=True)
    (decks / "bad.md").write_bytes(b"abc\xff\n")
    (decks / "capitals.md").write_text(
        "---\ntitle: Capitals\ntags: [geo, world\n---\n# Capitals\n\n## Capital of France?\n\nParis\n"
        "Also its largest city.\n\n## Capital of Peru?\n\n## \n\nNothing\n", encoding="utf-8")
    (tmp_path / "Public").mkdir()  # a previous build's output, left as it was
    build = run(site_binary, "build", cwd=tmp_path)
    assert build.returncode == 1
    assert_in_readme(build.stderr, document="docs/building.md")


def test_a_first_build_that_fails_says_nothing_was_written(site_binary, tmp_path):
    decks = tmp_path / "Content" / "decks"
    decks.mkdir(parents=True)
    (decks / "bad.md").write_bytes(b"abc\xff\n")
    build = run(site_binary, "build", cwd=tmp_path)
    assert build.returncode == 1
    assert build.stderr.rstrip().endswith("error: build failed with 1 error; nothing was written")
    assert not (tmp_path / "Public").exists()


def test_a_build_without_output_that_fails_writes_nothing(site_binary, tmp_path):
    movies = tmp_path / "Content" / "movies"
    movies.mkdir(parents=True)
    (movies / "films.md").write_text("# Films\n\n## Alien\n\nyear: 1979\n\nA ship.\n", encoding="utf-8")
    contacts = tmp_path / "Content" / "contacts"
    contacts.mkdir()
    (contacts / "friends.md").write_text("# Friends\n\n## Ann Lee\n\n## ann lee\n", encoding="utf-8")
    build = run(site_binary, "build", cwd=tmp_path)
    assert build.returncode == 1
    assert build.stderr.rstrip().endswith("error: build failed with 1 error; nothing was written")
    assert "…; nothing was written" in DOCUMENTS["docs/building.md"]
    assert sorted(path.name for path in tmp_path.iterdir()) == ["Content"]


def test_rebuilds_and_the_preview_print_what_the_readme_shows(site_binary, sample):
    import os
    import signal
    import time

    past = time.time() - 60   # content saved a minute ago: its times can be trusted
    for path in [sample / "Content", *(sample / "Content").rglob("*")]:
        os.utime(path, (past, past), follow_symlinks=False)
    assert run(site_binary, "build", cwd=sample).returncode == 0
    again = run(site_binary, "build", cwd=sample)
    assert "(nothing changed)" in again.stdout
    assert_in_readme(again.stdout, document="docs/building.md")
    quiz = sample / "Content" / "decks" / "quiz.md"
    text = quiz.read_text(encoding="utf-8")
    answer = re.search(r"^## .*\n\n(.+)$", text, re.MULTILINE)
    quiz.write_text(text[:answer.start(1)] + "Edited: " + text[answer.start(1):], encoding="utf-8")
    edited = run(site_binary, "build", cwd=sample)
    assert "files changed)" in edited.stdout
    assert_in_readme(edited.stdout, document="docs/building.md")

    serve = subprocess.Popen([str(site_binary), "serve", "--port", "0"], cwd=sample, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=BUILT_ON)
    try:
        line = serve.stdout.readline()
        while not line.startswith("Serving "):
            assert line, "site serve exited"
            line = serve.stdout.readline()
        assert_in_readme(re.sub(r":\d+/", ":8000/", line), document="docs/serve.md")
    finally:
        serve.send_signal(signal.SIGINT)
        _, stderr = serve.communicate(timeout=60)
    assert serve.returncode == 0
    assert stderr.splitlines()[-1] == "stopped"
