"""The generated study pages in a real browser: study flow by mouse and keyboard, the no-JavaScript
fallback, hostile content, the empty deck and the home page."""
import pytest
from selenium.common.exceptions import NoAlertPresentException, UnexpectedAlertPresentException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import wait_for_progress_panel, wait_until_still

QUIZ = [
    ("From what is cognac made?", "Grapes"),
    ("What is 7+7?", "14"),
    ("What is the capital of Vermont?", "Montpelier"),
]

HOME_DECKS = [  # title, card count, deck page path
    ("Quiz", "3 cards", "decks/quiz/index.html"),
    ("Swift basics", "5 cards", "decks/swift-basics/index.html"),
    ("The solar system", "5 cards", "decks/solar-system/index.html"),
    ("World capitals", "12 cards", "decks/capitals/index.html"),
]


class StudyPage:
    """Finds the parts of a study page (see Templates/study-deck.mustache)."""

    def __init__(self, driver):
        self.driver = driver

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    @property
    def cards(self):
        return self.driver.find_elements(By.CSS_SELECTOR, "[data-study] [data-card]")

    def card(self, index):
        return self.cards[index]

    def question(self, index):
        return self.card(index).find_element(By.CSS_SELECTOR, ".card-question")

    def answer(self, index):
        """The card's answer, once it has finished fading in or out (at opacity 0, as a fade
        starts, Selenium would count it hidden and read no text)."""
        wait_until_still(self.driver)
        return self.card(index).find_element(By.CSS_SELECTOR, "[data-answer] > .prose")

    def summary(self, index):
        return self.card(index).find_element(By.CSS_SELECTOR, "[data-answer] > summary")

    def button(self, action):
        return self.find(f'[data-action="{action}"]')

    @property
    def finished(self):
        return self.find("[data-finished]")

    @property
    def controls(self):
        return self.find("[data-controls]")

    @property
    def status(self):
        return self.find("[data-status]")

    @property
    def announcement(self):
        return self.find("[data-announcer]").get_attribute("textContent").strip()

    @property
    def active_element(self):
        return self.driver.switch_to.active_element

    def displayed_cards(self):
        return [index for index, card in enumerate(self.cards) if card.is_displayed()]

    def press(self, *keys):
        ActionChains(self.driver).send_keys(*keys).perform()

    def blur(self):
        """Moves focus off every control, onto the page itself."""
        self.driver.execute_script("if (document.activeElement) document.activeElement.blur();")

    def assert_on_card(self, index, total=len(QUIZ), questions=QUIZ, answer_shown=False):
        assert self.displayed_cards() == [index], f"expected only card {index + 1} displayed"
        assert self.question(index).text == questions[index][0]
        assert self.answer(index).is_displayed() is answer_shown
        if answer_shown:
            assert self.answer(index).text == questions[index][1]
        assert not self.finished.is_displayed()
        assert self.controls.is_displayed()
        assert self.status.text == f"Card {index + 1} of {total}"
        flip = self.button("flip")
        assert flip.text == ("Hide answer" if answer_shown else "Show answer")
        assert flip.get_attribute("aria-expanded") == ("true" if answer_shown else "false")
        assert self.button("previous").is_enabled() is (index > 0)
        assert self.button("next").is_enabled()

    def assert_finished(self):
        assert self.displayed_cards() == []
        assert self.finished.is_displayed()
        assert self.finished.find_element(By.TAG_NAME, "h2").text == "Deck finished"
        assert not self.controls.is_displayed()
        restart = self.button("restart")
        assert restart.is_displayed() and restart.text == "Start again"
        assert self.active_element == restart, "Start again should have focus"


def dismiss_alerts(driver):
    """Dismisses every open alert (the driver leaves them open) and returns their texts."""
    texts = []
    while True:
        try:
            alert = driver.switch_to.alert
        except NoAlertPresentException:
            return texts
        texts.append(alert.text)
        alert.dismiss()


def assert_no_alert(driver):
    texts = dismiss_alerts(driver)
    if texts:
        pytest.fail(f"the page raised alerts: {texts!r}")


def alert_is_open(driver):
    try:
        driver.switch_to.alert
        return True
    except NoAlertPresentException:
        return False


