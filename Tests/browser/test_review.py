"""Spaced-repetition review in a real browser: grading, due counts, progress that survives a
reload, undo, reset, the daily limit of new cards, and export then import of all progress."""
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains

from conftest import open_progress_tools


def counts(driver):
    return driver.find_element(By.CSS_SELECTOR, "[data-counts]").text


def visible_question(driver):
    cards = [card for card in driver.find_elements(By.CSS_SELECTOR, "[data-card]") if card.is_displayed()]
    assert len(cards) == 1, "review mode shows one card at a time"
    return cards[0].find_element(By.CSS_SELECTOR, ".card-question").text


def press(driver, *keys):
    driver.execute_script("if (document.activeElement) document.activeElement.blur();")
    ActionChains(driver).send_keys(*keys).perform()


def grade_buttons(driver):
    return [" ".join(button.text.split()) for button in driver.find_elements(By.CSS_SELECTOR, "[data-grade]") if button.is_displayed()]


def open_in_review(driver, open_page, page):
    """Opens a deck page with no progress in the browser, in Review mode."""
    open_page(driver, page)
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    driver.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    return driver


@pytest.fixture
def quiz(driver, open_page, public_site):
    return open_in_review(driver, open_page, public_site / "decks" / "quiz" / "index.html")


def test_a_new_deck_has_three_new_cards_and_nothing_due(quiz):
    assert counts(quiz) == "0 due · 3 new"
    assert quiz.find_element(By.CSS_SELECTOR, "[data-mode='review']").get_attribute("aria-pressed") == "true"


def test_grades_show_the_intervals_fsrs_would_schedule(quiz):
    assert grade_buttons(quiz) == []
    quiz.find_element(By.CSS_SELECTOR, "[data-action='flip']").click()
    assert grade_buttons(quiz) == ["Again 1 min", "Hard 6 min", "Good 10 min", "Easy 8 d"]


def test_grading_good_moves_a_card_from_new_to_learning_and_persists_across_a_reload(quiz):
    first = visible_question(quiz)
    press(quiz, " ")
    press(quiz, "3")
    # The card is in learning, back in 10 minutes: counted as due, as Anki counts learning cards.
    assert counts(quiz) == "1 due · 2 new"
    assert visible_question(quiz) != first
    assert "Graded Good; next review in 10 min" in quiz.find_element(By.CSS_SELECTOR, "[data-announcer]").get_attribute("textContent")
    quiz.refresh()
    assert counts(quiz) == "1 due · 2 new"
    stored = quiz.execute_script("return SiteProgress.load('quiz')")
    assert len(stored["cards"]) == 1
    card = next(iter(stored["cards"].values()))
    assert card["state"] == 1 and card["step"] == 1


def test_new_cards_come_in_the_order_the_deck_lists_them(quiz):
    questions = []
    for _ in range(3):
        questions.append(visible_question(quiz))
        press(quiz, " ")
        press(quiz, "4")
    assert questions == ["From what is cognac made?", "What is 7+7?", "What is the capital of Vermont?"]


def test_a_card_in_review_is_not_counted_before_its_time(quiz):
    press(quiz, " ")
    press(quiz, "4")   # Easy: in review, due in days
    assert counts(quiz) == "0 due · 2 new"


def test_a_card_whose_review_time_has_come_counts_as_due_on_the_deck_and_home_pages(quiz, open_page, public_site):
    press(quiz, " ")
    press(quiz, "4")
    quiz.execute_script("""
        var progress = SiteProgress.load('quiz');
        Object.keys(progress.cards).forEach(function (id) { progress.cards[id].due = Date.now() - 1000; });
        SiteProgress.save('quiz', progress);
    """)
    quiz.refresh()
    assert counts(quiz) == "1 due · 2 new"
    open_page(quiz, public_site / "index.html")
    tile = quiz.find_element(By.CSS_SELECTOR, "[data-deck-counts='quiz']")
    assert tile.is_displayed() and tile.text == "1 due · 2 new"


def test_grading_every_card_easy_ends_in_the_done_view(quiz):
    for _ in range(3):
        press(quiz, " ")
        press(quiz, "4")
    done = quiz.find_element(By.CSS_SELECTOR, "[data-review-done]")
    assert done.is_displayed()
    assert "All done for now" in done.text
    assert "The next card is due in 8 d" in done.text
    assert counts(quiz) == "0 due · 0 new"


def test_u_undoes_the_last_grade(quiz):
    first = visible_question(quiz)
    press(quiz, " ")
    press(quiz, "1")
    assert counts(quiz) == "1 due · 2 new"   # Again: back in 1 minute, counted as due (learning)
    log = quiz.execute_script("return SiteProgress.load('quiz').log")
    assert [entries[1] for entries in log.values()] == [1], "the grade is in the review log"
    press(quiz, "u")
    assert counts(quiz) == "0 due · 3 new"
    assert visible_question(quiz) == first
    assert quiz.execute_script("return Object.keys(SiteProgress.load('quiz').cards).length") == 0
    assert quiz.execute_script("return SiteProgress.load('quiz').log") == {}, "undo takes the review out of the log"


def test_reset_forgets_the_decks_progress(quiz):
    press(quiz, " ")
    press(quiz, "3")
    open_progress_tools(quiz)
    quiz.find_element(By.CSS_SELECTOR, "[data-reset]").click()
    quiz.switch_to.alert.accept()
    assert counts(quiz) == "0 due · 3 new"


