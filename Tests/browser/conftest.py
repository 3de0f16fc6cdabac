"""Shared fixtures for the real-browser tests of the generated site.

The site is built once per test session with the `site` binary (env var SITE_BIN, default
<repo>/.build/debug/site; run `swift build` first) into pytest's temporary directory:

* `public_site`  - the repository's own Content/ (decks quiz, swift-basics, solar-system);
* `fixture_site` - a small content tree written by `fixture_content` below: a 2-card deck, a
  hostile deck (raw <script> blocks, an <img onerror>, a javascript: link) and a deck with no cards.

Pages are opened from disk through file:// URLs in headless Chromium, one driver per module,
with JavaScript on (`driver`) or off (`driver_without_javascript`).

Tests wait for a state of the page (WebDriverWait on a DOM or script condition, with a bounded
timeout that is only a failure limit), never for a length of time: see `wait_until_still`.
"""
import importlib.util
import os
import subprocess
import textwrap
from pathlib import Path

import pytest
from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

from site_testing import REPO_ROOT, build_site  # noqa: F401  (Tests/conftest.py puts it on the path)
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


# --- building the sites ---------------------------------------------------------------------

@pytest.fixture(scope="session")
def public_site(site_binary, tmp_path_factory) -> Path:
    """The repository's Content/ built into <tmp>/Public."""
    return build_site(site_binary, REPO_ROOT / "Content", tmp_path_factory.mktemp("site") / "Public")


FIXTURE_FILES = {
    "index.md": """\
        ---
        title: Fixture cards
        description: Decks written by the browser tests.
        language: en
        ---

        Decks that exercise edge cases of the generator.
        """,
    "decks/pair.md": """\
        ---
        description: Two plain cards.
        ---

        # Pair

        ## What is 1+1?

        2

        ## What colour is a clear daytime sky?

        Blue
        """,
    # Every way of sneaking script into a deck that cmark's safe mode must neutralise.
    "decks/hostile.md": """\
        ---
        description: Raw HTML and a javascript link that must never run.
        ---

        # Hostile

        <script>alert("intro script")</script>

        ## Does raw HTML run?

        <script>alert("raw script block")</script>

        No, it <img src=x onerror="alert('img onerror')"> does not.

        ## Where does this link go?

        Nowhere: [click](javascript:alert(1))
        """,
    "decks/empty.md": """\
        ---
        description: A deck without a single card.
        ---

        # Empty

        Cards will come later.
        """,
}


def write_content(root: Path, files: dict) -> Path:
    """Writes each of `files` (a path below `root` → its text, dedented) and returns `root`."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return root


@pytest.fixture(scope="session")
def fixture_content(tmp_path_factory) -> Path:
    return write_content(tmp_path_factory.mktemp("fixture-content"), FIXTURE_FILES)


@pytest.fixture(scope="session")
def fixture_site(site_binary, fixture_content, tmp_path_factory) -> Path:
    """The fixture content above built into <tmp>/Fixture."""
    return build_site(site_binary, fixture_content, tmp_path_factory.mktemp("fixture-site") / "Fixture")


# --- browsers -------------------------------------------------------------------------------

def make_chromium(javascript: bool = True) -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1024,900"):
        options.add_argument(argument)
    # Leave any alert() open instead of dismissing it, so tests can find it with switch_to.alert.
    options.unhandled_prompt_behavior = "ignore"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    return webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))


def wait_until_still(browser, timeout: float = 10):
    """Waits until no CSS animation or transition of the page is under way (an answer fading in,
    say): Selenium counts an element at opacity 0 as hidden, with no text, and axe-core measures
    contrast at the opacity of the moment. An endless animation (a spinner in view) never settles."""
    WebDriverWait(browser, timeout).until(lambda b: b.execute_script(
        "return document.getAnimations().every((animation) => animation.playState === 'finished');"),
        "the page's animations did not finish")


@pytest.fixture(scope="module")
def driver():
    browser = make_chromium(javascript=True)
    yield browser
    browser.quit()


@pytest.fixture(scope="module")
def driver_without_javascript():
    browser = make_chromium(javascript=False)
    yield browser
    browser.quit()


@pytest.fixture
def open_page():
    """open_page(driver, path) loads a built file from disk and returns the driver."""
    def open_(browser, path: Path):
        assert path.is_file(), f"{path} was not generated"
        browser.get(path.as_uri())
        return browser
    return open_


def open_progress_tools(browser, timeout: float = 10):
    """Opens a deck page's "Export, import or reset" fold (if it is not open) and waits until its
    controls work: the page loads their script (progress-tools.js) and words only then, and the
    controls stay disabled until they are loaded."""
    fold = browser.find_element("css selector", "[data-progress]")
    if not fold.get_attribute("open"):
        fold.find_element("css selector", "summary").click()
    WebDriverWait(browser, timeout).until(
        lambda b: b.find_element("css selector", "[data-progress] [data-export]").is_enabled(),
        "the progress tools did not load")
    return fold


def wait_for_progress_panel(browser, timeout: float = 10):
    """Scrolls a deck page's progress panel into view and waits until it is drawn: the page loads
    its script (progress-panel.js) and words only when the panel first comes into view."""
    panel = browser.find_element("css selector", "[data-stats]")
    browser.execute_script("arguments[0].scrollIntoView()", panel)
    WebDriverWait(browser, timeout).until(
        lambda b: b.execute_script("return document.querySelector('[data-stats] [data-stat]').textContent !== ''"),
        "the progress panel was not drawn")
    return panel


def card_ids(browser) -> list:
    """The identities of the cards of the deck page `browser` shows, in card order: each card
    carries its own (`data-card-id`), which study.js reads."""
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('[data-card-id]'), (card) => card.dataset.cardId);")


def progress_key(browser, deck: str) -> str:
    """The key of `deck`'s progress for the site of the page `browser` shows (progress.js keys it
    by the site's root address)."""
    return browser.execute_script("return SiteProgress.PREFIX + arguments[0];", deck)


def current_axe_script():
    spec = importlib.util.find_spec("axe_playwright_python")
    assert spec and spec.submodule_search_locations, "pip install --no-deps axe-playwright-python"
    script = Path(list(spec.submodule_search_locations)[0]) / "axe.min.js"
    assert script.is_file()
    return str(script)


AXE_SCRIPT = current_axe_script()


def audit(driver):
    wait_until_still(driver)  # an answer fading in has, for a moment, too little contrast
    axe = Axe(driver, script_url=AXE_SCRIPT)
    axe.inject()
    results = axe.run()
    assert results["testEngine"]["version"].startswith("4."), "the audit must run a current axe-core"
    violations = results["violations"]
    assert violations == [], axe.report(violations)