def wait_until_loaded_or_alerted(driver, timeout=10):
    """Waits until the page has loaded and every <img> is complete, loaded or failed (a failed
    image has fired its error event by then, in the same task), or until an alert is open."""
    def settled(browser):
        if alert_is_open(browser):
            return True
        try:
            return browser.execute_script(
                "return document.readyState === 'complete'"
                " && Array.from(document.images).every((image) => image.complete);")
        except UnexpectedAlertPresentException:
            return True
    WebDriverWait(driver, timeout).until(settled, "the page did not finish loading")


def click_and_wait_until_settled(driver, element, timeout=10):
    """Clicks a link and waits for what that click does: an alert opens, or the link's target
    (this very page, for an empty href) has loaded as a new document. A link without an href
    does nothing to wait for."""
    target = element.get_attribute("href")
    driver.execute_script("window.__beforeClick = true;")
    element.click()

    def settled(browser):
        if alert_is_open(browser):
            return True
        try:
            return not target or browser.execute_script(
                "return window.__beforeClick !== true && document.readyState === 'complete';")
        except UnexpectedAlertPresentException:
            return True
    WebDriverWait(driver, timeout).until(settled, f"clicking the link to {target!r} did not settle")


def script_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


@pytest.fixture
def quiz(driver, open_page, public_site):
    open_page(driver, public_site / "decks" / "quiz" / "index.html")
    driver.get_log("browser")  # start each test with an empty console log
    return in_cram_mode(StudyPage(driver))


def in_cram_mode(page):
    """These tests study the deck in order (Cram mode); review mode has its own tests."""
    page.find("[data-mode='cram']").click()
    page.driver.execute_script("document.activeElement.blur()")
    return page


@pytest.fixture
def quiz_without_javascript(driver_without_javascript, open_page, public_site):
    open_page(driver_without_javascript, public_site / "decks" / "quiz" / "index.html")
    return StudyPage(driver_without_javascript)


# --- studying with the mouse -----------------------------------------------------------------

def test_the_study_script_takes_over_the_page(quiz):
    assert "js-study" in quiz.driver.find_element(By.TAG_NAME, "html").get_attribute("class").split()
    assert len(quiz.cards) == len(QUIZ)


def test_the_first_question_is_shown_with_its_answer_and_the_other_cards_hidden(quiz):
    quiz.assert_on_card(0)
    assert not quiz.card(1).is_displayed()
    assert not quiz.card(2).is_displayed()
    assert not quiz.button("previous").is_enabled()


def test_show_answer_reveals_the_answer_and_becomes_hide_answer(quiz):
    quiz.button("flip").click()
    quiz.assert_on_card(0, answer_shown=True)
    assert quiz.answer(0).text == "Grapes"
    assert quiz.button("flip").text == "Hide answer"

    quiz.button("flip").click()
    quiz.assert_on_card(0, answer_shown=False)


def test_next_shows_the_second_question_with_its_answer_hidden_and_previous_goes_back(quiz):
    quiz.button("flip").click()
    quiz.button("next").click()
    quiz.assert_on_card(1)
    assert quiz.question(1).text == "What is 7+7?"

    quiz.button("previous").click()
    quiz.assert_on_card(0)
    assert not quiz.button("previous").is_enabled()


def test_next_from_the_last_card_shows_deck_finished_with_start_again_focused(quiz):
    for index in range(len(QUIZ)):
        quiz.assert_on_card(index)
        quiz.button("next").click()
    quiz.assert_finished()
    assert quiz.status.text == "Finished"


def test_start_again_returns_to_the_first_card_with_its_answer_hidden(quiz):
    quiz.button("flip").click()
    for _ in QUIZ:
        quiz.button("next").click()
    quiz.assert_finished()

    quiz.button("restart").click()
    quiz.assert_on_card(0)
    assert quiz.active_element == quiz.button("flip"), "focus should move to the flip button"


def test_a_two_card_deck_finishes_after_its_second_card(driver, open_page, fixture_site):
    open_page(driver, fixture_site / "decks" / "pair" / "index.html")
    pair = in_cram_mode(StudyPage(driver))
    questions = [("What is 1+1?", "2"), ("What colour is a clear daytime sky?", "Blue")]
    pair.assert_on_card(0, total=2, questions=questions)
    pair.button("flip").click()
    pair.assert_on_card(0, total=2, questions=questions, answer_shown=True)
    pair.button("next").click()
    pair.assert_on_card(1, total=2, questions=questions)
    pair.button("next").click()
    pair.assert_finished()


# --- studying with the keyboard --------------------------------------------------------------

