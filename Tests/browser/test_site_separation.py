"""Two sites in one browser keep apart what they keep, in a real browser.

Sites may share an origin: two opened from disk (Chromium gives every file:// page one
storage), or two under one host (`user.github.io/a/` and `/b/`). Each keeps its own study
progress, study mode and first-visit mark, keyed by its root address (progress.js); progress kept
before keys were per site (`site-progress:v1:<deck>`) is claimed once by each site that has the
deck, and stays where it was. `site serve`'s worker, which retires the built one while
previewing, deletes only its own site's caches.

The two sites are the same content built twice, so they share every deck name and every card
identity: the hardest case to keep apart. Every wait is for a state, never for a length of time.
"""
import json
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import build_site, card_ids, open_progress_tools, progress_key, write_content
from site_testing import ServedSite
from test_offline import browser, serve  # noqa: F401 (fixtures: a fresh Chromium each test; http.server)
from test_review import counts, press

CONTENT = {
    "index.md": """\
        ---
        title: Twins
        ---
        A site built twice.
        """,
    "decks/capitals.md": """\
        # Capitals

        Three capitals.

        ## Capital of France?
        Paris

        ## Capital of Italy?
        Rome

        ## Capital of Spain?
        Madrid
        """,
}
DAY = 24 * 60 * 60 * 1000


@pytest.fixture(scope="module")
def twins(site_binary, tmp_path_factory) -> Path:
    """A folder holding the same site built twice, as a/ and b/."""
    root = tmp_path_factory.mktemp("twins")
    content = write_content(root / "content", CONTENT)
    for name in ["a", "b"]:
        build_site(site_binary, content, root / "sites" / name)
    return root / "sites"


def open_deck(driver, url: str):
    """Opens the capitals deck at `url` and waits until its script has set the page up."""
    driver.get(url)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.documentElement.classList.contains('js-study')"),
                                    f"{url}: study.js did not start")
    return driver


def review_mode(driver):
    button = driver.find_element(By.CSS_SELECTOR, "[data-mode='review']")
    if button.get_attribute("aria-pressed") != "true":
        button.click()
    WebDriverWait(driver, 5).until(lambda d: button.get_attribute("aria-pressed") == "true")


def grade_first_card_good(driver):
    review_mode(driver)
    press(driver, " ")
    press(driver, "3")
    WebDriverWait(driver, 5).until(lambda d: counts(d) == "1 due · 2 new", f"after a grade: {counts(driver)!r}")


def home_counts(driver, url: str) -> str:
    driver.get(url)
    element = driver.find_element(By.CSS_SELECTOR, "[data-deck-counts='capitals']")
    WebDriverWait(driver, 10).until(lambda d: element.text != "", "the home page shows no counts")
    return element.text


def mode(driver) -> str:
    return next(button.get_attribute("data-mode") for button in driver.find_elements(By.CSS_SELECTOR, "[data-mode]")
                if button.get_attribute("aria-pressed") == "true")


def intro_open(driver) -> bool:
    return driver.execute_script("return document.querySelector('[data-intro]').open")


def check_apart(driver, deck_a: str, deck_b: str, home_a: str, home_b: str):
    """Progress, study mode and the first-visit mark of site a stay out of site b."""
    open_deck(driver, deck_a)
    driver.execute_script("localStorage.clear()")
    open_deck(driver, deck_a)
    grade_first_card_good(driver)
    driver.find_element(By.CSS_SELECTOR, "[data-mode='cram']").click()
    WebDriverWait(driver, 5).until(lambda d: mode(d) == "cram")

    open_deck(driver, deck_b)
    assert counts(driver) == "0 due · 3 new", "site b took site a's progress"
    assert mode(driver) == "review", "site b took site a's study mode"
    assert intro_open(driver), "site b took site a's visit: its first visit folds the introduction"
    assert driver.execute_script("return SiteProgress.load('capitals')")["cards"] == {}
    assert home_counts(driver, home_b) == "0 due · 3 new"

    # Site a kept all of it; its deck's introduction folds on a second visit there only.
    assert home_counts(driver, home_a) == "1 due · 2 new"
    open_deck(driver, deck_a)
    assert mode(driver) == "cram"
    assert not intro_open(driver)
    review_mode(driver)
    assert counts(driver) == "1 due · 2 new"
    keys = driver.execute_script("return Object.keys(localStorage)")
    assert progress_key(driver, "capitals") in keys
    assert not any(key.startswith("site-progress:v1:") for key in keys), "nothing is kept under the shared key"


def test_two_sites_opened_from_disk_keep_their_own_progress(browser, twins):  # noqa: F811
    check_apart(browser,
                (twins / "a" / "decks" / "capitals" / "index.html").as_uri(),
                (twins / "b" / "decks" / "capitals" / "index.html").as_uri(),
                (twins / "a" / "index.html").as_uri(),
                (twins / "b" / "index.html").as_uri())


def test_two_sites_under_one_host_keep_their_own_progress(browser, serve, twins):  # noqa: F811
    server = serve(twins)
    check_apart(browser, server.url("a/decks/capitals/"), server.url("b/decks/capitals/"),
                server.url("a/"), server.url("b/"))


