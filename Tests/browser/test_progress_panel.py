"""The progress panel of a study page, in a real browser: reviews today, true retention, what is
due tomorrow and within a week, the review chart, undo in sight, and export and import messages
shown on the page."""
import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import card_ids, open_progress_tools, progress_key, wait_for_progress_panel
from test_review import press, quiz  # noqa: F401 (quiz: the quiz deck in review mode, no progress)

DAY = 24 * 60 * 60 * 1000


def figures(driver):
    wait_for_progress_panel(driver)
    return [line.text for line in driver.find_elements(By.CSS_SELECTOR, "[data-stats] [data-stat]")]


def bars(driver):
    wait_for_progress_panel(driver)  # the panel's script draws the chart once it has loaded
    return [int(bar.get_attribute("data-reviews")) for bar in driver.find_elements(By.CSS_SELECTOR, "[data-chart] rect")]


def store(driver, cards, history=None):
    """Replaces the quiz's progress with `cards` (by index in the deck: a card record) and reloads."""
    ids = card_ids(driver)
    progress = {"cards": {ids[index]: card for index, card in cards.items()}, "introduced": {"day": "", "count": 0}}
    if history is not None:
        progress["history"] = history
    driver.execute_script("localStorage.setItem(arguments[0], arguments[1])", progress_key(driver, "quiz"), json.dumps(progress))
    driver.refresh()


def review_card(due, stability=10.0):
    return {"state": 2, "step": None, "stability": stability, "difficulty": 5.0, "due": due, "lastReview": due - 10 * DAY}


def now(driver):
    return driver.execute_script("return Date.now()")


def test_a_new_deck_shows_no_reviews_and_an_empty_chart(quiz):
    panel = quiz.find_element(By.CSS_SELECTOR, "[data-stats]")
    assert panel.is_displayed(), "the panel is in sight, not folded away"
    assert figures(quiz) == ["Reviews today: 0", "True retention: no learned card reviewed in the last 30 days",
                             "Due tomorrow: 0 · within 7 days: 0"]
    assert bars(quiz) == [0] * 14
    chart = quiz.find_element(By.CSS_SELECTOR, "[data-chart]")
    assert chart.get_attribute("aria-label") == "Reviews per day, last 14 days: 0 in all"


def test_grades_count_today_and_answers_to_learned_cards_make_the_true_retention(quiz):
    # Two learned cards due now; the third card is new.
    moment = now(quiz)
    store(quiz, {0: review_card(moment - DAY), 1: review_card(moment - DAY)})
    press(quiz, " ")
    press(quiz, "3")  # a learned card remembered
    assert figures(quiz)[:2] == ["Reviews today: 1", "True retention, last 30 days: 100% (1 of 1 reviews of learned cards)"]
    press(quiz, " ")
    press(quiz, "1")  # a learned card forgotten
    assert figures(quiz)[:2] == ["Reviews today: 2", "True retention, last 30 days: 50% (1 of 2 reviews of learned cards)"]
    press(quiz, " ")
    press(quiz, "3")  # the card just forgotten, now in relearning: not an answer to a learned card
    assert figures(quiz)[:2] == ["Reviews today: 3", "True retention, last 30 days: 50% (1 of 2 reviews of learned cards)"]
    assert bars(quiz)[-1] == 3 and sum(bars(quiz)) == 3
    assert quiz.find_element(By.CSS_SELECTOR, "[data-chart]").get_attribute("aria-label").endswith(": 3 in all")
    quiz.refresh()
    assert figures(quiz)[0] == "Reviews today: 3", "the history is stored with the progress"


def test_cards_due_tomorrow_and_within_a_week_are_counted_by_their_day(quiz):
    tomorrow_noon = quiz.execute_script(
        "var d = new Date(); return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, 12).getTime();")
    store(quiz, {0: review_card(tomorrow_noon), 1: review_card(tomorrow_noon + 3 * DAY), 2: review_card(tomorrow_noon + 30 * DAY)})
    assert figures(quiz)[2] == "Due tomorrow: 1 · within 7 days: 2"


def test_the_chart_shows_each_day_of_the_stored_history_oldest_first(quiz):
    days = quiz.execute_script("""
        var result = [];
        for (var back = 13; back >= 0; back--) {
          var d = new Date(); d = new Date(d.getFullYear(), d.getMonth(), d.getDate() - back, 12);
          result.push(SiteProgress.localDay(d.getTime()));
        }
        return result;""")
    store(quiz, {}, history={days[0]: [4, 2, 2], days[10]: [8, 4, 3], days[13]: [2, 0, 0]})
    assert bars(quiz) == [4] + [0] * 9 + [8, 0, 0, 2]
    heights = [float(bar.get_attribute("height")) for bar in quiz.find_elements(By.CSS_SELECTOR, "[data-chart] rect")]
    assert heights[10] == max(heights) and heights[0] == heights[10] / 2
    titles = [bar.find_element(By.TAG_NAME, "title").get_attribute("textContent")
              for bar in quiz.find_elements(By.CSS_SELECTOR, "[data-chart] rect")]
    assert titles[10] == f"{days[10]}: 8 reviews"
    assert figures(quiz)[1] == "True retention, last 30 days: 83% (5 of 6 reviews of learned cards)"


def test_undo_is_in_sight_and_takes_the_review_back_out_of_the_figures(quiz):
    undo = quiz.find_element(By.CSS_SELECTOR, "[data-undo]")
    assert undo.is_displayed() and not undo.is_enabled()
    press(quiz, " ")
    press(quiz, "3")
    assert figures(quiz)[0] == "Reviews today: 1"
    assert undo.is_displayed() and undo.is_enabled(), "undo shows without opening anything"
    undo.click()
    assert figures(quiz)[0] == "Reviews today: 0"
    assert bars(quiz)[-1] == 0
    assert "history" not in quiz.execute_script("return SiteProgress.load('quiz')"), "progress is as it was"


def test_export_says_on_the_page_which_file_it_wrote(quiz):
    open_progress_tools(quiz)
    quiz.find_element(By.CSS_SELECTOR, "[data-export]").click()
    result = quiz.find_element(By.CSS_SELECTOR, "[data-import-result]")
    WebDriverWait(quiz, 10).until(lambda _: result.is_displayed())
    day = quiz.execute_script("return SiteProgress.localDay(Date.now())")
    assert result.text == f"Progress exported to study-progress-{day}.json"


def test_an_import_with_a_broken_history_is_refused_and_says_why(quiz):
    ids = card_ids(quiz)
    export = {"format": "site-study-progress", "version": 1, "exported": "2026-01-01T00:00:00.000Z",
              "decks": {"quiz": {"cards": {}, "introduced": {"day": "", "count": 0}, "history": {"2026-01-01": [1, 2, 0]}}}}
    assert ids
    open_progress_tools(quiz)  # SiteProgress.importAll comes with the tools
    error = quiz.execute_script("""
        try { SiteProgress.importAll(arguments[0]); return null; } catch (e) { return e.rule + ' ' + e.deck; }""", export)
    assert error == "history quiz"
    export["decks"]["quiz"]["history"] = {"2026-01-01": [3, 2, 1]}
    assert quiz.execute_script("SiteProgress.importAll(arguments[0]); return SiteProgress.load('quiz').history", export) == {"2026-01-01": [3, 2, 1]}
