"""Hostile and odd content, generated at test time (never committed as huge files): every case
gives a correct page, checked here in the real browser, or one clear `file:line:column` error.

The content: NUL bytes, a BOM, CR, CRLF and mixed line endings, right-to-left text, reserved
names (CON, NUL), a 1 MB line, 100,000 headings, deep nesting, a 50 MB deck; and, each in a
content folder of its own, the mistakes that must stop a build with one line each: invalid UTF-8,
NFC/NFD names that give one address, symbolic links out of the content folder, a named pipe.
"""
import os
import socket
import subprocess
import unicodedata
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from site_testing import build_command, build_site

MEGABYTE = 1 << 20


def write(root: Path, name: str, data):
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))


@pytest.fixture(scope="module")
def hostile_site(site_binary, tmp_path_factory) -> Path:
    content = tmp_path_factory.mktemp("hostile") / "Content"
    write(content, "index.md", "---\ntitle: Hostile\n---\nOdd content.\n")
    write(content, "decks/nul.md", b"# Nul\n\n## Before\x00after?\n\nAn\x00swer\n")
    write(content, "decks/bom.md", "\ufeff---\ntitle: Byte order mark\n---\n# Ignored\n\nQ::A\n")
    write(content, "decks/crlf.md", b"# CRLF\r\n\r\n## One\r\n\r\nFirst\r\n\r\n## Two\r\n\r\nSecond\r\n")
    write(content, "decks/cr.md", b"# CR\r\r## One\r\rFirst\r\r## Two\r\rSecond\r")
    write(content, "decks/mixed.md", b"# Mixed\n\r\n## One\r\rFirst\n\n## Two\r\n\nSecond")
    write(content, "decks/rtl.md", "# עברית\n\n## מה שלומך?\n\nטוב, תודה\n")
    write(content, "decks/CON.md", "# Con\n\nQ::A\n")
    write(content, "decks/PRN.md", "# Reserved\n\nQ::A\n")
    write(content, "decks/long-line.md", "# Long line\n\n## Long?\n\n" + "word " * (MEGABYTE // 5) + "end\n")
    write(content, "decks/headings.md", "# Headings\n\n## Many headings?\n\n" + "".join(f"### H{n}\n" for n in range(100_000)))
    write(content, "decks/deep.md", "# Deep\n\n## Deep?\n\n" + ">" * 5000 + " quoted\n\n" + "- " * 5000 + "listed\n")
    return build_site(site_binary, content, tmp_path_factory.mktemp("hostile-site") / "Public")


def deck(driver, site: Path, slug: str):
    driver.get((site / "decks" / slug / "index.html").as_uri())
    WebDriverWait(driver, 20).until(lambda d: d.execute_script("return document.readyState") == "complete")
    return driver


def questions(driver):
    return [element.get_attribute("textContent").strip() for element in driver.find_elements(By.CSS_SELECTOR, ".card-question")]


def assert_no_script_errors(driver):
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    assert errors == [], errors


def test_nul_bytes_become_replacement_characters(driver, hostile_site):
    deck(driver, hostile_site, "nul")
    assert questions(driver) == ["Before\ufffdafter?"]
    assert_no_script_errors(driver)


def test_a_byte_order_mark_does_not_hide_the_front_matter(driver, hostile_site):
    deck(driver, hostile_site, "bom")
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "Byte order mark"


@pytest.mark.parametrize("slug", ["crlf", "cr", "mixed"])
def test_every_line_ending_gives_the_same_cards(driver, hostile_site, slug):
    deck(driver, hostile_site, slug)
    assert questions(driver) == ["One", "Two"]
    answers = [element.get_attribute("textContent").strip() for element in driver.find_elements(By.CSS_SELECTOR, ".card-answer .prose")]
    assert answers == ["First", "Second"]
    assert_no_script_errors(driver)


def test_right_to_left_text_is_kept(driver, hostile_site):
    deck(driver, hostile_site, "rtl")
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "עברית"
    assert questions(driver) == ["מה שלומך?"]


def test_reserved_windows_names_build_like_any_other(driver, hostile_site):
    for slug in ["con", "prn"]:
        deck(driver, hostile_site, slug)
        assert len(questions(driver)) == 1
    driver.get((hostile_site / "index.html").as_uri())
    links = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "#decks h3 a")]
    assert any(link.endswith("/decks/con/index.html") for link in links)
    assert any(link.endswith("/decks/prn/index.html") for link in links)


