"""Carrying on from Obsidian Spaced Repetition's schedule, in a real browser: a vault note whose
cards carry `<!--SR:…-->` comments offers to take that schedule over as the learner's progress
(only while none of those cards has progress here), and taking it makes the cards due when
Obsidian would show them."""
import datetime
import json

import pytest
from selenium.webdriver.common.by import By

from conftest import build_site, card_ids
from test_review import open_in_review, press

NOTE = """\
#flashcards

Capital of France::Paris <!--SR:!2020-01-10,3,250-->

Paris:::France
<!--SR:!2020-01-11,4,230!{later},5,290-->

Not scheduled yet::No comment
"""


@pytest.fixture(scope="module")
def vault_site(site_binary, tmp_path_factory):
    content = tmp_path_factory.mktemp("vault")
    (content / "decks").mkdir()
    later = (datetime.date.today() + datetime.timedelta(days=30)).isoformat()
    (content / "decks" / "geo.md").write_text(NOTE.format(later=later), encoding="utf-8")
    return build_site(site_binary, content, tmp_path_factory.mktemp("vault-site") / "Public")


@pytest.fixture
def geo(driver, open_page, vault_site):
    return open_in_review(driver, open_page, vault_site / "decks" / "flashcards" / "index.html")


def offer(driver):
    return driver.find_element(By.CSS_SELECTOR, "[data-schedule-offer]")


def stored(driver):
    return driver.execute_script("return SiteProgress.load('flashcards')")


def test_the_schedule_is_offered_and_taking_it_makes_the_cards_due_as_obsidian_would(geo):
    assert offer(geo).is_displayed()
    assert offer(geo).find_element(By.CSS_SELECTOR, "[data-schedule-text]").text == \
        "3 of these cards come with a schedule from Obsidian Spaced Repetition."
    assert geo.find_element(By.CSS_SELECTOR, "[data-counts]").text == "0 due · 4 new"

    offer(geo).find_element(By.CSS_SELECTOR, "[data-take-schedule]").click()
    assert not offer(geo).is_displayed()
    assert geo.find_element(By.CSS_SELECTOR, "[data-import-result]").text == \
        "Your progress now follows Obsidian’s schedule for 3 cards"
    # Two cards were due in 2020 (due now); the reverse of Paris:::France is due in 30 days; the
    # unscheduled card is new.
    assert geo.find_element(By.CSS_SELECTOR, "[data-counts]").text == "2 due · 1 new"
    cards = stored(geo)["cards"]
    assert len(cards) == 3
    first = geo.execute_script(
        "return SiteProgress.cardProgress(SiteProgress.load('flashcards'), arguments[0])", card_ids(geo)[0])
    assert first["state"] == 2 and first["step"] is None and first["stability"] == 3 and first["difficulty"] == 5.5
    local_midnight = geo.execute_script("return new Date(2020, 0, 10).getTime()")
    assert first["due"] == local_midnight and first["lastReview"] == local_midnight - 3 * 24 * 3600 * 1000


def test_the_offer_never_replaces_progress_made_here(geo):
    press(geo, " ")
    press(geo, "3")  # the first card, graded here
    assert not offer(geo).is_displayed(), "a card with a schedule already has progress here"
    before = stored(geo)
    geo.refresh()
    assert not offer(geo).is_displayed()
    assert stored(geo) == before


def test_the_taken_schedule_is_stored_and_the_offer_does_not_come_back(geo):
    offer(geo).find_element(By.CSS_SELECTOR, "[data-take-schedule]").click()
    taken = json.dumps(stored(geo), sort_keys=True)
    geo.refresh()
    assert not offer(geo).is_displayed()
    assert json.dumps(stored(geo), sort_keys=True) == taken
