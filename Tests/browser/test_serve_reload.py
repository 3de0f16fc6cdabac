"""`site serve` in a real browser: an open page reloads by itself after a content edit, and a
failed build shows its errors over the page until the next good build, which reloads it."""
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import audit

from site_testing import ServedSite

DECK = """# Capitals

## What is the capital of France?

Paris
"""


def save(content: Path, path: Path, text: str):
    """Saves in one step, as editors do: written beside the content folder, renamed into place."""
    draft = content.parent / "draft.tmp"
    draft.write_text(text)
    draft.replace(path)


@pytest.fixture
def served(tmp_path, site_binary):
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "decks" / "capitals.md").write_text(DECK)
    with ServedSite(site_binary, content, tmp_path / "Public") as site:
        site.content = content
        yield site


def open_deck(driver, served):
    driver.get(served.url + "decks/capitals/")
    WebDriverWait(driver, 30).until(lambda d: "capital of France" in d.page_source)
    driver.execute_script("window.openedBeforeTheEdit = true")


def test_an_open_page_reloads_after_an_edit(driver, served):
    open_deck(driver, served)
    save(served.content, served.content / "decks" / "capitals.md", DECK + "\n## What is the capital of Italy?\n\nRome\n")
    WebDriverWait(driver, 60).until(
        lambda d: d.execute_script("return !window.openedBeforeTheEdit && document.readyState === 'complete'")
        and "capital of Italy" in d.page_source,
        "the page did not reload with the edit",
    )


def test_a_failed_build_shows_its_errors_over_the_page_until_it_is_fixed(driver, served):
    open_deck(driver, served)
    broken = served.content / "decks" / "broken.md"
    save(served.content, broken, "---\ntitle: [unclosed\n---\n")
    panel = WebDriverWait(driver, 60).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "#site-build-errors[role=alert]"), "no error panel appeared")[0]
    assert "broken.md:3:1: error: front matter is not valid YAML" in panel.text
    # The panel passes the same accessibility audit as every page, in both colour schemes.
    for scheme in ["light", "dark"]:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        audit(driver)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert driver.execute_script("return window.openedBeforeTheEdit") is True   # the last good page stays
    assert "capital of France" in driver.find_element(By.TAG_NAME, "main").text
    broken.unlink()
    # The fix leaves the site as the page shows it: the panel goes, and the page stays.
    WebDriverWait(driver, 60).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "#site-build-errors") == [], "the error panel did not go")
    assert driver.execute_script("return window.openedBeforeTheEdit") is True
    save(served.content, served.content / "decks" / "capitals.md", DECK.replace("Paris", "Paris, on the Seine"))
    WebDriverWait(driver, 60).until(
        lambda d: d.execute_script("return !window.openedBeforeTheEdit && document.readyState === 'complete'")
        and "on the Seine" in d.page_source,
        "the page did not reload after the next edit",
    )