def test_a_one_megabyte_line_is_one_answer(driver, hostile_site):
    deck(driver, hostile_site, "long-line")
    length = driver.execute_script("return document.querySelector('.card-answer .prose').textContent.length")
    assert length > MEGABYTE - 10


def test_a_hundred_thousand_headings_are_all_in_the_answer(hostile_site):
    page = (hostile_site / "decks" / "headings" / "index.html").read_text(encoding="utf-8")
    assert page.count("<h3>") == 100_000


def test_deep_nesting_is_rendered(driver, hostile_site):
    deck(driver, hostile_site, "deep")
    assert "quoted" in driver.find_element(By.CSS_SELECTOR, ".card-answer").get_attribute("textContent")
    assert_no_script_errors(driver)


def test_a_fifty_megabyte_deck_builds(site_binary, tmp_path):
    content = tmp_path / "Content"
    cards = "".join(f"## Question {n}\n\n{'answer words ' * 36}\n\n" for n in range(110_000))
    write(content, "decks/big.md", "# Big\n\n" + cards)
    assert (content / "decks" / "big.md").stat().st_size > 50_000_000
    result = subprocess.run(build_command(site_binary, content, tmp_path / "Public"), capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    assert "110000 cards" in result.stdout


def failed_build(site_binary, tmp_path, make):
    """Builds content made by `make(content)`; returns stderr of the failed build."""
    content = tmp_path / "Content"
    content.mkdir()
    make(content)
    result = subprocess.run(build_command(site_binary, content, tmp_path / "Public"), capture_output=True, text=True, timeout=120)
    assert result.returncode == 1, result.stdout + result.stderr
    assert not (tmp_path / "Public").exists()
    return result.stderr.splitlines()


def test_invalid_utf8_is_an_error_at_its_line_and_column(site_binary, tmp_path):
    lines = failed_build(site_binary, tmp_path, lambda c: write(c, "decks/bad.md", b"# Bad\r\rQ::A\xff\n"))
    assert lines[0].endswith("decks/bad.md:3:5: error: file is not valid UTF-8; save it as UTF-8")


def test_names_that_differ_only_in_unicode_normalisation_are_a_clash(site_binary, tmp_path):
    def make(content):
        write(content, "decks/" + unicodedata.normalize("NFC", "café") + ".md", "# One\n\nQ::A\n")
        write(content, "decks/" + unicodedata.normalize("NFD", "café") + ".md", "# Two\n\nQ::A\n")
    lines = failed_build(site_binary, tmp_path, make)
    assert len([line for line in lines if ": error: " in line]) == 1
    assert "cafe" in lines[0]


def test_links_and_files_that_are_not_content_are_one_line_each(site_binary, tmp_path):
    def make(content):
        write(content, "decks/a.md", "# A\n\n## Q\n\n![secret](secret.png)\n")
        os.symlink("/etc/passwd", content / "decks" / "secret.png")
        os.symlink("/etc/hostname", content / "decks" / "outside.md")
        os.mkfifo(content / "decks" / "pipe.md")
        listener = socket.socket(socket.AF_UNIX)
        listener.bind(str(content / "decks" / "socket.md"))
        listener.close()
        (content / "decks" / "folder.md").mkdir()
    lines = failed_build(site_binary, tmp_path, make)
    assert len(lines) == 6, lines
    assert "secret.png is a symbolic link to /etc/passwd, outside the content directory" in lines[0]
    assert lines[1].endswith("folder.md:1:1: error: folder.md is a folder, not a Markdown file; rename it")
    assert lines[2].endswith("outside.md:1:1: error: outside.md is a symbolic link to /etc/hostname, outside the content directory")
    assert lines[3].endswith("pipe.md:1:1: error: pipe.md is a named pipe (FIFO), not a file")
    assert lines[4].endswith("socket.md:1:1: error: socket.md is a socket, not a file")
    assert lines[5].startswith("error: build failed with 5 errors")
