"""The study page's modes and help, in a real browser: Cram says what it is, the mode is chosen
per deck, and the keyboard help shows only where there is a keyboard."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import make_chromium


def open_deck(driver, site, slug):
    driver.get((site / "decks" / slug / "index.html").as_uri())
    return driver


def mode(driver):
    return driver.find_element(By.CSS_SELECTOR, "[data-mode][aria-pressed='true']").get_attribute("data-mode")


def test_cram_explains_itself_in_one_line_and_only_while_it_is_on(driver, public_site):
    open_deck(driver, public_site, "quiz").execute_script("localStorage.clear()")
    driver.refresh()
    note = driver.find_element(By.CSS_SELECTOR, "[data-cram-note]")
    assert mode(driver) == "review" and not note.is_displayed()
    driver.find_element(By.CSS_SELECTOR, "[data-mode='cram']").click()
    assert note.is_displayed()
    assert note.text == "Cram goes through every card in order, due or not, and records no grades."
    driver.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    assert not note.is_displayed()


def test_the_mode_is_chosen_per_deck(driver, public_site):
    open_deck(driver, public_site, "quiz").execute_script("localStorage.clear()")
    driver.refresh()
    driver.find_element(By.CSS_SELECTOR, "[data-mode='cram']").click()
    open_deck(driver, public_site, "solar-system")
    assert mode(driver) == "review", "cramming one deck leaves the others in review"
    open_deck(driver, public_site, "quiz")
    assert mode(driver) == "cram", "the deck remembers its own mode"


@pytest.fixture
def touch_browser():
    browser = make_chromium()
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    yield browser
    browser.quit()


def test_the_keyboard_help_shows_with_a_keyboard_and_not_on_a_touch_screen(driver, touch_browser, public_site):
    help_line = open_deck(driver, public_site, "quiz").find_element(By.CSS_SELECTOR, "[data-help]")
    assert help_line.is_displayed()
    open_deck(touch_browser, public_site, "quiz")
    assert touch_browser.execute_script("return matchMedia('(pointer: coarse)').matches")
    WebDriverWait(touch_browser, 5).until(lambda d: d.execute_script("return document.documentElement.classList.contains('js-study')"))
    assert not touch_browser.find_element(By.CSS_SELECTOR, "[data-help]").is_displayed()


def test_the_decks_introduction_folds_away_after_the_first_visit(driver, public_site):
    open_deck(driver, public_site, "capitals").execute_script("localStorage.clear()")
    driver.refresh()
    intro = driver.find_element(By.CSS_SELECTOR, "[data-intro]")
    assert intro.get_attribute("open") is not None, "open on the first visit"
    assert intro.find_element(By.CSS_SELECTOR, "summary").text == "About this deck"
    driver.refresh()
    intro = driver.find_element(By.CSS_SELECTOR, "[data-intro]")
    assert intro.get_attribute("open") is None, "folded on the next visit"
    intro.find_element(By.CSS_SELECTOR, "summary").click()
    assert intro.get_attribute("open") is not None, "one tap opens it"
