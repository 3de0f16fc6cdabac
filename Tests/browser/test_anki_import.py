"""`site export anki` imported by Anki itself: the `anki` package from PyPI (Anki's own Rust
backend) imports each export into a fresh collection, and a second, edited export updates the
notes it imported instead of adding copies or overwriting another deck's."""
import html
import os
import shutil
import subprocess

from pathlib import Path

import pytest

anki_collection = pytest.importorskip("anki.collection")

from conftest import REPO_ROOT  # noqa: E402


def export(site_binary, content, output):
    result = subprocess.run([str(site_binary), "export", "anki", "--content", str(content), "--output", str(output)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return output


def export_package(site_binary, content, output, exported=None):
    """`site export anki` to an .apkg; `exported` (seconds) is the notes' modification time."""
    environment = dict(os.environ)
    if exported is not None:
        environment["SOURCE_DATE_EPOCH"] = str(exported)
    result = subprocess.run([str(site_binary), "export", "anki", "--content", str(content), "--output", str(output)],
                            capture_output=True, text=True, timeout=120, env=environment)
    assert result.returncode == 0, result.stderr
    assert "collection.media" not in result.stdout, "a package carries its media: nothing to copy by hand"
    return output


def import_package(collection, path):
    options = anki_collection.ImportAnkiPackageOptions(with_scheduling=False, with_deck_configs=False)
    request = anki_collection.ImportAnkiPackageRequest(package_path=str(path), options=options)
    return collection.import_anki_package(request).log


def import_into(collection, path):
    metadata = collection.get_csv_metadata(path=str(path), delimiter=None)
    return collection.import_csv(anki_collection.ImportCsvRequest(path=str(path), metadata=metadata)).log


def content_with(tmp_path, **decks):
    """A content folder holding only the given decks: content_with(tmp_path, cpp="# C++ …")."""
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    for name, text in decks.items():
        (content / "decks" / f"{name}.md").write_text(text, encoding="utf-8")
    return content


@pytest.fixture
def collection(tmp_path):
    col = anki_collection.Collection(str(tmp_path / "collection.anki2"))
    yield col
    col.close()


def test_every_deck_imports_with_its_notes_cards_decks_and_tags(site_binary, collection, tmp_path):
    log = import_into(collection, export(site_binary, REPO_ROOT / "Content", tmp_path / "decks.txt"))
    assert len(log.new) == 21 and collection.note_count() == 21
    assert collection.card_count() == 25  # the reversed notes and the clozes give more cards than notes
    names = {deck.name for deck in collection.decks.all_names_and_ids()}
    assert {"Flash cards::World capitals", "Flash cards::Quiz", "Flash cards::Swift basics",
            "Flash cards::The solar system"} <= names
    france = collection.get_note(collection.find_notes('"Front:Capital of France"')[0])
    assert france["Back"] == "Paris" and set(france.tags) == {"geography", "world_capitals"}
    assert france.guid.startswith("site:capitals:")


def test_an_edited_export_updates_its_notes_instead_of_adding_copies(site_binary, collection, tmp_path):
    content = tmp_path / "Content"
    shutil.copytree(REPO_ROOT / "Content", content)
    import_into(collection, export(site_binary, content, tmp_path / "first.txt"))
    deck = content / "decks" / "capitals.md"
    deck.write_text(deck.read_text(encoding="utf-8").replace("Capital of France::Paris", "Capital of France::Paris, on the Seine"),
                    encoding="utf-8")
    log = import_into(collection, export(site_binary, content, tmp_path / "second.txt"))
    assert len(log.updated) == 1 and len(log.new) == 0
    assert collection.note_count() == 21
    france = collection.get_note(collection.find_notes('"Front:Capital of France"')[0])
    assert france["Back"] == "Paris, on the Seine"


def test_two_decks_with_the_same_question_stay_two_notes(site_binary, collection, tmp_path):
    content = content_with(tmp_path, one="# One\n\nSame question::first answer\n",
                           two="# Two\n\nSame question::second answer\n")
    import_into(collection, export(site_binary, content, tmp_path / "decks.txt"))
    backs = sorted(collection.get_note(note)["Back"] for note in collection.find_notes('"Front:Same question"'))
    assert backs == ["first answer", "second answer"]


def test_colons_and_braces_inside_a_cloze_stay_one_deletion_in_anki(site_binary, collection, tmp_path):
    content = content_with(
        tmp_path, cpp="# C++\n\nA map is {{c1::std map{}::a container}}; print with ==std::cout== or ==fmt::print()==.\n")
    import_into(collection, export(site_binary, content, tmp_path / "cpp.txt"))
    assert collection.card_count() == 3, "three deletions, three cards: nothing inside them read as markup"
    note = collection.get_note(collection.find_notes("deck:*")[0])
    cards = sorted(note.cards(), key=lambda card: card.ord)
    answers = [html.unescape(card.answer()) for card in cards]
    assert "std map{}" in answers[0] and "std::cout" in answers[1] and "fmt::print()" in answers[2]
    assert "[a container]" in html.unescape(cards[0].question())


# --- the Anki package (.apkg) ---------------------------------------------------------------

def test_a_package_imports_notes_decks_tags_and_the_media_they_show(site_binary, collection, tmp_path):
    log = import_package(collection, export_package(site_binary, REPO_ROOT / "Content", tmp_path / "decks.apkg"))
    assert len(log.new) == 21 and collection.note_count() == 21
    assert collection.card_count() == 25
    names = {deck.name for deck in collection.decks.all_names_and_ids()}
    assert {"Flash cards::World capitals", "Flash cards::Quiz", "Flash cards::Swift basics",
            "Flash cards::The solar system"} <= names
    france = collection.get_note(collection.find_notes('"Front:Capital of France"')[0])
    assert france.note_type()["name"] == "site: Basic"
    assert france["Back"] == "Paris" and set(france.tags) == {"geography", "world_capitals"}
    assert france.guid.startswith("site:capitals:")
    # Every image a field names is in Anki's media folder, byte for byte.
    images = REPO_ROOT / "Content" / "decks" / "images"
    notes = [collection.get_note(note_id) for note_id in collection.find_notes("deck:*")]
    shown = {name for note in notes for field in note.fields for name in collection.media.files_in_str(note.mid, field)}
    assert shown, "the sample decks show images"
    for name in shown:
        assert (Path(collection.media.dir()) / name).read_bytes() == (images / name).read_bytes()
    assert collection.media.check().missing == []


def test_a_package_keeps_each_note_type_and_the_authored_order_of_new_cards(site_binary, collection, tmp_path):
    content = content_with(
        tmp_path, mixed="# Mixed\n\nFirst::one\n\nSecond:::two\n\nThe {{c1::third}} and {{c2::fourth}}.\n\nFifth::five\n")
    import_package(collection, export_package(site_binary, content, tmp_path / "mixed.apkg"))
    cards = sorted((collection.get_card(card) for card in collection.find_cards("deck:*")), key=lambda card: (card.due, card.ord))
    assert [(card.note().note_type()["name"], card.ord) for card in cards] == [
        ("site: Basic", 0), ("site: Basic (and reversed card)", 0), ("site: Basic (and reversed card)", 1),
        ("site: Cloze", 0), ("site: Cloze", 1), ("site: Basic", 0)]
    assert all(card.type == 0 and card.queue == 0 for card in cards), "every card is new"
    assert "[...]" in html.unescape(cards[3].question()) and "fourth" in cards[3].question()


def test_an_edited_package_updates_its_notes_instead_of_adding_copies(site_binary, collection, tmp_path):
    content = tmp_path / "Content"
    shutil.copytree(REPO_ROOT / "Content", content)
    decks = sorted((content / "decks").glob("*.md"))
    for deck in decks:  # every deck file last changed long ago
        os.utime(deck, (1_700_000_000, 1_700_000_000))
    import_package(collection, export_package(site_binary, content, tmp_path / "first.apkg"))
    deck = content / "decks" / "capitals.md"
    deck.write_text(deck.read_text(encoding="utf-8").replace("Capital of France::Paris", "Capital of France::Paris, on the Seine"),
                    encoding="utf-8")
    os.utime(deck, (1_700_000_100, 1_700_000_100))  # edited later, whatever the clock's resolution
    log = import_package(collection, export_package(site_binary, content, tmp_path / "second.apkg"))
    # Notes are dated by their deck file: only the edited file's notes are newer than Anki's copy.
    capitals = len(collection.find_notes('"deck:Flash cards::World capitals"'))
    assert len(log.updated) == capitals and len(log.new) == 0
    assert {note.fields[0] for note in log.updated} >= {"Capital of France"}
    assert collection.note_count() == 21 and collection.card_count() == 25
    france = collection.get_note(collection.find_notes('"Front:Capital of France"')[0])
    assert france["Back"] == "Paris, on the Seine"
    assert sorted(model.name for model in collection.models.all_names_and_ids() if model.name.startswith("site: ")) == [
        "site: Basic", "site: Basic (and reversed card)", "site: Cloze"], "the second import reuses the note types"
