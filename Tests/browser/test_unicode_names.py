"""A site named in Cyrillic and Japanese, in a real browser.

Decks, an address book, its contacts, a catalog and its movies named with letters outside ASCII
get addresses of their own (they once got none, and the build failed). Their pages are valid HTML
and pass axe-core; every link is followed from file://, over HTTP under a sub-path, offline from
the service worker's cache and from `site serve`. A deck whose address changed when slugs began
to keep those letters (`Dansk Ørsted.md`: `dansk-rsted`, now `dansk-ørsted`) carries the progress
stored under its earlier address over. Every wait is for a state, never for a length of time.
"""
import json
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import audit, build_site, card_ids, open_progress_tools, progress_key, write_content
from site_testing import ServedSite
from test_html_valid import report, validate
from test_offline import browser, serve, site_caches, study, wait_until_controlled, worker_build  # noqa: F401 (fixtures)

FILES = {
    "index.md": """\
        ---
        title: Словарь
        language: ru
        ---

        Карточки и адреса.
        """,
    "decks/Русский.md": """\
        # Русский

        ## Как дела?

        Хорошо.

        ## Что это?

        Ёлка.
        """,
    "decks/語彙/日本語.md": """\
        # 日本語

        ## 猫は？

        ねこ
        """,
    "decks/Dansk Ørsted.md": """\
        # Dansk Ørsted

        ## Hvem opdagede elektromagnetismen?

        H. C. Ørsted

        ## Hvornår?

        1820
        """,
    "contacts/Друзья.md": """\
        # Друзья

        ## Анна Иванова

        - Email: anna@example.org

        ## Борис
        """,
    "movies/映画.md": """\
        ---
        title: 映画
        ---

        ## 七人の侍

        - Released: 1954-04-26

        侍の話。

        ## Иван Грозный

        - Released: 1944-12-30
        """,
}

DECK = "decks/русский/index.html"


@pytest.fixture(scope="module")
def unicode_content(tmp_path_factory) -> Path:
    return write_content(tmp_path_factory.mktemp("unicode-content"), FILES)


@pytest.fixture(scope="module")
def unicode_site(site_binary, unicode_content, tmp_path_factory) -> Path:
    return build_site(site_binary, unicode_content, tmp_path_factory.mktemp("unicode-site") / "sub")


def follow(driver, text: str):
    """Clicks the link whose text is `text` and waits for the page it opens."""
    link = driver.find_element(By.LINK_TEXT, text)
    old = driver.current_url
    link.click()
    WebDriverWait(driver, 10).until(lambda d: d.current_url != old and d.execute_script("return document.readyState") == "complete")
    assert "Page not found" not in driver.title, driver.current_url


def heading(driver) -> str:
    return driver.find_element(By.TAG_NAME, "h1").text.strip()


def test_every_page_is_valid_html(unicode_site):
    pages = {page.relative_to(unicode_site).as_posix() for page in unicode_site.rglob("*.html")}
    for page in [DECK, "decks/語彙-日本語/index.html", "contacts/друзья/анна-иванова/index.html", "movies/映画/七人の侍/index.html"]:
        assert page in pages, sorted(pages)
    result = validate(unicode_site)
    assert result.returncode == 0, report(result)


def test_from_file_every_link_opens_its_page(browser, unicode_site):  # noqa: F811
    browser.get((unicode_site / "index.html").as_uri())
    follow(browser, "Русский")
    assert heading(browser) == "Русский"
    audit(browser)
    study(browser, browser.current_url)
    browser.get((unicode_site / "index.html").as_uri())
    follow(browser, "Друзья")
    follow(browser, "Анна Иванова")
    assert heading(browser) == "Анна Иванова"
    audit(browser)
    follow(browser, "映画")
    follow(browser, "七人の侍")
    assert heading(browser) == "七人の侍"
    audit(browser)


def test_over_http_under_a_sub_path_and_offline(browser, serve, unicode_site):  # noqa: F811
    server = serve(unicode_site.parent)
    root = server.url(unicode_site.name + "/")
    browser.get(root + "index.html")
    wait_until_controlled(browser)
    _, files = worker_build(unicode_site)
    assert list(site_caches(browser).values()) == [files]
    follow(browser, "日本語")
    assert heading(browser) == "日本語"
    assert urllib.parse.unquote(browser.current_url) == root + "decks/語彙-日本語/index.html"

    server.stop()
    study(browser, root + DECK)
    browser.get(root + "contacts/друзья/анна-иванова/index.html")
    assert heading(browser) == "Анна Иванова"
    browser.get(root + urllib.parse.quote("movies/映画/иван-грозный/"))
    assert heading(browser) == "Иван Грозный"


def test_site_serve_answers_every_address(site_binary, unicode_content, tmp_path):
    with ServedSite(site_binary, unicode_content, tmp_path / "Public") as served:
        for path in [DECK, "contacts/друзья/", "movies/映画/七人の侍/index.html"]:
            with urllib.request.urlopen(served.url.rstrip("/") + "/" + urllib.parse.quote(path), timeout=30) as answer:
                assert answer.status == 200, path
                assert "<h1" in answer.read().decode("utf-8"), path


def stored(driver, deck: str):
    return driver.execute_script("return localStorage.getItem(arguments[0]);", progress_key(driver, deck))


