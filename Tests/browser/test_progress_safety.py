"""Progress in the browser is never lost: an import is checked record by record and applied whole
or not at all, even when storage runs out halfway; grades that do not fit in a full storage stay
in the page, with a warning, and go out with Export; names of Object.prototype's properties are
never taken for progress.

A full storage is simulated by a quota on Storage.prototype.setItem (`storage_quota`), so that
what fits and what does not is the same on every run."""
import json
import shutil

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import card_ids, open_progress_tools, progress_key
from site_testing import build_site

STORAGE_FULL_WARNING = ("This browser’s storage is full: your last grades are kept only until you leave this page. "
                        "Export your progress to keep them.")


# --- helpers --------------------------------------------------------------------------------

def counts(driver):
    return driver.find_element(By.CSS_SELECTOR, "[data-counts]").text


def press(driver, *keys):
    driver.execute_script("if (document.activeElement) document.activeElement.blur();")
    ActionChains(driver).send_keys(*keys).perform()


def grade(driver, key="3"):
    press(driver, " ")
    press(driver, key)


def announcement(driver):
    return driver.find_element(By.CSS_SELECTOR, "[data-announcer]").get_attribute("textContent")


def storage(driver):
    """Everything in localStorage, as {key: text}."""
    return driver.execute_script(
        "var all = {}; for (var i = 0; i < localStorage.length; i++) { var key = localStorage.key(i); "
        "all[key] = localStorage.getItem(key); } return all;")


def script_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def a_card(**fields):
    card = {"state": 2, "step": None, "stability": 8.3, "difficulty": 1.0, "due": 1_900_000_000_000,
            "lastReview": 1_800_000_000_000}
    card.update(fields)
    return card


def export_of(decks):
    return {"format": "site-study-progress", "version": 1, "exported": "2026-11-22T10:00:00.000Z", "decks": decks}


def deck_of(cards, introduced=None):
    return {"cards": cards, "introduced": introduced or {"day": "2026-11-22", "count": len(cards)}}


def import_file(driver, path, data):
    """Sends `data`, written as JSON to `path`, to the deck page's Import progress and returns the
    result shown once it changes."""
    # Python writes an infinite float as Infinity, which is no JSON; 1e999 is, and parses as one.
    path.write_text(json.dumps(data, ensure_ascii=False).replace("Infinity", "1e999"), encoding="utf-8")
    result = driver.find_element(By.CSS_SELECTOR, "[data-import-result]")
    driver.execute_script("arguments[0].textContent = ''", result)
    open_progress_tools(driver)
    # These tests are about what is imported: the question before replacing progress is answered
    # yes here, and tested with the real dialog in test_an_import_asks_before_replacing_progress.
    driver.execute_script("window.confirm = function () { return true; };")
    driver.find_element(By.CSS_SELECTOR, "[data-import]").send_keys(str(path))
    WebDriverWait(driver, 5).until(lambda d: result.get_attribute("textContent") != "", "the import said nothing")
    assert result.is_displayed(), "the import's outcome is shown, not only announced"
    text = result.text
    assert text in announcement(driver), "the import's outcome is announced"
    return text


def storage_quota(driver, extra_bytes):
    """From now on localStorage refuses (QuotaExceededError, as a full browser does) any write that
    would make it hold more than `extra_bytes` characters beyond what it holds now."""
    driver.execute_script("""
        var store = localStorage, realSetItem = Storage.prototype.setItem;
        function size(except) {
            var total = 0;
            for (var i = 0; i < store.length; i++) {
                var key = store.key(i);
                if (key !== except) total += key.length + store.getItem(key).length;
            }
            return total;
        }
        var limit = size(null) + arguments[0];
        window.__lift_quota = function () { Storage.prototype.setItem = realSetItem; };
        Storage.prototype.setItem = function (key, value) {
            if (size(key) + key.length + String(value).length > limit) {
                throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
            }
            return realSetItem.call(this, key, value);
        };
    """, extra_bytes)


def lift_quota(driver):
    driver.execute_script("if (window.__lift_quota) window.__lift_quota();")


@pytest.fixture
def quiz(driver, open_page, public_site):
    """The sample quiz deck in Review mode, with one card graded Good (in learning, so counted as
    due), and nothing else stored."""
    open_page(driver, public_site / "decks" / "quiz" / "index.html")
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    driver.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    grade(driver, "3")
    assert counts(driver) == "1 due · 2 new"
    driver.get_log("browser")  # start with an empty console log
    yield driver
    lift_quota(driver)


