"""Automated accessibility audit (axe-core in Chromium, driven by axe-selenium-python) of the
home page, a deck in review and cram mode, the finished views, and the contact and movie pages.

axe-selenium-python bundles axe-core 3.1 (2018), which predates rules such as <div> groups inside
<dl>; the audit injects the current axe-core 4.x that axe-playwright-python ships instead
(installed with --no-deps: only its axe.min.js is used, Playwright is not needed)."""
import importlib.util
from pathlib import Path

import pytest
from axe_selenium_python import Axe
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains


def current_axe_script():
    spec = importlib.util.find_spec("axe_playwright_python")
    assert spec and spec.submodule_search_locations, "pip install --no-deps axe-playwright-python"
    script = Path(list(spec.submodule_search_locations)[0]) / "axe.min.js"
    assert script.is_file()
    return str(script)


AXE_SCRIPT = current_axe_script()


def audit(driver):
    axe = Axe(driver, script_url=AXE_SCRIPT)
    axe.inject()
    results = axe.run()
    assert results["testEngine"]["version"].startswith("4."), "the audit must run a current axe-core"
    violations = results["violations"]
    assert violations == [], axe.report(violations)


def press(driver, *keys):
    driver.execute_script("if (document.activeElement) document.activeElement.blur();")
    ActionChains(driver).send_keys(*keys).perform()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_home_page_has_no_violations(driver, open_page, public_site, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        open_page(driver, public_site / "index.html")
        audit(driver)
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_a_deck_in_review_mode_with_its_answer_and_grades_shown_has_no_violations(driver, open_page, public_site):
    open_page(driver, public_site / "decks" / "quiz" / "index.html")
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    driver.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    audit(driver)
    press(driver, " ")
    audit(driver)


def test_the_review_done_view_has_no_violations(driver, open_page, public_site):
    open_page(driver, public_site / "decks" / "quiz" / "index.html")
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    driver.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    for _ in range(3):
        press(driver, " ")
        press(driver, "4")
    assert driver.find_element(By.CSS_SELECTOR, "[data-review-done]").is_displayed()
    audit(driver)


def test_the_cram_finished_view_has_no_violations(driver, open_page, public_site):
    open_page(driver, public_site / "decks" / "quiz" / "index.html")
    driver.find_element(By.CSS_SELECTOR, "[data-mode='cram']").click()
    for _ in range(3):
        driver.find_element(By.CSS_SELECTOR, "[data-action='next']").click()
    assert driver.find_element(By.CSS_SELECTOR, "[data-finished]").is_displayed()
    audit(driver)


@pytest.mark.parametrize("path", [
    "contacts/people/index.html",
    "contacts/people/ada-lovelace/index.html",
    "movies/popular/index.html",
    "404.html",
])
def test_other_pages_have_no_violations(driver, open_page, public_site, path):
    open_page(driver, public_site / path)
    audit(driver)
