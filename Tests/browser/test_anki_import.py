"""`site export anki` imported by Anki itself: the `anki` package from PyPI (Anki's own Rust
backend) imports each export into a fresh collection, and a second, edited export updates the
notes it imported instead of adding copies or overwriting another deck's."""
import html
import shutil
import subprocess

import pytest

anki_collection = pytest.importorskip("anki.collection")

from conftest import REPO_ROOT  # noqa: E402


def export(site_binary, content, output):
    result = subprocess.run([str(site_binary), "export", "anki", "--content", str(content), "--output", str(output)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return output


def import_into(collection, path):
    metadata = collection.get_csv_metadata(path=str(path), delimiter=None)
    return collection.import_csv(anki_collection.ImportCsvRequest(path=str(path), metadata=metadata)).log


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
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "decks" / "one.md").write_text("# One\n\nSame question::first answer\n", encoding="utf-8")
    (content / "decks" / "two.md").write_text("# Two\n\nSame question::second answer\n", encoding="utf-8")
    import_into(collection, export(site_binary, content, tmp_path / "decks.txt"))
    backs = sorted(collection.get_note(note)["Back"] for note in collection.find_notes('"Front:Same question"'))
    assert backs == ["first answer", "second answer"]


def test_colons_and_braces_inside_a_cloze_stay_one_deletion_in_anki(site_binary, collection, tmp_path):
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "decks" / "cpp.md").write_text(
        "# C++\n\nA map is {{c1::std map{}::a container}}; print with ==std::cout== or ==fmt::print()==.\n",
        encoding="utf-8")
    import_into(collection, export(site_binary, content, tmp_path / "cpp.txt"))
    assert collection.card_count() == 3, "three deletions, three cards: nothing inside them read as markup"
    note = collection.get_note(collection.find_notes("deck:*")[0])
    cards = sorted(note.cards(), key=lambda card: card.ord)
    answers = [html.unescape(card.answer()) for card in cards]
    assert "std map{}" in answers[0] and "std::cout" in answers[1] and "fmt::print()" in answers[2]
    assert "[a container]" in html.unescape(cards[0].question())