def test_the_keyboard_flips_with_space_and_moves_with_the_arrow_keys(quiz):
    quiz.driver.execute_script("arguments[0].focus()", quiz.card(0))  # focus in the card region (tabindex=-1)
    assert quiz.active_element == quiz.card(0)

    quiz.press(Keys.SPACE)
    quiz.assert_on_card(0, answer_shown=True)
    quiz.press(Keys.SPACE)
    quiz.assert_on_card(0, answer_shown=False)

    quiz.press(Keys.ARROW_RIGHT)
    quiz.assert_on_card(1)
    quiz.press(Keys.SPACE)
    quiz.assert_on_card(1, answer_shown=True)
    quiz.press(Keys.ARROW_LEFT)
    quiz.assert_on_card(0)
    quiz.press(Keys.ARROW_LEFT)  # nothing before the first card
    quiz.assert_on_card(0)

    for index in range(1, len(QUIZ)):
        quiz.press(Keys.ARROW_RIGHT)
        quiz.assert_on_card(index)
    quiz.press(Keys.ARROW_RIGHT)
    quiz.assert_finished()


def test_a_tap_on_the_card_flips_it(quiz):
    quiz.question(0).click()
    quiz.assert_on_card(0, answer_shown=True)
    quiz.question(0).click()
    quiz.assert_on_card(0, answer_shown=False)