# --- 1. every record is checked; a wrong one names itself and nothing is imported -----------

def wrong_card(**fields):
    return lambda ids: export_of({"quiz": deck_of({ids[1]: a_card(**fields)})})


def missing(field):
    def data(ids):
        card = a_card()
        del card[field]
        return export_of({"quiz": deck_of({ids[1]: card})})
    return data


CARD = "Not imported: deck “quiz”, card {id}: "
WRONG_RECORDS = {
    "state 7": (wrong_card(state=7), CARD + "state must be 1, 2 or 3"),
    "state as text": (wrong_card(state="2"), CARD + "state must be 1, 2 or 3"),
    "missing state": (missing("state"), CARD + "state must be 1, 2 or 3"),
    "due as a word": (wrong_card(due="tomorrow"), CARD + "due must be a time in milliseconds"),
    "due out of range": (wrong_card(due=1e999), CARD + "due must be a time in milliseconds"),
    "missing due": (missing("due"), CARD + "due must be a time in milliseconds"),
    "negative stability": (wrong_card(stability=-1), CARD + "stability must be a positive number"),
    "no stability in Review": (wrong_card(stability=None), CARD + "stability must be a positive number"),
    "difficulty above 10": (wrong_card(difficulty=11), CARD + "difficulty must be a number from 1 to 10"),
    "a step in Review": (wrong_card(step=1), CARD + "step must be a whole number from 0, or null in Review"),
    "half a step in Learning": (wrong_card(state=1, step=0.5), CARD + "step must be a whole number from 0"),
    "lastReview as text": (wrong_card(lastReview="2026-11-22"), CARD + "lastReview must be a time in milliseconds, or null"),
    "missing lastReview": (missing("lastReview"), CARD + "lastReview must be a time in milliseconds, or null"),
    "a card that is a list": (lambda ids: export_of({"quiz": deck_of({ids[1]: [2, None]})}), CARD + "a card must be an object"),
    "a card with a __proto__ field": (
        lambda ids: json.loads(json.dumps(export_of({"quiz": deck_of({ids[1]: a_card()})})).replace(
            '"state": 2', '"__proto__": {"state": 2}, "state": 2')),
        CARD + "a card must be an object"),
    "a card named constructor": (
        lambda ids: export_of({"quiz": deck_of({"constructor": a_card()})}),
        "Not imported: deck “quiz”, card constructor: that is not a card identity of this site"),
    "cards as a list": (
        lambda ids: export_of({"quiz": {"cards": [a_card()], "introduced": {"day": "", "count": 0}}}),
        "Not imported: deck “quiz”: cards must be an object of cards by card identity"),
    "introduced on no day": (
        lambda ids: export_of({"quiz": deck_of({}, introduced={"day": "yesterday", "count": 1})}),
        "Not imported: deck “quiz”: introduced must have a day (YYYY-MM-DD, or empty) and a count of 0 or more"),
    "introduced -1 times": (
        lambda ids: export_of({"quiz": deck_of({}, introduced={"day": "", "count": -1})}),
        "Not imported: deck “quiz”: introduced must have a day"),
    "a deck that is a number": (
        lambda ids: export_of({"quiz": 3}),
        "Not imported: deck “quiz”: its progress must be an object with cards, and reviews (version 2) or introduced (version 1)"),
    "a deck named __proto__": (
        lambda ids: json.loads(json.dumps(export_of({"quiz": deck_of({})})).replace('"quiz"', '"__proto__"')),
        "Not imported: deck “__proto__”: a deck’s name has only lower-case letters, digits and hyphens"),
    "a deck name in capitals": (
        lambda ids: export_of({"Quiz": deck_of({})}),
        "Not imported: deck “Quiz”: a deck’s name has only lower-case letters, digits and hyphens"),
    "decks as a list": (
        lambda ids: {**export_of({}), "decks": [deck_of({})]},
        "Not imported: that file is not a progress export from this site"),
}


@pytest.mark.parametrize("case", WRONG_RECORDS.keys())
def test_an_import_with_one_wrong_record_names_it_and_imports_nothing(quiz, tmp_path, case):
    make, expected = WRONG_RECORDS[case]
    ids = card_ids(quiz)
    data = make(ids)
    # A sound deck comes first in the file: it must not be imported either.
    data["decks"] = {"solar-system": deck_of({}, introduced={"day": "", "count": 0}), **data["decks"]} \
        if isinstance(data["decks"], dict) else data["decks"]
    before = storage(quiz)
    message = import_file(quiz, tmp_path / "wrong.json", data)
    assert message.startswith(expected.format(id=ids[1])), message
    assert storage(quiz) == before
    assert counts(quiz) == "1 due · 2 new"
    grade(quiz, "3")  # the page goes on working
    assert counts(quiz) == "2 due · 1 new"
    assert script_errors(quiz) == []


