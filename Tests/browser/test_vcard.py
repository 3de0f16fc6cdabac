"""The generated vCards, parsed back by a real vCard parser (vobject from PyPI): names, e-mails,
phones, birthdays, escaping of commas, semicolons and newlines, and RFC 6350 line folding."""
import textwrap

import pytest
import vobject

from conftest import build_site

CONTACTS = """\
    # Escapes

    ## Ada Lovelace

    - Email: ada@example.com
    - Email: countess@example.org
    - Phone: +44 20 7946 0000
    - Phone: (202) 555-0147
    - Address: 12 St James's Square; Flat 3, London
    - Birthday: 1815-12-10
    - Company: Babbage, Lovelace; and Partners
    - Title: Countess\\mathematician
    - Tags: maths, computing

    First paragraph, with a comma; and a semicolon.

    Second paragraph: {}.

    ## Ludwig van Beethoven

    - First name: Ludwig
    - Last name: van Beethoven
    - Birthday: --12-16

    ## émile zola

    - Email: emile@example.fr
    """.format("Zoë Łódź Ærøskøbing 東京 " * 6)


@pytest.fixture(scope="module")
def vcard_site(site_binary, tmp_path_factory):
    content = tmp_path_factory.mktemp("vcard-content")
    (content / "contacts").mkdir()
    (content / "contacts" / "people.md").write_text(textwrap.dedent(CONTACTS), encoding="utf-8")
    return build_site(site_binary, content, tmp_path_factory.mktemp("vcard-site") / "Public")


def raw(site, path):
    return (site / path).read_bytes()


def cards(site, path="contacts/people/people.vcf"):
    return list(vobject.readComponents(raw(site, path).decode("utf-8")))


def by_name(site):
    return {card.fn.value: card for card in cards(site)}


def test_the_book_file_holds_every_contact_sorted_by_last_name(vcard_site):
    assert [card.fn.value for card in cards(vcard_site)] == ["Ada Lovelace", "Ludwig Van Beethoven", "Émile Zola"]
    for card in cards(vcard_site):
        assert card.version.value == "4.0"


def test_names_emails_phones_and_birthdays_parse_back(vcard_site):
    ada = by_name(vcard_site)["Ada Lovelace"]
    assert ada.n.value.family == "Lovelace" and ada.n.value.given == "Ada"
    assert [email.value for email in ada.email_list] == ["ada@example.com", "countess@example.org"]
    assert [tel.value for tel in ada.tel_list] == ["tel:+442079460000", "tel:2025550147"]
    assert ada.tel.params["VALUE"] == ["uri"]
    assert ada.bday.value == "18151210"
    ludwig = by_name(vcard_site)["Ludwig Van Beethoven"]
    assert ludwig.n.value.family == "Van Beethoven" and ludwig.n.value.given == "Ludwig"
    assert ludwig.bday.value == "--1216"
    assert by_name(vcard_site)["Émile Zola"].email.value == "emile@example.fr"


def test_commas_semicolons_backslashes_and_newlines_are_escaped(vcard_site):
    ada = by_name(vcard_site)["Ada Lovelace"]
    assert ada.org.value == ["Babbage, Lovelace; and Partners"]
    assert ada.title.value == "Countess\\mathematician"
    assert ada.adr.value.street == "12 St James's Square; Flat 3, London"
    assert ada.categories.value == ["maths", "computing"]
    note = ada.note.value
    assert note.startswith("First paragraph, with a comma; and a semicolon.\n\nSecond paragraph: Zoë Łódź")
    text = raw(vcard_site, "contacts/people/ada-lovelace/ada-lovelace.vcf").decode("utf-8")
    assert "ORG:Babbage\\, Lovelace\\; and Partners\r\n" in text
    assert "TITLE:Countess\\\\mathematician\r\n" in text
    assert "NOTE:First paragraph\\, with a comma\\; and a semicolon.\\n\\nSecond" in text


def test_every_line_is_at_most_75_octets_and_ends_in_crlf(vcard_site):
    data = raw(vcard_site, "contacts/people/people.vcf")
    assert data.endswith(b"\r\n")
    lines = data.split(b"\r\n")[:-1]
    assert all(b"\n" not in line and b"\r" not in line for line in lines)
    assert max(len(line) for line in lines) <= 75
    folded = [line for line in lines if line.startswith(b" ")]
    assert len(folded) >= 3, "the long note should have been folded"
    for line in lines:
        line.decode("utf-8")  # a fold never splits a UTF-8 sequence


def test_the_single_contact_file_matches_its_entry_in_the_book_file(vcard_site):
    single = list(vobject.readComponents(raw(vcard_site, "contacts/people/emile-zola/emile-zola.vcf").decode("utf-8")))
    assert len(single) == 1
    assert single[0].serialize() == by_name(vcard_site)["Émile Zola"].serialize()
