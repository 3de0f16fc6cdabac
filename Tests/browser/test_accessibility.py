"""Automated accessibility audit (axe-core in Chromium, driven by axe-selenium-python) of the
home page, a deck in review and cram mode, the finished views, and the contact and movie pages,
each audited at rest (after every animation has finished); and reduced motion honoured.

axe-selenium-python bundles axe-core 3.1 (2018), which predates rules such as <div> groups inside
<dl>; the audit injects the current axe-core 4.x that axe-playwright-python ships instead
(installed with --no-deps: only its axe.min.js is used, Playwright is not needed)."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support.ui import WebDriverWait

from conftest import audit, open_progress_tools, wait_until_still


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


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_storage_full_warning_and_an_import_result_have_no_violations(driver, open_page, public_site, tmp_path, scheme):
    open_page(driver, public_site / "decks" / "quiz" / "index.html")
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    driver.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.execute_script("""
        var realSetItem = Storage.prototype.setItem;
        window.__lift_quota = function () { Storage.prototype.setItem = realSetItem; };
        Storage.prototype.setItem = function () { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };
    """)
    try:
        press(driver, " ")
        press(driver, "3")
        assert driver.find_element(By.CSS_SELECTOR, "[data-storage-warning]").is_displayed()
        open_progress_tools(driver)
        other = tmp_path / "other.json"
        other.write_text('{"hello": "world"}')
        driver.find_element(By.CSS_SELECTOR, "[data-import]").send_keys(str(other))
        result = driver.find_element(By.CSS_SELECTOR, "[data-import-result]")
        WebDriverWait(driver, 5).until(lambda d: result.is_displayed(), "the import's outcome is not shown")
        audit(driver)
    finally:
        driver.execute_script("window.__lift_quota()")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


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


# --- motion ----------------------------------------------------------------------------------

def test_an_answer_fades_in_unless_the_reader_asks_for_reduced_motion(driver, open_page, public_site):
    fading = "return document.getAnimations().map((animation) => animation.animationName || animation.transitionProperty);"
    try:
        for motion, animations in (("no-preference", ["reveal"]), ("reduce", [])):
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-reduced-motion", "value": motion}]})
            open_page(driver, public_site / "decks" / "quiz" / "index.html")
            driver.find_element(By.CSS_SELECTOR, "[data-mode='cram']").click()
            driver.find_element(By.CSS_SELECTOR, "[data-action='flip']").click()
            assert driver.execute_script(fading) == animations, motion
            answer = driver.find_element(By.CSS_SELECTOR, "[data-card]:not([hidden]) [data-answer] > .prose")
            if not animations:
                assert driver.execute_script("return getComputedStyle(arguments[0]).opacity;", answer) == "1"
            wait_until_still(driver)
            assert answer.is_displayed() and answer.text == "Grapes"
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_every_animation_and_transition_waits_for_no_motion_preference(driver, open_page, public_site):
    """Every style rule of every stylesheet the site ships that animates sits inside
    @media (prefers-reduced-motion: no-preference), so reduced motion means no motion at all."""
    sheets = sorted((public_site / "assets").glob("*.css"))
    assert {sheet.name for sheet in sheets} >= {"site.css", "movies.css", "contacts.css"}
    open_page(driver, public_site / "index.html")
    for sheet in sheets:
        moving = driver.execute_script("""
            const sheet = new CSSStyleSheet();
            sheet.replaceSync(arguments[0]);
            const found = [];
            const visit = (rules, allowed) => Array.from(rules).forEach((rule) => {
              if (rule.cssRules) {
                const media = rule.media ? rule.media.mediaText : "";
                visit(rule.cssRules, allowed || /prefers-reduced-motion:\\s*no-preference/.test(media));
              }
              if (!rule.style || allowed) return;
              const animation = rule.style.animationName && rule.style.animationName !== "none";
              const transition = rule.style.transitionDuration && !/^0s(,\\s*0s)*$/.test(rule.style.transitionDuration);
              if (animation || transition) found.push(rule.cssText);
            });
            visit(sheet.cssRules, false);
            return [sheet.cssRules.length, found];
        """, sheet.read_text(encoding="utf-8"))
        assert moving[0] > 0, f"{sheet.name} did not parse"
        assert moving[1] == [], sheet.name
