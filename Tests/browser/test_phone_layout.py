"""The study page on a phone: at 390×844 (an iPhone 14's viewport, emulated in Chromium as a
touch device), the card and its controls fit without scrolling, before and after the answer is
shown, and nothing is wider than the screen (a wide code block scrolls inside its card)."""
import pytest
from selenium.webdriver.common.by import By

DECKS = ["capitals", "quiz", "swift-basics", "solar-system"]


@pytest.fixture
def phone(driver):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    yield driver
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


def bottom(driver, css):
    """The bottom edge, in viewport pixels, of the one displayed element matching `css`."""
    shown = [element for element in driver.find_elements(By.CSS_SELECTOR, css) if element.is_displayed()]
    assert len(shown) == 1, f"one {css} is shown"
    return driver.execute_script("return arguments[0].getBoundingClientRect().bottom", shown[0])


@pytest.mark.parametrize("deck", DECKS)
def test_the_card_and_its_controls_fit_on_a_phone_without_scrolling(phone, open_page, public_site, deck):
    page = public_site / "decks" / deck / "index.html"
    open_page(phone, page)
    phone.execute_script("localStorage.clear()")
    open_page(phone, page)  # the first visit shows the deck's introduction
    open_page(phone, page)  # later visits fold it away
    width, height, scroll_width, scrolled = phone.execute_script(
        "return [innerWidth, innerHeight, document.documentElement.scrollWidth, scrollY]")
    assert (width, height) == (390, 844)
    assert scroll_width <= width, "nothing is wider than the screen"
    assert scrolled == 0
    assert not phone.find_element(By.CSS_SELECTOR, "[data-intro]").get_attribute("open")
    assert bottom(phone, "[data-card]") <= height
    assert bottom(phone, "[data-controls]") <= height
    assert not phone.find_element(By.CSS_SELECTOR, "[data-help]").is_displayed(), "no keyboard help on a touch screen"

    phone.find_element(By.CSS_SELECTOR, "[data-action='flip']").click()
    assert bottom(phone, "[data-card]") <= height
    assert bottom(phone, "[data-grades]") <= height, "the grade buttons are in reach with the answer shown"
    assert phone.execute_script("return document.documentElement.scrollWidth") <= width
