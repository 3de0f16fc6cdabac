"""`site import anki` on packages Anki itself made (`anki_packages.py`: the `anki` package from
PyPI, Anki's own Rust backend): every package format imports, the built pages show for each card
the text Anki renders for it, and bad packages are refused with nothing written."""
import html
import json
import os
import time
import re
import shutil
import subprocess
import unicodedata
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

pytest.importorskip("anki.collection")

import anki_packages  # noqa: E402
from site_testing import build_command  # noqa: E402

#: Each Anki deck with notes, and the page the site makes of it.
DECK_PAGES = {
    "C++": "decks/c/index.html",
    "Emoji 🎉": "decks/emoji/index.html",
    "Languages::Deutsch::Ökonomie": "decks/languages-deutsch-okonomie/index.html",
}


@pytest.fixture(scope="module")
def packages(tmp_path_factory):
    """The collection's rendered cards and its packages in each format."""
    folder = tmp_path_factory.mktemp("anki")
    col = anki_packages.make_collection(folder / "collection.anki2")
    cards = anki_packages.rendered_cards(col)
    paths = {"legacy": folder / "every-type-legacy.apkg", "current": folder / "every-type.apkg",
             "colpkg": folder / "every-type.colpkg"}
    anki_packages.export_apkg(col, paths["legacy"], legacy=True)
    anki_packages.export_apkg(col, paths["current"], legacy=False)
    anki_packages.export_colpkg(col, paths["colpkg"], legacy=False)
    return cards, paths


def run_import(site_binary, package, content, *extra):
    return subprocess.run([str(site_binary), "import", "anki", str(package), "--content", str(content), *extra],
                          capture_output=True, text=True)


class CardTexts(HTMLParser):
    """The question and answer HTML of each card of a deck page, in order."""

    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.cards, self.part, self.depth = [], None, 0

    def handle_starttag(self, tag, attrs):
        classes = (dict(attrs).get("class") or "").split()
        if tag == "li" and "card" in classes:
            self.cards.append({"question": "", "answer": ""})
        if self.part is None and "card-question" in classes:
            self.part, self.depth = "question", 0
        elif self.part is None and tag == "details" and "card-answer" in classes:
            self.part, self.depth = "answer", 0
        if self.part:
            self.depth += 1
            self.cards[-1][self.part] += self.get_starttag_text()

    def handle_endtag(self, tag):
        if self.part:
            self.cards[-1][self.part] += f"</{tag}>"
            self.depth -= 1
            if self.depth == 0:
                self.part = None

    def handle_data(self, data):
        if self.part:
            self.cards[-1][self.part] += data

    def handle_entityref(self, name):
        self.handle_data(f"&{name};")

    def handle_charref(self, name):
        self.handle_data(f"&#{name};")


def page_cards(page: Path) -> list:
    parser = CardTexts()
    parser.feed(page.read_text())
    return [{"question": card["question"],
             "answer": re.sub(r"<summary>.*?</summary>", "", card["answer"], flags=re.S)} for card in parser.cards]


def comparable(text: str) -> str:
    """A card's visible text with the differences the site documents evened out: math without
    its delimiters (`\\(x\\)` in Anki, `$x$` on the site), the site's `[…]` blank as Anki's `[...]`,
    sub- and superscripts as Unicode (NFKC), a table's `|` between cells, a hint's colon."""
    text = re.sub(r"\\\(|\\\)|\\\[|\\\]|\$", "", text)
    text = re.sub(r"\s*\|\s*", " ", text.replace("[…]", "[...]"))
    text = unicodedata.normalize("NFKC", text)
    return re.sub(r"\s+", " ", text.replace(":", " ")).strip()