def test_arrow_left_from_the_finished_view_returns_to_the_last_card(quiz):
    quiz.blur()
    quiz.press(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    quiz.assert_finished()
    quiz.press(Keys.ARROW_LEFT)
    quiz.assert_on_card(2)
    assert quiz.active_element == quiz.button("flip")


@pytest.mark.parametrize("focus", ["start again button", "page"])
@pytest.mark.parametrize("key", [Keys.ENTER, Keys.SPACE], ids=["enter", "space"])
def test_enter_and_space_in_the_finished_view_start_the_deck_again(quiz, key, focus):
    quiz.blur()
    quiz.press(Keys.SPACE)  # show the first answer, so the restart visibly hides it again
    quiz.press(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    quiz.assert_finished()
    if focus == "page":
        quiz.blur()
    quiz.press(key)
    quiz.assert_on_card(0)
    assert quiz.announcement == "Card 1 of 3"


def test_space_on_the_focused_show_answer_button_flips_the_card_once(quiz):
    quiz.button("flip").click()
    quiz.assert_on_card(0, answer_shown=True)
    assert quiz.active_element == quiz.button("flip")
    quiz.press(Keys.SPACE)  # the button's own activation, not a second flip from the page handler
    quiz.assert_on_card(0, answer_shown=False)
    quiz.press(Keys.ENTER)
    quiz.assert_on_card(0, answer_shown=True)


def test_enter_on_the_focused_next_button_moves_one_card(quiz):
    quiz.button("next").click()
    quiz.assert_on_card(1)
    quiz.press(Keys.ENTER)
    quiz.assert_on_card(2)


# --- what assistive technology hears ----------------------------------------------------------

def test_the_live_region_announces_answer_shown_card_2_of_3_and_deck_finished(quiz):
    announcer = quiz.find("[data-announcer]")
    assert announcer.get_attribute("aria-live") == "polite"
    assert quiz.announcement == ""

    quiz.button("flip").click()
    assert quiz.announcement == "Answer shown"
    quiz.button("next").click()
    assert quiz.announcement == "Card 2 of 3"
    quiz.button("next").click()
    assert quiz.announcement == "Card 3 of 3"
    quiz.button("next").click()
    assert quiz.announcement == "Deck finished"
    quiz.button("restart").click()
    assert quiz.announcement == "Card 1 of 3"


def test_studying_the_whole_deck_logs_no_script_errors(quiz):
    quiz.blur()
    quiz.press(Keys.SPACE, Keys.ARROW_RIGHT, Keys.SPACE, Keys.ARROW_LEFT, Keys.ARROW_RIGHT,
               Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ENTER)
    quiz.assert_on_card(0)
    assert script_errors(quiz.driver) == []


# --- without JavaScript ----------------------------------------------------------------------

def test_without_javascript_the_study_script_does_not_run(quiz_without_javascript):
    html_class = quiz_without_javascript.driver.find_element(By.TAG_NAME, "html").get_attribute("class")
    assert "js-study" not in (html_class or "").split()


def test_without_javascript_all_three_cards_are_displayed(quiz_without_javascript):
    page = quiz_without_javascript
    assert page.displayed_cards() == [0, 1, 2]
    for index, (question, _) in enumerate(QUIZ):
        assert page.question(index).text == question
        assert not page.answer(index).is_displayed()


def test_without_javascript_every_answer_opens_from_its_show_answer_summary(quiz_without_javascript):
    page = quiz_without_javascript
    for index, (_, answer) in enumerate(QUIZ):
        summary = page.summary(index)
        assert summary.is_displayed() and summary.text == "Show answer"
        assert not page.answer(index).is_displayed()
        summary.click()
        assert page.answer(index).is_displayed()
        assert page.answer(index).text == answer


def test_without_javascript_the_finished_view_and_card_counter_are_hidden(quiz_without_javascript):
    page = quiz_without_javascript
    assert not page.finished.is_displayed()
    assert not page.button("restart").is_displayed()
    assert not page.status.is_displayed()


def test_without_javascript_the_previous_show_answer_and_next_buttons_are_hidden(quiz_without_javascript):
    page = quiz_without_javascript
    assert not page.controls.is_displayed()
    for action in ("previous", "flip", "next"):
        assert not page.button(action).is_displayed(), f"the {action} button should be hidden"


# --- hostile content -------------------------------------------------------------------------

@pytest.fixture
def hostile(driver, open_page, fixture_site):
    open_page(driver, fixture_site / "decks" / "hostile" / "index.html")
    wait_until_loaded_or_alerted(driver)  # a failed <img> has fired onerror by then
    page = StudyPage(driver)
    page.alerts_while_loading = dismiss_alerts(driver)  # checked below; dismissed so the driver stays usable
    return in_cram_mode(page)  # cards in deck order, whatever mode an earlier test left stored


def test_the_hostile_deck_never_raises_an_alert(hostile):
    driver = hostile.driver
    assert hostile.alerts_while_loading == []
    hostile.assert_on_card(0, total=2, questions=[("Does raw HTML run?", ""), ("Where does this link go?", "")])
    hostile.button("flip").click()
    assert "No, it" in hostile.answer(0).text and "does not." in hostile.answer(0).text
    assert_no_alert(driver)
    hostile.button("next").click()
    hostile.button("flip").click()
    assert_no_alert(driver)
    link = hostile.answer(1).find_element(By.XPATH, ".//a[normalize-space()='click']")
    click_and_wait_until_settled(driver, link)
    assert_no_alert(driver)


def test_the_hostile_deck_has_only_the_scripts_the_template_and_study_js_add(hostile):
    wait_for_progress_panel(hostile.driver)  # study.js adds the panel's script and words once it is in view
    scripts = hostile.driver.find_elements(By.TAG_NAME, "script")
    described = [(s.get_attribute("id"), s.get_attribute("type"), s.get_dom_attribute("src")) for s in scripts]
    assert described == [
        ("", "", "../../assets/offline.js"),
        ("study-states", "application/json", None),
        ("study-review", "application/json", None),
        ("", "", "../../assets/fsrs.js"),
        ("", "", "../../assets/progress.js"),
        ("", "", "../../assets/study.js"),
        ("", "", "../../assets/progress-tools-labels.js"),
        ("", "", "../../assets/progress-panel.js"),
    ]


def test_no_element_of_the_hostile_deck_has_an_event_handler_attribute(hostile):
    handlers = hostile.driver.execute_script("""
        var found = [];
        document.querySelectorAll('*').forEach(function (element) {
          Array.prototype.forEach.call(element.attributes, function (attribute) {
            if (/^on/i.test(attribute.name)) found.push(element.tagName + ' ' + attribute.name);
          });
        });
        return found;
    """)
    assert handlers == []
    assert hostile.driver.find_elements(By.CSS_SELECTOR, "[onerror]") == []


def test_the_javascript_link_of_the_hostile_deck_has_no_javascript_href(hostile):
    link = hostile.answer(1).find_element(By.XPATH, ".//a[normalize-space()='click']")
    for value in (link.get_dom_attribute("href"), link.get_attribute("href")):
        assert not (value or "").strip().lower().startswith("javascript:"), value
    every_url = hostile.driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll('[href], [src], [action], [formaction]'),
          function (e) { return e.getAttribute('href') || e.getAttribute('src') || e.getAttribute('action')
                           || e.getAttribute('formaction') || ''; });
    """)
    assert [url for url in every_url if url.strip().lower().startswith("javascript:")] == []


def test_the_alert_check_catches_a_page_that_raises_an_alert(driver, tmp_path):
    # Proves assert_no_alert can fail: an unsafe page like the one the generator must never write.
    page = tmp_path / "unsafe.html"
    page.write_text('<!DOCTYPE html><title>unsafe</title><img src="x" onerror="alert(\'img\')">')
    driver.get(page.as_uri())
    wait_until_loaded_or_alerted(driver)
    assert alert_is_open(driver)
    with pytest.raises(pytest.fail.Exception, match="img"):
        assert_no_alert(driver)
    assert_no_alert(driver)  # the alert was dismissed, so the driver is usable again


def test_the_alert_check_catches_a_link_that_raises_an_alert(driver, tmp_path):
    # Proves click_and_wait_until_settled waits for a javascript: link's alert, not past it.
    page = tmp_path / "unsafe-link.html"
    page.write_text('<!DOCTYPE html><title>unsafe</title><a href="javascript:alert(\'link\')">click</a>')
    driver.get(page.as_uri())
    click_and_wait_until_settled(driver, driver.find_element(By.TAG_NAME, "a"))
    with pytest.raises(pytest.fail.Exception, match="link"):
        assert_no_alert(driver)
    assert_no_alert(driver)


# --- the empty deck --------------------------------------------------------------------------

def test_the_empty_deck_says_this_deck_has_no_cards_yet(driver, open_page, fixture_site):
    open_page(driver, fixture_site / "decks" / "empty" / "index.html")
    message = driver.find_element(By.CSS_SELECTOR, ".empty-state")
    assert message.is_displayed()
    assert message.text == "This deck has no cards yet."
    assert driver.find_element(By.TAG_NAME, "h1").text == "Empty"
    assert driver.find_elements(By.CSS_SELECTOR, "[data-study], [data-card]") == []
    sources = [script.get_dom_attribute("src") for script in driver.find_elements(By.TAG_NAME, "script")]
    assert sources == ["../../assets/offline.js"], "an empty deck loads no study scripts"


# --- the home page ---------------------------------------------------------------------------

def home_tiles(driver):
    # The tiles of the home page section headed "Decks" (other sections may list other collections).
    tiles = driver.find_elements(By.XPATH, "//main//section[h2[normalize-space()='Decks']]//li[h3/a]")
    return [
        (tile.find_element(By.CSS_SELECTOR, "h3 a").text, tile.find_element(By.CSS_SELECTOR, ".meta span").text)
        for tile in tiles
    ]


def test_the_home_page_lists_every_deck_with_its_card_count(driver, open_page, public_site):
    open_page(driver, public_site / "index.html")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Flash cards"
    assert home_tiles(driver) == [(title, count) for title, count, _ in HOME_DECKS]


@pytest.mark.parametrize("title, count, path", HOME_DECKS, ids=[deck[0] for deck in HOME_DECKS])
def test_each_deck_link_on_the_home_page_opens_that_deck(driver, open_page, public_site, title, count, path):
    open_page(driver, public_site / "index.html")
    driver.find_element(By.LINK_TEXT, title).click()
    assert driver.current_url == (public_site / path).as_uri()
    assert driver.find_element(By.TAG_NAME, "h1").text == title
    assert driver.find_element(By.CSS_SELECTOR, ".deck-header .meta").text == count
    assert len(driver.find_elements(By.CSS_SELECTOR, "[data-card]")) == int(count.split()[0])
    assert in_cram_mode(StudyPage(driver)).status.text == f"Card 1 of {count.split()[0]}"


def test_a_swipe_left_moves_to_the_next_card_and_a_swipe_right_back(driver, open_page, public_site):
    # Come from the home page, so a swipe that the browser took as "back" would leave the deck.
    open_page(driver, public_site / "index.html")
    open_page(driver, public_site / "decks" / "quiz" / "index.html")
    quiz = in_cram_mode(StudyPage(driver))
    deck_url = driver.current_url
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    try:
        x, y = driver.execute_script(
            "var r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];", quiz.card(0))

        def swipe(dx):
            for kind, points in (("touchStart", [{"x": x, "y": y}]), ("touchMove", [{"x": x + dx / 2, "y": y}]),
                                 ("touchMove", [{"x": x + dx, "y": y}]), ("touchEnd", [])):
                driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

        swipe(-150)
        quiz.assert_on_card(1)
        swipe(150)
        assert driver.current_url == deck_url, "a horizontal swipe on a card must not navigate"
        quiz.assert_on_card(0)
    finally:
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