def test_every_rule_has_its_own_wording(quiz):
    """The rules live in progress.js, their words in the presenter (written once a build into
    assets/progress-tools-labels.js, loaded with the tools): each rule has words, and no words are
    left without a rule."""
    open_progress_tools(quiz)
    problems = quiz.execute_script("return window.SiteProgressToolsLabels.importProblems")
    rules = {"deckName", "deck", "cards", "introduced", "history", "cardID", "card",
             "state", "step", "stability", "difficulty", "due", "lastReview", "log",
             "reviews", "review", "reviewCard", "time", "rating", "duration", "starts", "settings"}
    # What `site progress merge` says of a file that is no export at all (the page says importFailed).
    command_line = {"format", "version", "decks"}
    assert set(problems) == rules | command_line
    assert all(problems.values())


def test_sound_records_at_their_limits_are_imported(quiz, tmp_path):
    ids = card_ids(quiz)
    decks = {
        "quiz": deck_of({
            ids[0]: a_card(state=1, step=0, stability=None, difficulty=None, due=0, lastReview=None),
            ids[1]: a_card(state=3, step=0, stability=0.001, difficulty=10),
            ids[2]: a_card(difficulty=1, extra="kept as it is"),
        }, introduced={"day": "", "count": 0}),
        # Slugs that are names of Object.prototype's properties are ordinary decks.
        "constructor": deck_of({"0123456789abcdef-2": a_card()}),
    }
    assert import_file(quiz, tmp_path / "limits.json", export_of(decks)) == \
        "Merged the schedules of 4 cards from the file (an export without reviews)"
    exported = quiz.execute_script("return SiteProgress.exportAll(Date.now())")
    # A version-1 file's schedules are the cards' starts, each kept as it was; the card graded
    # here (the fixture's) keeps its review, which continues the file's new-card schedule.
    assert exported["decks"]["constructor"]["cards"] == exported["decks"]["constructor"]["starts"] == decks["constructor"]["cards"]
    quiz_deck = exported["decks"]["quiz"]
    assert quiz_deck["starts"] == decks["quiz"]["cards"]
    assert {id: quiz_deck["cards"][id] for id in ids[1:]} == {id: decks["quiz"]["cards"][id] for id in ids[1:]}
    assert [review["card"] for review in quiz_deck["reviews"]] == [ids[0]] and quiz_deck["cards"][ids[0]]["state"] == 1
    assert counts(quiz) == "1 due · 0 new"
    assert script_errors(quiz) == []


# --- 2. an import that runs out of storage changes nothing ------------------------------------

def test_an_import_that_fills_the_storage_leaves_every_deck_as_it_was(quiz, tmp_path):
    ids = card_ids(quiz)
    quiz.execute_script("localStorage.setItem(arguments[0], arguments[1])", progress_key(quiz, "swift-basics"),
                        json.dumps(deck_of({"00000000000000ab": a_card()})))
    before = storage(quiz)
    many = {f"{n:016x}": a_card() for n in range(2000)}  # about 250 kB: more than the room left
    data = export_of({  # written in this order
        "solar-system": deck_of({}),  # a deck new to this browser: fits
        "quiz": deck_of({ids[0]: a_card(), ids[1]: a_card(), ids[2]: a_card()}),  # replaces one: fits
        "swift-basics": deck_of(many),  # does not fit
    })
    storage_quota(quiz, 50_000)
    message = import_file(quiz, tmp_path / "big.json", data)
    assert message == "Not imported: this browser’s storage is full. Your progress is unchanged."
    lift_quota(quiz)
    assert storage(quiz) == before
    assert counts(quiz) == "1 due · 2 new"
    assert script_errors(quiz) == []


# --- 3. grades that do not fit stay in the page, with a warning, and go out with Export --------

def exported_by_the_button(driver):
    """Clicks Export progress and returns the JSON it offers, without a download."""
    driver.execute_script("""
        window.__exported = null;
        var realCreate = URL.createObjectURL;
        URL.createObjectURL = function (blob) {
            URL.createObjectURL = realCreate;
            blob.text().then(function (text) { window.__exported = text; });
            return realCreate.call(URL, blob);
        };
        document.addEventListener("click", function (event) {
            if (event.target.hasAttribute("download")) event.preventDefault();
        }, { capture: true, once: true });
    """)
    open_progress_tools(driver)
    driver.find_element(By.CSS_SELECTOR, "[data-export]").click()
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return window.__exported !== null"), "nothing exported")
    return json.loads(driver.execute_script("return window.__exported"))


