"""A card keeps its progress in the browser when its question is edited and its answer is not:
the site is rebuilt into the same output, and the deck page moves the card's progress from its
old identity to its new one."""
from selenium.webdriver.common.by import By

from conftest import build_site, card_ids, wait_for_progress_panel
from test_review import counts, open_in_review, press

DECK = """\
# Capitals

Capitol of France?::Paris

Capital of Italy?::Rome
"""


def stored_ids(driver):
    return sorted(driver.execute_script("return Object.keys(SiteProgress.load('capitals').cards)"))


def page_ids(driver):
    return card_ids(driver)


def test_fixing_a_typo_in_a_question_keeps_the_cards_progress(driver, open_page, site_binary, tmp_path):
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    deck = content / "decks" / "capitals.md"
    deck.write_text(DECK, encoding="utf-8")
    output = build_site(site_binary, content, tmp_path / "Public")
    page = output / "decks" / "capitals" / "index.html"

    open_in_review(driver, open_page, page)
    press(driver, " ")
    press(driver, "4")  # Easy: the first card goes to review, due in days
    assert counts(driver) == "0 due · 1 new"
    old = page_ids(driver)
    assert stored_ids(driver) == [old[0]]

    deck.write_text(DECK.replace("Capitol of France?", "Capital of France?"), encoding="utf-8")
    build_site(site_binary, content, output)
    driver.refresh()
    new = page_ids(driver)
    assert new[0] != old[0] and new[1] == old[1]
    assert stored_ids(driver) == [new[0]], "the progress moved to the card's new identity"
    log = driver.execute_script("return SiteProgress.load('capitals').log")
    assert list(log) == [new[0]] and log[new[0]][1] == 4, "its reviews moved with it"
    assert counts(driver) == "0 due · 1 new", "the edited card is still in review, not new again"
    wait_for_progress_panel(driver)
    assert driver.find_element(By.CSS_SELECTOR, "[data-stats] [data-stat]").text == "Reviews today: 1"