def test_a_deck_whose_address_changed_keeps_its_progress(browser, unicode_site):  # noqa: F811
    page = (unicode_site / "decks" / "dansk-ørsted" / "index.html").as_uri()
    browser.get(page)
    review = json.loads(browser.find_element(By.ID, "study-review").get_attribute("textContent"))
    assert review["deck"] == "dansk-ørsted" and review["earlierDeck"] == "dansk-rsted"
    now = browser.execute_script("return Date.now();")
    day = 24 * 60 * 60 * 1000
    learned = {"state": 2, "step": None, "stability": 10, "difficulty": 5, "due": now + 3 * day, "lastReview": now - day}
    before = json.dumps({"cards": {card_ids(browser)[0]: learned}, "introduced": {"day": "", "count": 0}})
    browser.execute_script("localStorage.clear(); localStorage.setItem(arguments[0], arguments[1]);",
                           progress_key(browser, "dansk-rsted"), before)

    # The home page counts the deck from a copy of the progress under its earlier address.
    browser.get((unicode_site / "index.html").as_uri())
    home_counts = browser.find_element(By.CSS_SELECTOR, "[data-deck-counts='dansk-ørsted']")
    WebDriverWait(browser, 10).until(lambda d: home_counts.text == "0 due · 1 new", f"home counts: {home_counts.text!r}")
    assert json.loads(stored(browser, "dansk-ørsted")) == json.loads(before)
    assert stored(browser, "dansk-rsted") == before, "nothing is removed"

    # The deck page copies it too.
    browser.execute_script("localStorage.clear(); localStorage.setItem(arguments[0], arguments[1]);",
                           progress_key(browser, "dansk-rsted"), before)
    browser.get(page)
    WebDriverWait(browser, 10).until(lambda d: stored(d, "dansk-ørsted") is not None, "the progress was not carried over")
    assert json.loads(stored(browser, "dansk-ørsted")) == json.loads(before)
    counts = browser.find_element(By.CSS_SELECTOR, "[data-counts]")
    WebDriverWait(browser, 10).until(lambda d: counts.text == "0 due · 1 new", f"counts: {counts.text!r}")

    # A reset stays a reset: the progress is not taken from the earlier address again.
    open_progress_tools(browser)
    browser.execute_script("window.confirm = () => true;")
    browser.find_element(By.CSS_SELECTOR, "[data-progress] [data-reset]").click()
    WebDriverWait(browser, 10).until(lambda d: stored(d, "dansk-ørsted") is None, "the reset did not remove the progress")
    browser.get(page)
    WebDriverWait(browser, 10).until(lambda d: counts_text(d) == "0 due · 2 new", f"counts after a reset: {counts_text(browser)!r}")
    assert stored(browser, "dansk-ørsted") is None and stored(browser, "dansk-rsted") == before

    # Progress under the earlier address that holds none of the deck's cards (another site's on
    # the same origin, a deleted deck's) is left alone; so is progress the deck has of its own.
    stranger = json.dumps({"cards": {"0123456789abcdef": learned}, "introduced": {"day": "", "count": 0}})
    browser.execute_script("localStorage.clear(); localStorage.setItem(arguments[0], arguments[1]);",
                           progress_key(browser, "dansk-rsted"), stranger)
    browser.get(page)
    WebDriverWait(browser, 10).until(lambda d: counts_text(d) == "0 due · 2 new")
    assert stored(browser, "dansk-ørsted") is None
    own = json.dumps({"cards": {}, "introduced": {"day": "", "count": 0}})
    browser.execute_script("localStorage.setItem(arguments[0], arguments[1]); localStorage.setItem(arguments[2], arguments[3]);",
                           progress_key(browser, "dansk-ørsted"), own, progress_key(browser, "dansk-rsted"), before)
    browser.get(page)
    WebDriverWait(browser, 10).until(lambda d: counts_text(d) == "0 due · 2 new")
    assert stored(browser, "dansk-ørsted") == own


def test_a_renamed_deck_reads_its_earlier_progress_kept_before_keys_were_per_site(browser, unicode_site):  # noqa: F811
    page = (unicode_site / "decks" / "dansk-ørsted" / "index.html").as_uri()
    browser.get(page)
    review = json.loads(browser.find_element(By.ID, "study-review").get_attribute("textContent"))
    assert review["earlierDeck"] == "dansk-rsted"
    # The page of a renamed deck loads the script that takes its earlier progress over.
    assert browser.execute_script("return typeof SiteProgress.adoptEarlierDeck") == "function"
    now = browser.execute_script("return Date.now();")
    day = 24 * 60 * 60 * 1000
    learned = {"state": 2, "step": None, "stability": 10, "difficulty": 5, "due": now + 3 * day, "lastReview": now - day}
    before = json.dumps({"cards": {card_ids(browser)[0]: learned}, "introduced": {"day": "", "count": 0}})

    # Kept under the earlier address, shared by the origin (builds before 2 December 2026): adopted.
    browser.execute_script("localStorage.clear(); localStorage.setItem('site-progress:v1:dansk-rsted', arguments[0]);", before)
    browser.get(page)
    WebDriverWait(browser, 10).until(lambda d: counts_text(d) == "0 due · 1 new", f"counts: {counts_text(browser)!r}")
    assert json.loads(stored(browser, "dansk-ørsted")) == json.loads(before)

    # Adopted and then reset by such a build (its mark is shared too): the reset stays a reset.
    browser.execute_script("localStorage.clear(); localStorage.setItem('site-progress:v1:dansk-rsted', arguments[0]);"
                           "localStorage.setItem('site-progress-adopted:v1:dansk-ørsted', 'dansk-rsted');", before)
    browser.get(page)
    WebDriverWait(browser, 10).until(lambda d: counts_text(d) == "0 due · 2 new", f"counts: {counts_text(browser)!r}")
    assert stored(browser, "dansk-ørsted") is None


def counts_text(driver) -> str:
    found = driver.find_elements(By.CSS_SELECTOR, "[data-counts]")
    return found[0].text if found else ""