def test_grades_that_do_not_fit_are_kept_in_the_page_with_a_warning_and_exported(quiz):
    warning = quiz.find_element(By.CSS_SELECTOR, "[data-storage-warning]")
    assert not warning.is_displayed()
    stored = storage(quiz)
    storage_quota(quiz, 0)

    grade(quiz, "3")
    assert counts(quiz) == "2 due · 1 new", "the grade counts for the session"
    assert warning.is_displayed() and warning.text == STORAGE_FULL_WARNING
    assert announcement(quiz) == "Graded Good; next review in 10 min " + STORAGE_FULL_WARNING
    assert storage(quiz) == stored
    grade(quiz, "4")
    assert counts(quiz) == "2 due · 0 new"
    assert announcement(quiz) == "Graded Easy; next review in 8 d", "the warning is announced once, and stays in view"
    assert warning.is_displayed()

    exported = exported_by_the_button(quiz)
    assert len(exported["decks"]["quiz"]["cards"]) == 3
    assert [review["rating"] for review in exported["decks"]["quiz"]["reviews"]] == [3, 3, 4]
    assert storage(quiz) == stored

    lift_quota(quiz)
    press(quiz, "u")  # the next save that succeeds writes everything the page kept
    assert not warning.is_displayed()
    assert len(json.loads(storage(quiz)[progress_key(quiz, "quiz")])["cards"]) == 2
    quiz.refresh()
    assert counts(quiz) == "2 due · 1 new"
    assert script_errors(quiz) == []


def test_an_import_merges_with_progress_kept_in_the_page_and_stores_it(quiz, tmp_path):
    storage_quota(quiz, 0)
    grade(quiz, "3")
    assert quiz.find_element(By.CSS_SELECTOR, "[data-storage-warning]").is_displayed()
    lift_quota(quiz)
    fresh = export_of({"quiz": deck_of({}, {"day": "", "count": 0})})
    assert import_file(quiz, tmp_path / "fresh.json", fresh) == \
        "Merged the schedules of 0 cards from the file (an export without reviews)"
    assert not quiz.find_element(By.CSS_SELECTOR, "[data-storage-warning]").is_displayed(), "stored now"
    assert counts(quiz) == "2 due · 1 new", "the grade kept in the page is kept"
    assert len(json.loads(storage(quiz)[progress_key(quiz, "quiz")])["cards"]) == 2


# --- 4. names of Object.prototype's properties are never taken for progress ----------------

def test_object_prototype_names_are_no_cards_in_progress(quiz):
    assert quiz.execute_script("""
        var progress = SiteProgress.load("quiz");
        return [SiteProgress.isNew(progress, "constructor"), SiteProgress.isDue(progress, "toString", Date.now()),
                SiteProgress.counts("quiz", ["constructor", "hasOwnProperty"], [0, 1], Date.now(), 20)];
    """) == [True, False, {"due": 0, "new": 2}]


def test_a_stored_entry_that_is_no_deck_stays_out_of_the_export(quiz):
    quiz.execute_script("localStorage.setItem(arguments[0], arguments[1])", progress_key(quiz, "__proto__"),
                        json.dumps(deck_of({})))
    open_progress_tools(quiz)
    exported = quiz.execute_script("return SiteProgress.exportAll(Date.now())")
    assert list(exported["decks"]) == ["quiz"]
    assert quiz.execute_script(
        "return Object.getPrototypeOf(SiteProgress.exportAll(Date.now()).decks) === Object.prototype")


@pytest.fixture(scope="module")
def prototype_named_site(site_binary, tmp_path_factory):
    content = tmp_path_factory.mktemp("prototype-content")
    (content / "decks").mkdir()
    (content / "index.md").write_text("---\ntitle: Prototype names\n---\n", encoding="utf-8")
    (content / "decks" / "constructor.md").write_text("# constructor\n\nNo cards yet.\n", encoding="utf-8")
    (content / "decks" / "zeta.md").write_text("# Zeta\n\n## Last?\n\nYes\n", encoding="utf-8")
    return build_site(site_binary, content, tmp_path_factory.mktemp("prototype-site") / "Public")