def test_a_rebuilt_site_keeps_its_progress(browser, site_binary, twins):  # noqa: F811
    deck = twins / "a" / "decks" / "capitals" / "index.html"
    open_deck(browser, deck.as_uri())
    browser.execute_script("localStorage.clear()")
    open_deck(browser, deck.as_uri())
    grade_first_card_good(browser)
    build_site(site_binary, twins.parent / "content", twins / "a")
    open_deck(browser, deck.as_uri())
    review_mode(browser)
    assert counts(browser) == "1 due · 2 new"


def test_progress_kept_before_keys_were_per_site_is_read_by_each_site_until_it_writes_its_own(browser, twins):  # noqa: F811
    deck_a = (twins / "a" / "decks" / "capitals" / "index.html").as_uri()
    deck_b = (twins / "b" / "decks" / "capitals" / "index.html").as_uri()
    open_deck(browser, deck_a)
    ids = card_ids(browser)
    now = browser.execute_script("return Date.now()")
    learned = {"state": 2, "step": None, "stability": 10, "difficulty": 5, "due": now - DAY, "lastReview": now - 5 * DAY}
    legacy = json.dumps({"cards": {ids[0]: learned}, "introduced": {"day": "", "count": 0}})
    browser.execute_script("localStorage.clear(); localStorage.setItem('site-progress:v1:capitals', arguments[0]);"
                           "localStorage.setItem('site-study-mode:capitals', 'cram')", legacy)
    shared = lambda: browser.execute_script("return localStorage.getItem('site-progress:v1:capitals')")  # noqa: E731
    own = lambda: browser.execute_script("return localStorage.getItem(arguments[0])", progress_key(browser, "capitals"))  # noqa: E731

    # The home page and the deck page count from it, the deck opens in the mode it had; reading
    # writes nothing; an export has it.
    assert home_counts(browser, (twins / "a" / "index.html").as_uri()) == "1 due · 2 new"
    open_deck(browser, deck_a)
    assert mode(browser) == "cram"
    review_mode(browser)
    assert counts(browser) == "1 due · 2 new"
    assert own() is None
    open_progress_tools(browser)
    exported = browser.execute_script("return SiteProgress.exportAll(Date.now())")["decks"]
    assert list(exported) == ["capitals"]
    # Progress from before the review log: its schedules are the cards' starts, with no reviews.
    assert exported["capitals"]["cards"] == exported["capitals"]["starts"] == json.loads(legacy)["cards"]
    assert exported["capitals"]["reviews"] == []

    # A reset stays a reset: the old entry is not read again, and stays as it was.
    browser.execute_script("window.confirm = () => true;")
    browser.find_element(By.CSS_SELECTOR, "[data-progress] [data-reset]").click()
    WebDriverWait(browser, 10).until(lambda d: counts(d) == "0 due · 3 new", "the reset did not take")
    open_deck(browser, deck_a)
    review_mode(browser)
    assert counts(browser) == "0 due · 3 new"
    assert shared() == legacy

    # The other site still reads it; its first grade writes its own copy, and only that.
    open_deck(browser, deck_b)
    review_mode(browser)
    assert counts(browser) == "1 due · 2 new"
    press(browser, " ")
    press(browser, "3")
    WebDriverWait(browser, 5).until(lambda d: own() is not None, "the grade was not stored")
    assert ids[0] in json.loads(own())["cards"], "site b's own copy holds the progress it read"
    assert shared() == legacy
    open_deck(browser, deck_a)
    review_mode(browser)
    assert counts(browser) == "0 due · 3 new", "site a took site b's grade"


def test_site_serve_retires_only_its_own_caches(browser, site_binary, twins, tmp_path):  # noqa: F811
    with ServedSite(site_binary, twins.parent / "content", tmp_path / "Public") as served:
        root = served.url if served.url.endswith("/") else served.url + "/"
        # A file of the site that is no page, so nothing registers a worker before the test does.
        browser.get(root + "manifest.webmanifest")
        names = {"own": f"site-offline {root} 1", "own visited": f"site-offline {root} 1 visited",
                 "other": f"site-offline {root}elsewhere/ 1", "stranger": "someone else's cache"}
        browser.set_script_timeout(30)
        # `site serve` answers sw.js with its retiring worker: it deletes this site's caches, then
        # unregisters itself, so no registration left means it is done.
        left = browser.execute_async_script("""
            const done = arguments[arguments.length - 1], names = Object.values(arguments[0]);
            const finished = () => navigator.serviceWorker.getRegistrations().then((all) =>
              all.length ? setTimeout(finished, 50) : caches.keys().then(done));
            Promise.all(names.map((name) => caches.open(name).then((cache) => cache.put("/x", new Response("x")))))
              .then(() => navigator.serviceWorker.register("/sw.js"))
              .then(finished, (error) => done(String(error)));
        """, names)
        assert sorted(left) == sorted([names["other"], names["stranger"]]), left