def test_export_then_import_restores_the_same_state(quiz, tmp_path):
    press(quiz, " ")
    press(quiz, "3")
    press(quiz, " ")
    press(quiz, "2")
    open_progress_tools(quiz)  # SiteProgress.exportAll comes with the tools
    exported = quiz.execute_script("return SiteProgress.exportAll(Date.now())")
    path = tmp_path / "progress.json"
    path.write_text(json.dumps(exported))
    quiz.execute_script("localStorage.clear()")
    quiz.refresh()
    quiz.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    assert counts(quiz) == "0 due · 3 new"
    open_progress_tools(quiz)
    quiz.find_element(By.CSS_SELECTOR, "[data-import]").send_keys(str(path))
    quiz.implicitly_wait(0)
    from selenium.webdriver.support.ui import WebDriverWait
    WebDriverWait(quiz, 5).until(lambda d: counts(d) == "2 due · 1 new")  # both graded cards are in learning
    imported = quiz.execute_script("return SiteProgress.load('quiz')")
    deck = exported["decks"]["quiz"]
    assert imported["cards"] == deck["cards"] and imported["starts"] == {}
    assert [[r["card"], r["time"], r["rating"], r["duration"]] for r in deck["reviews"]] == sorted(
        [card, *imported["log"][card][at:at + 3]] for card in imported["log"] for at in range(0, len(imported["log"][card]), 3))


def test_a_file_that_is_not_an_export_is_refused_and_changes_nothing(quiz, tmp_path):
    press(quiz, " ")
    press(quiz, "3")
    before = quiz.execute_script("return SiteProgress.load('quiz')")
    path = tmp_path / "other.json"
    path.write_text(json.dumps({"hello": "world"}))
    open_progress_tools(quiz)
    quiz.find_element(By.CSS_SELECTOR, "[data-import]").send_keys(str(path))
    from selenium.webdriver.support.ui import WebDriverWait
    WebDriverWait(quiz, 5).until(lambda d: "not a progress export" in d.find_element(By.CSS_SELECTOR, "[data-announcer]").get_attribute("textContent"))
    assert quiz.execute_script("return SiteProgress.load('quiz')") == before


def test_the_daily_limit_of_new_cards_comes_from_the_site_settings(driver, open_page, site_binary, tmp_path):
    import subprocess
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "index.md").write_text("---\ntitle: Limited\nnew_cards_per_day: 2\n---\n")
    (content / "decks" / "five.md").write_text("".join(f"## Question {n}?\n\nAnswer {n}\n\n" for n in range(5)))
    subprocess.run([str(site_binary), "build", "--content", str(content), "--output", str(tmp_path / "Public")], check=True)
    open_page(driver, tmp_path / "Public" / "decks" / "five" / "index.html")
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    driver.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    assert counts(driver) == "0 due · 2 new"
    for _ in range(2):
        press(driver, " ")
        press(driver, "4")
    assert driver.find_element(By.CSS_SELECTOR, "[data-review-done]").is_displayed()
    assert counts(driver) == "0 due · 0 new"


def test_reordering_cards_keeps_each_cards_history(driver, open_page, site_binary, tmp_path):
    import subprocess
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    deck = content / "decks" / "pair.md"
    deck.write_text("## First?\n\nOne\n\n## Second?\n\nTwo\n")
    output = tmp_path / "Public"
    subprocess.run([str(site_binary), "build", "--content", str(content), "--output", str(output)], check=True)
    page = output / "decks" / "pair" / "index.html"
    open_page(driver, page)
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    driver.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    graded = visible_question(driver)
    press(driver, " ")
    press(driver, "4")
    deck.write_text("## Second?\n\nTwo, edited\n\n## First?\n\nOne\n")
    subprocess.run([str(site_binary), "build", "--content", str(content), "--output", str(output)], check=True)
    driver.refresh()
    assert counts(driver) == "0 due · 1 new"
    assert visible_question(driver) != graded


def test_siblings_are_buried_until_tomorrow_as_anki_does(driver, open_page, site_binary, tmp_path):
    """A card and its reverse, and the clozes of one paragraph, are never studied on the same day:
    once one is graded, the others wait (and are not counted) until the next day."""
    import subprocess
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "decks" / "siblings.md").write_text(
        "# Siblings\n\nHydrogen:::Lightest element\n\nThe ==first== and the ==second==.\n\nAlone::Single\n")
    subprocess.run([str(site_binary), "build", "--content", str(content), "--output", str(tmp_path / "Public")], check=True)
    open_page(driver, tmp_path / "Public" / "decks" / "siblings" / "index.html")
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    driver.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    assert counts(driver) == "0 due · 5 new"
    seen = []
    while driver.find_element(By.CSS_SELECTOR, "[data-controls]").is_displayed():
        seen.append(visible_question(driver))
        press(driver, " ")
        press(driver, "4")   # Easy: in review, due in days, so nothing comes back today
    assert seen == ["Hydrogen", "The […] and the second.", "Alone"], "one card of each note today"
    assert counts(driver) == "0 due · 0 new"
    # Tomorrow the buried siblings are new cards again.
    driver.execute_script("""
        var progress = SiteProgress.load('siblings');
        Object.keys(progress.cards).forEach(function (id) { progress.cards[id].lastReview -= 86400000; });
        Object.keys(progress.log).forEach(function (id) { progress.log[id][0] -= 86400000; });
        SiteProgress.save('siblings', progress);
    """)
    driver.refresh()
    assert counts(driver) == "0 due · 2 new"
    assert visible_question(driver) == "Lightest element"