@pytest.mark.parametrize("form", ["legacy", "current", "colpkg"])
def test_every_package_format_imports_and_builds_the_cards_anki_renders(site_binary, packages, tmp_path, form):
    cards, paths = packages
    content, public = tmp_path / "Content", tmp_path / "Public"
    result = run_import(site_binary, paths[form], content)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"Imported 3 decks, 11 notes (18 cards), 4 media files → {content}/decks\n"
    assert "Image Occlusion" not in result.stderr, "its masks are drawn"
    build = subprocess.run(build_command(site_binary, content, public), capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    assert "error" not in build.stderr

    compared = 0
    for deck, page in DECK_PAGES.items():
        expected = [card for card in cards if card["deck"] == deck]
        shown = page_cards(public / page)
        assert len(shown) == len(expected), deck
        for anki, site in zip(expected, shown):
            if anki["note_type"] == "Image Occlusion":
                continue  # its masks are compared below, by shape
            question = anki_packages.visible_text(site["question"])
            answer = anki_packages.visible_text(site["answer"])
            assert comparable(question) == comparable(anki["question_text"]), (deck, anki["note_type"], anki["ord"])
            # A cloze card's answer on the site repeats its paragraph, as Anki's whole answer does.
            cloze = anki["note_type"].startswith("Cloze")
            anki_answer = anki["answer_text"] if cloze or not anki["answer_back_text"] else anki["answer_back_text"]
            assert comparable(answer) == comparable(anki_answer), (deck, anki["note_type"], anki["ord"])
            compared += 1
    assert compared == 16


def expected_masks(occlusions: str, card: int, answer: bool) -> list:
    """The masks card `card` draws, as Anki reads its occlusion field: its own asked (revealed on
    the answer), another hidden when it occludes inactive (oi=1); in percent of the image, an
    ellipse by its centre (Anki places it by its bounding box's top left corner)."""
    masks = []
    for number, text in re.findall(r"\{\{c(\d+)::image-occlusion:([^}]*)\}\}", occlusions):
        kind, *pairs = text.split(":")
        props = {key: float(value) for key, value in (pair.split("=") for pair in pairs)}
        if int(number) == card:
            state = "show" if answer else "ask"
        elif props.get("oi") == 1:
            state = "hide"
        else:
            continue
        if kind == "rect":
            values = {"x": props["left"], "y": props["top"], "width": props["width"], "height": props["height"]}
        else:
            values = {"cx": props["left"] + props["rx"], "cy": props["top"] + props["ry"], "rx": props["rx"], "ry": props["ry"]}
        masks.append((kind, {key: round(value * 100, 2) for key, value in values.items()}, state))
    return masks


def drawn_masks(card_html: str) -> list:
    return [(kind, {key: float(value) for key, value in re.findall(r'(\w+)="([-\d.]+)"', attributes)}, state)
            for kind, attributes, state in re.findall(r'<(rect|ellipse)([^>]*?) class="(ask|hide|show)"/>', card_html)]


def test_image_occlusion_masks_are_drawn_where_anki_places_them(site_binary, packages, tmp_path):
    cards, paths = packages
    content, public = tmp_path / "Content", tmp_path / "Public"
    assert run_import(site_binary, paths["current"], content).returncode == 0
    assert subprocess.run(build_command(site_binary, content, public), capture_output=True).returncode == 0
    occluded = [card for card in cards if card["note_type"] == "Image Occlusion"]
    emoji = [card for card in cards if card["deck"] == "Emoji 🎉"]
    shown = page_cards(public / DECK_PAGES["Emoji 🎉"])
    assert len(occluded) == 2
    for anki in occluded:
        site = shown[emoji.index(anki)]
        for answer, html in ((False, site["question"]), (True, site["answer"])):
            assert drawn_masks(html) == expected_masks(anki_packages.OCCLUSIONS, anki["ord"] + 1, answer), (anki["ord"], answer)
            assert '<span class="occlusion"><img src="../../media/decks/anki-media/occlusion.png"' in html
    assert "Parts of the" in shown[emoji.index(occluded[0])]["question"]


def test_the_media_the_notes_show_are_written_and_shown(site_binary, packages, tmp_path):
    _, paths = packages
    content, public = tmp_path / "Content", tmp_path / "Public"
    assert run_import(site_binary, paths["current"], content).returncode == 0
    media = content / "decks" / "anki-media"
    assert sorted(path.name for path in media.iterdir()) == ["cell.png", "hello.mp3", "occlusion.png", "ünïcode name.png"]
    assert (media / "cell.png").read_bytes() == anki_packages.tiny_png()
    assert subprocess.run(build_command(site_binary, content, public), capture_output=True).returncode == 0
    page = (public / DECK_PAGES["Languages::Deutsch::Ökonomie"]).read_text()
    assert "media/decks/anki-media/%C3%BCn%C3%AFcode%20name.png" in page or "ünïcode%20name.png" in page


def test_importing_the_same_package_twice_writes_the_same_bytes(site_binary, packages, tmp_path):
    _, paths = packages
    content = tmp_path / "Content"
    assert run_import(site_binary, paths["legacy"], content).returncode == 0
    first = {path: path.read_bytes() for path in content.rglob("*") if path.is_file()}
    again = run_import(site_binary, paths["current"], content)
    assert again.returncode == 0, again.stderr
    assert {path: path.read_bytes() for path in content.rglob("*") if path.is_file()} == first


def test_a_changed_deck_file_is_refused_and_replaced_only_with_force(site_binary, packages, tmp_path):
    _, paths = packages
    content = tmp_path / "Content"
    assert run_import(site_binary, paths["current"], content).returncode == 0
    deck = content / "decks" / "c.md"
    deck.write_text(deck.read_text() + "\n## Mine\n\nedited\n")
    mine = content / "decks" / "emoji.md"
    imported = mine.read_bytes()
    mine.unlink()
    mine.write_text("---\ntitle: Mine\n---\n\n## Q\n\nA\n")  # a file of the author's, in the way
    (content / "decks" / ".anki-import").write_text((content / "decks" / ".anki-import").read_text().replace("emoji.md\n", ""))

    refused = run_import(site_binary, paths["current"], content)
    assert refused.returncode == 1
    assert f"error: '{content}/decks/c.md' already exists; add --force" in refused.stderr
    assert f"error: '{content}/decks/emoji.md' already exists" in refused.stderr
    assert refused.stderr.rstrip().endswith("nothing was written")
    assert "## Mine" in deck.read_text()

    forced = run_import(site_binary, paths["current"], content, "--force")
    assert forced.returncode == 1, "a file no import wrote is never replaced"
    assert f"refusing to replace '{content}/decks/emoji.md'" in forced.stderr
    assert "## Mine" in deck.read_text(), "all or nothing: c.md is not replaced either"

    mine.unlink()
    assert run_import(site_binary, paths["current"], content, "--force").returncode == 0
    assert "## Mine" not in deck.read_text()
    assert mine.read_bytes() == imported


def test_no_imported_deck_takes_the_page_address_of_the_authors_deck(site_binary, packages, tmp_path):
    _, paths = packages
    content, public = tmp_path / "Content", tmp_path / "Public"
    mine = content / "decks" / "languages-deutsch-okonomie.markdown"  # a deck, as .md is
    mine.parent.mkdir(parents=True)
    mine.write_text("---\ntitle: Mine\n---\n\n## Q\n\nA\n")
    result = run_import(site_binary, paths["current"], content)
    assert result.returncode == 0, result.stderr
    assert (content / "decks" / "languages" / "deutsch" / "okonomie-2.md").exists()
    assert not (content / "decks" / "languages" / "deutsch" / "okonomie.md").exists()
    build = subprocess.run(build_command(site_binary, content, public), capture_output=True, text=True)
    assert build.returncode == 0 and "error" not in build.stderr, build.stderr
    assert "Mine" in (public / "decks" / "languages-deutsch-okonomie" / "index.html").read_text()
    assert "Ökonomie" in (public / "decks" / "languages-deutsch-okonomie-2" / "index.html").read_text()


def zip_with(path: Path, entries: dict) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries.items():
            archive.writestr(name, data)
    return path


def legacy_entries(paths) -> dict:
    with zipfile.ZipFile(paths["legacy"]) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


@pytest.mark.parametrize("case, message", [
    ("not a zip", "it is not an Anki package: it is not a ZIP file"),
    ("no collection", "it holds no collection"),
    ("not sqlite", "its collection"),
    ("not anki", "its collection is not an Anki collection"),
    ("escaping media", "which would be written outside the media folder"),
    ("bomb", "it may be a ZIP bomb"),
])
def test_a_bad_package_is_refused_with_one_line_and_nothing_is_written(site_binary, packages, tmp_path, case, message):
    _, paths = packages
    bad = tmp_path / "bad.apkg"
    entries = legacy_entries(paths)
    if case == "not a zip":
        bad.write_bytes(b"SQLite format 3\0" + b"\0" * 100)
    elif case == "no collection":
        zip_with(bad, {"media": b"{}", "0": b"x"})
    elif case == "not sqlite":
        zip_with(bad, {**entries, "collection.anki21": b"this is no database" * 100})
    elif case == "not anki":
        import sqlite3
        database = tmp_path / "other.db"
        connection = sqlite3.connect(database)
        connection.execute("create table things (a)")
        connection.commit()
        connection.close()
        zip_with(bad, {**entries, "collection.anki21": database.read_bytes()})
    elif case == "escaping media":
        zip_with(bad, {**entries, "media": b'{"0": "../../evil.png"}'})
    elif case == "bomb":
        zip_with(bad, {**entries, "collection.anki21": b"\0" * (64 << 20)})
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    result = run_import(site_binary, bad, content)
    assert result.returncode == 1
    assert message in result.stderr, result.stderr
    assert result.stderr.startswith("error: bad.apkg: ")
    assert result.stderr.rstrip().endswith("error: the import failed; nothing was written")
    assert [path.name for path in content.rglob("*")] == ["decks"], "nothing written, no staging left"
    assert not (tmp_path / "evil.png").exists()
    fresh = tmp_path / "New"
    assert run_import(site_binary, bad, fresh).returncode == 1
    assert not fresh.exists(), "a content directory the import made is gone again"


def note_state(col):
    """Each note's guid, fields as the text they show (Anki may take the export's HTML, which
    cmark wrote: `<strong>` for `<b>`, `<p>` for `<div>`), tags and note type."""
    return {note_id: (col.get_note(note_id).guid, [anki_packages.visible_text(field) for field in col.get_note(note_id).fields],
                      sorted(col.get_note(note_id).tags), col.get_note(note_id).mid) for note_id in col.find_notes("")}


def note_types(col):
    """Every note type as Anki keeps it, without its modification time and sync number (read
    afresh: the Python layer caches note types, which an import does not update)."""
    col.models._clear_cache()
    return {model["id"]: {key: value for key, value in model.items() if key not in ("mod", "usn")} for model in col.models.all()}


def test_the_round_trip_through_site_export_anki_changes_no_note_and_adds_none(site_binary, tmp_path):
    from anki.collection import ImportAnkiPackageOptions, ImportAnkiPackageRequest
    col = anki_packages.make_collection(tmp_path / "collection.anki2")
    anki_packages.export_apkg(col, tmp_path / "original.apkg", legacy=False)
    before, types_before = note_state(col), note_types(col)
    content = tmp_path / "Content"
    assert run_import(site_binary, tmp_path / "original.apkg", content).returncode == 0
    # The deck files newer than the notes, as after any edit: Anki then takes every note whose
    # fields the Markdown gives (its HTML normalised), and keeps the others as they are.
    later = time.time() + 60
    for deck in (content / "decks").rglob("*.md"):
        os.utime(deck, (later, later))
    # Exported a minute later: the package's own dates are newer than the note types'.
    export = subprocess.run([str(site_binary), "export", "anki", "--content", str(content), "--output", str(tmp_path / "back.apkg")],
                            capture_output=True, text=True, env={**os.environ, "SOURCE_DATE_EPOCH": str(int(later))})
    assert export.returncode == 0, export.stderr
    assert export.stdout.startswith("Exported 11 notes (18 cards) from 3 decks"), "each Anki note once, with all its cards"

    log = col.import_anki_package(ImportAnkiPackageRequest(package_path=str(tmp_path / "back.apkg"),
                                                           options=ImportAnkiPackageOptions())).log
    assert len(log.new) == 0 and len(log.conflicting) == 0
    assert len(log.duplicate) + len(log.updated) == 11
    assert len(log.updated) >= 1, "the notes the Markdown gives were taken, with cmark's HTML"
    first = note_state(col)
    assert first == before, "every guid, field's text, tag and note type as it was"
    assert note_types(col) == types_before, "every note type's templates and settings as they were"

    # An edit in the Markdown reaches the note it came from, and only that one.
    deck = content / "decks" / "c.md"
    assert "- contiguous\n" in deck.read_text()
    deck.write_text(deck.read_text().replace("- contiguous\n", "- contiguous in memory\n"))
    os.utime(deck, (later + 60, later + 60))
    assert subprocess.run([str(site_binary), "export", "anki", "--content", str(content), "--output", str(tmp_path / "back.apkg")],
                          capture_output=True).returncode == 0
    log = col.import_anki_package(ImportAnkiPackageRequest(package_path=str(tmp_path / "back.apkg"),
                                                           options=ImportAnkiPackageOptions())).log
    assert len(log.new) == 0
    after = note_state(col)
    changed = [note_id for note_id in first if after[note_id] != first[note_id]]
    assert len(changed) == 1 and "contiguous in memory" in after[changed[0]][1][1], "a Basic note's edited Back"
    assert all(after[note_id][0] == first[note_id][0] and after[note_id][3] == first[note_id][3] for note_id in first)


def test_the_text_export_of_imported_notes_of_every_field_count_reimports_as_the_same_notes(site_binary, tmp_path):
    """Notes in Plain Text name the tags' column once for every record: with note types of two to
    five fields in one file (Vocab, Image Occlusion), no field is read as tags or lost."""
    from anki.collection import ImportCsvRequest
    col = anki_packages.make_collection(tmp_path / "collection.anki2")
    anki_packages.export_apkg(col, tmp_path / "original.apkg", legacy=False)
    before = note_state(col)
    assert len({len(col.get_note(note_id).fields) for note_id in before}) >= 3, "note types of several field counts"
    content, text = tmp_path / "Content", tmp_path / "back.txt"
    assert run_import(site_binary, tmp_path / "original.apkg", content).returncode == 0
    export = subprocess.run([str(site_binary), "export", "anki", "--content", str(content), "--output", str(text)],
                            capture_output=True, text=True)
    assert export.returncode == 0, export.stderr
    metadata = col.get_csv_metadata(path=str(text), delimiter=None)
    log = col.import_csv(ImportCsvRequest(path=str(text), metadata=metadata)).log
    assert len(log.new) == 0 and len(log.conflicting) == 0
    assert note_state(col) == before, "every guid, field's text, tag and note type as it was"


def test_the_review_history_becomes_progress_that_replays_to_what_py_fsrs_gives(site_binary, tmp_path):
    from test_progress_merge import replayed_by_py_fsrs
    col = anki_packages.make_collection(tmp_path / "collection.anki2")
    cards, log = anki_packages.rendered_cards(col), anki_packages.revlog(col)
    anki_packages.export_apkg(col, tmp_path / "studied.apkg", legacy=False)
    content, public, progress = tmp_path / "Content", tmp_path / "Public", tmp_path / "progress.json"
    result = run_import(site_binary, tmp_path / "studied.apkg", content, "--progress", str(progress))
    assert result.returncode == 0, result.stderr
    # Anki's FSRS reads the answers (types 0-3, ease 1-4) but a filtered deck's that kept the schedule (factor 0).
    answers = [row for row in log if row["type"] in (0, 1, 2, 3) and 1 <= row["ease"] <= 4
               and not (row["type"] == 3 and row["factor"] == 0)]
    assert any(row["type"] == 3 and row["factor"] == 0 for row in log), "the collection holds a cramming answer"
    studied = {(row["guid"], row["ord"]) for row in answers}
    assert result.stdout.splitlines()[1] == f"Review history: {len(answers)} reviews of {len(studied)} cards → {progress}"
    export = json.loads(progress.read_text())
    assert export["format"] == "site-study-progress" and export["version"] == 2

    # Every answer of the log, under the identity of the card the page shows for that Anki card.
    assert subprocess.run(build_command(site_binary, content, public), capture_output=True).returncode == 0
    question_by_identity = {}
    for deck, page in DECK_PAGES.items():
        text = (public / page).read_text()
        for identity, question in re.findall(r'data-card-id="([0-9a-f-]+)".*?<div class="card-question prose">(.*?)</div>', text, re.S):
            question_by_identity[(page.split("/")[1], identity)] = comparable(anki_packages.visible_text(question))
    anki_question = {(card["guid"], card["ord"]): comparable(card["question_text"]) for card in cards}
    expected = sorted((anki_question[(row["guid"], row["ord"])], row["id"], row["ease"], min(row["time"], 60_000)) for row in answers)
    imported = sorted((question_by_identity[(deck, review["card"])], review["time"], review["rating"], review["duration"])
                      for deck, entry in export["decks"].items() for review in entry["reviews"])
    assert imported == expected

    # Each card's schedule is what py-fsrs gives for its reviews.
    for deck, entry in export["decks"].items():
        assert entry["cards"] == replayed_by_py_fsrs(entry), deck


def test_the_progress_file_is_merged_into_or_refused_but_never_overwritten(site_binary, packages, tmp_path):
    _, paths = packages
    content, progress = tmp_path / "Content", tmp_path / "progress.json"
    progress.write_text("my notes, not an export")
    result = run_import(site_binary, paths["current"], content, "--progress", str(progress))
    assert result.returncode == 1
    assert "not a progress export, so it is not replaced (choose another --progress)" in result.stderr
    assert progress.read_text() == "my notes, not an export"
    assert not (content / "decks").exists(), "all or nothing"

    progress.unlink()
    assert run_import(site_binary, paths["current"], content, "--progress", str(progress)).returncode == 0
    first = json.loads(progress.read_text())
    again = run_import(site_binary, paths["current"], content, "--progress", str(progress))
    assert again.returncode == 0, again.stderr
    assert json.loads(progress.read_text())["decks"] == first["decks"], "the same history twice is the same progress"


PUBLIC_DECK = Path(__file__).resolve().parent.parent / "Fixtures" / "anki" / "badlydrawnrob-anki-themes-1.0.0.apkg"


def test_a_public_shared_deck_imports_builds_and_shows_what_anki_shows(site_binary, tmp_path):
    """A real shared deck (Tests/Fixtures/anki/README.md: its source and MIT license), made by
    Anki 2.0 with custom note types whose fields hold highlighted code."""
    from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest
    col = Collection(str(tmp_path / "collection.anki2"))
    col.import_anki_package(ImportAnkiPackageRequest(package_path=str(PUBLIC_DECK), options=ImportAnkiPackageOptions()))
    cards = anki_packages.rendered_cards(col)
    content, public = tmp_path / "Content", tmp_path / "Public"
    result = run_import(site_binary, PUBLIC_DECK, content)
    assert result.returncode == 0, result.stderr
    assert result.stderr == "", "the template's own notes, {{c1::…}} in an HTML comment, name no field"
    assert result.stdout == f"Imported 1 deck, 3 notes (5 cards), 0 media files → {content}/decks\n"
    build = subprocess.run(build_command(site_binary, content, public), capture_output=True, text=True)
    assert build.returncode == 0 and build.stderr == "", build.stderr
    page = next(public.glob("decks/*/index.html"))
    shown = page_cards(page)
    assert len(shown) == len(cards) == 5
    compared = 0
    for anki, site in zip(cards, shown):
        if anki["question_text"].startswith("Front template has a problem"):
            continue  # Anki 26 shows an error for the Puzzle type's cards; the site shows them
        assert comparable(anki_packages.visible_text(site["question"])) == comparable(anki["question_text"]), anki["note_type"]
        compared += 1
    assert compared == 3


def test_a_field_that_names_a_file_outside_the_media_folder_never_brings_it_into_an_export(site_binary, tmp_path):
    col = anki_packages.make_collection(tmp_path / "collection.anki2")
    secret = tmp_path / "secret.txt"
    secret.write_text("not for sharing")
    vocab = col.models.by_name("Vocab")
    note = col.new_note(vocab)
    note["Word"], note["Meaning"] = "Wort", f'word <img src="../../{"../" * 8}{secret}"> [sound:../../secret.txt]'
    col.add_note(note, col.decks.id("C++"))
    anki_packages.export_apkg(col, tmp_path / "hostile.apkg", legacy=False)
    content = tmp_path / "Content"
    assert run_import(site_binary, tmp_path / "hostile.apkg", content).returncode == 0
    exported = subprocess.run([str(site_binary), "export", "anki", "--content", str(content), "--output", str(tmp_path / "out.apkg")],
                              capture_output=True, text=True)
    assert exported.returncode == 0, exported.stderr
    with zipfile.ZipFile(tmp_path / "out.apkg") as archive:
        names = json.loads(archive.read("media"))
        assert all("secret" not in name for name in names.values())
        assert all(b"not for sharing" not in archive.read(entry) for entry in names)