def test_a_deck_named_constructor_keeps_every_decks_counts_on_the_home_page(driver, open_page, prototype_named_site):
    open_page(driver, prototype_named_site / "index.html")
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    assert driver.find_element(By.CSS_SELECTOR, "[data-deck-counts='constructor']").text == "0 due · 0 new"
    assert driver.find_element(By.CSS_SELECTOR, "[data-deck-counts='zeta']").text == "0 due · 1 new"


def test_a_tile_without_card_identities_is_skipped_and_the_others_still_count(
        driver, open_page, prototype_named_site, tmp_path):
    """The generator lists every deck's cards; this page, edited to leave "constructor" out,
    shows that the lookup never falls through to Object.prototype.constructor."""
    site = shutil.copytree(prototype_named_site, tmp_path / "Public")
    page = (site / "index.html").read_text(encoding="utf-8")
    assert '"constructor":[],' in page
    edited = site / "index.html"
    edited.write_text(page.replace('"constructor":[],', ""), encoding="utf-8")
    driver.get_log("browser")
    open_page(driver, edited)
    assert not driver.find_element(By.CSS_SELECTOR, "[data-deck-counts='constructor']").is_displayed()
    assert driver.find_element(By.CSS_SELECTOR, "[data-deck-counts='zeta']").text == "0 due · 1 new"
    assert script_errors(driver) == []


# --- 5. an import merges: it never replaces, so it asks nothing ---------------------------------

def test_an_import_merges_without_asking_and_marks_the_deck_as_this_sites(quiz, tmp_path):
    ids = card_ids(quiz)
    key = progress_key(quiz, "quiz")
    here = json.loads(storage(quiz)[key])["cards"]
    path = tmp_path / "other.json"
    path.write_text(json.dumps(export_of({"quiz": deck_of({ids[2]: a_card()}), "solar-system": deck_of({})})), encoding="utf-8")
    open_progress_tools(quiz)
    quiz.execute_script("window.confirm = () => { throw new Error('asked'); };")
    result = quiz.find_element(By.CSS_SELECTOR, "[data-import-result]")
    quiz.find_element(By.CSS_SELECTOR, "[data-import]").send_keys(str(path))
    WebDriverWait(quiz, 5).until(lambda d: result.text != "")
    assert result.text == "Merged the schedules of 1 card from the file (an export without reviews)"
    assert json.loads(storage(quiz)[key])["cards"] == {**here, ids[2]: a_card()}
    assert storage(quiz)[quiz.execute_script("return SiteProgress.CLAIMED + 'quiz'")] == "1", \
        "an imported deck is this site's: the progress shared before keys were per site is never read again"
    assert script_errors(quiz) == []


def test_a_reset_with_storage_full_stays_a_reset_or_says_it_could_not(quiz):
    """Builds before 2 December 2026 kept progress shared by every site on the origin; a reset
    must not bring it back, even when storage is full. A reset frees the deck's own entry, which
    leaves room for its mark; when there was none to free, the page keeps the reset and says so."""
    ids = card_ids(quiz)
    shared = json.dumps(deck_of({ids[1]: a_card(due=1, lastReview=0)}))
    quiz.execute_script("localStorage.setItem('site-progress:v1:quiz', arguments[0]);"
                        "localStorage.removeItem(SiteProgress.CLAIMED + 'quiz');", shared)
    warning = lambda: quiz.find_element(By.CSS_SELECTOR, "[data-storage-warning]")  # noqa: E731

    def reset():
        open_progress_tools(quiz)
        quiz.execute_script("window.confirm = () => true;")
        quiz.find_element(By.CSS_SELECTOR, "[data-progress] [data-reset]").click()
        WebDriverWait(quiz, 5).until(lambda d: counts(d) == "0 due · 3 new", f"after the reset: {counts(quiz)!r}")

    # The deck's own progress (the fixture's grade), stored without its mark: removing it makes room.
    storage_quota(quiz, 0)
    reset()
    assert not warning().is_displayed()
    lift_quota(quiz)
    quiz.refresh()
    assert counts(quiz) == "0 due · 3 new", "the shared progress came back after a reset"

    # Only the shared progress, and no room for the mark: the reset holds for the page, which says so.
    quiz.execute_script("localStorage.removeItem(SiteProgress.CLAIMED + 'quiz')")
    quiz.refresh()
    assert counts(quiz) == "1 due · 2 new"
    storage_quota(quiz, 0)
    reset()
    assert warning().is_displayed() and warning().text == STORAGE_FULL_WARNING
    assert progress_key(quiz, "quiz") not in storage(quiz)
