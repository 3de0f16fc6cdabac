"""`site export anki` read back the way Anki reads a text import: '#key:value' header lines at
the top, then tab-separated records in CSV quoting (fields may be quoted, "" is a quote)."""
import csv
import io
import subprocess

import pytest

from conftest import REPO_ROOT

FIELD_COUNT = {"Basic": 2, "Basic (and reversed card)": 2, "Cloze": 2}  # Front/Back, Text/Back Extra


def parse_anki_text(text):
    """Headers as a dict and the records, as Anki's importer splits them."""
    lines = text.splitlines(keepends=True)
    headers = {}
    while lines and lines[0].startswith("#"):
        key, _, value = lines.pop(0)[1:].rstrip("\n").partition(":")
        headers[key] = value
    records = list(csv.reader(io.StringIO("".join(lines), newline=""), delimiter="\t"))
    return headers, records


@pytest.fixture(scope="module")
def exported(site_binary, tmp_path_factory):
    output = tmp_path_factory.mktemp("anki") / "decks.txt"
    result = subprocess.run(
        [str(site_binary), "export", "anki", "--content", str(REPO_ROOT / "Content"), "--output", str(output)],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return output.read_text(encoding="utf-8"), result.stdout


def test_headers_nameTheSeparatorHtmlAndMetaColumns(exported):
    headers, _ = parse_anki_text(exported[0])
    assert headers == {"separator": "tab", "html": "true", "guid column": "1", "notetype column": "2", "deck column": "3",
                       "tags column": "4"}


def test_everyRecord_hasGuidNoteTypeDeckFieldsAndTags(exported):
    _, records = parse_anki_text(exported[0])
    assert records
    assert len({record[0] for record in records}) == len(records), "every note has its own guid"
    for guid, *record in records:
        assert guid.startswith("site:"), guid
        note_type = record[0]
        assert note_type in FIELD_COUNT, record
        assert len(record) == 3 + FIELD_COUNT[note_type], record
        assert record[1].startswith("Flash cards::"), record
        assert record[3], record
        assert all(" " not in tag for tag in record[2].split()), record


def test_everyRecord_isOneLine(exported):
    body = [line for line in exported[0].splitlines() if not line.startswith("#")]
    _, records = parse_anki_text(exported[0])
    assert len(body) == len(records)


def test_sampleDeck_hasEachNoteKind(exported):
    _, records = parse_anki_text(exported[0])
    records = [record[1:] for record in records]  # without the guid
    capitals = [r for r in records if r[1] == "Flash cards::World capitals"]
    assert {r[0] for r in capitals} == set(FIELD_COUNT)
    clozes = [r for r in capitals if r[0] == "Cloze"]
    assert all("{{c1::" in r[3] and r[4] == "" for r in clozes)
    assert ["Basic", "Capital of France", "Paris"] == [capitals[0][0], capitals[0][3], capitals[0][4]]
    assert capitals[0][2] == "geography world_capitals"


def test_images_areBareFileNames_andListedForCopying(exported):
    text, stdout = exported
    _, records = parse_anki_text(text)
    assert any('<img src="flag-of-japan.svg"' in field for record in records for field in record)
    assert "Content/decks/images/flag-of-japan.svg" in stdout
