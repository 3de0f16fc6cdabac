"""Progress that follows the learner across devices, in real browsers: two separate Chromium
profiles study one site, export (Export progress, or Send progress where the browser can share
files) and import into each other. An import merges: the union of both review logs, every card's
schedule what py-fsrs gives by replaying its merged reviews; the same file twice changes nothing;
an older file loses no later review; a version-1 export (from builds before the log) merges card
by card; `site progress merge` gives the same reviews and schedules as the browser for the same
files. Also the reminders that keep progress from dying quietly: "Not backed up since …" and
Safari's 7-day notice."""
import calendar
import json
import random
import subprocess
from datetime import datetime

import pytest
from fsrs import Card, Rating
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import card_ids, make_chromium, open_progress_tools, progress_key, wait_for_progress_panel
from test_fsrs_equivalence import dt, ms, py_scheduler
from test_progress_safety import exported_by_the_button, script_errors
from test_progress_tools import import_file
from test_review import counts, open_in_review, press

DAY = 24 * 60 * 60 * 1000


def grade(driver, key):
    press(driver, " ")
    press(driver, key)


def reviews(export):
    """Every review of an export, by deck, as comparable tuples."""
    return sorted((deck, r["card"], r["time"], r["rating"], r["duration"])
                  for deck, entry in export["decks"].items() for r in entry["reviews"])


def replayed_by_py_fsrs(entry):
    """Each card of an export's deck as py-fsrs schedules it from the deck's reviews, in time order,
    with the deck's settings: the reference the browser and the program must both meet."""
    scheduler = py_scheduler(entry["settings"])
    cards = {}
    for review in sorted(entry["reviews"], key=lambda r: (r["time"], r["card"], r["rating"])):
        card = cards.get(review["card"]) or Card(card_id=1, due=dt(review["time"]))
        cards[review["card"]], _ = scheduler.review_card(card, Rating(review["rating"]), dt(review["time"]))
    return {card: {"state": int(c.state), "step": c.step, "stability": c.stability, "difficulty": c.difficulty,
                   "due": ms(c.due), "lastReview": ms(c.last_review)} for card, c in cards.items()}


def stored(driver, deck):
    return driver.execute_script("return SiteProgress.load(arguments[0])", deck)


@pytest.fixture
def profiles(driver):
    """Two browsers with separate profiles (each chromedriver session has its own): the laptop
    (the module's browser) and the phone."""
    phone = make_chromium()
    yield driver, phone
    phone.quit()


def test_two_profiles_merge_their_logs_into_the_same_progress(profiles, open_page, public_site, site_binary, tmp_path):
    laptop, phone = profiles
    quiz = public_site / "decks" / "quiz" / "index.html"
    solar = public_site / "decks" / "solar-system" / "index.html"

    # The phone studies the quiz; the laptop the solar system, then the quiz's first card.
    open_in_review(phone, open_page, quiz)
    for key in "341":
        grade(phone, key)
    open_in_review(laptop, open_page, solar)
    for key in "33":
        grade(laptop, key)
    laptop.get(quiz.as_uri())
    laptop.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    grade(laptop, "2")

    from_phone = exported_by_the_button(phone)
    laptop_before = exported_by_the_button(laptop)
    assert from_phone["format"] == "site-study-progress" and from_phone["version"] == 2
    assert [r["rating"] for r in from_phone["decks"]["quiz"]["reviews"]] == [3, 4, 1]
    assert all(0 <= r["duration"] <= 60000 for r in from_phone["decks"]["quiz"]["reviews"])
    assert set(from_phone["decks"]["quiz"]["settings"]) == {
        "desiredRetention", "learningSteps", "relearningSteps", "maximumInterval", "parameters"}

    # The laptop imports the phone's export: the union of the two logs, replayed.
    path = tmp_path / "phone.json"
    assert import_file(laptop, path, from_phone) == "Added 3 reviews from the file; 0 were already here"
    merged = exported_by_the_button(laptop)
    assert reviews(merged) == sorted(reviews(from_phone) + reviews(laptop_before))
    for deck, entry in merged["decks"].items():
        assert entry["cards"] == replayed_by_py_fsrs(entry), deck
    assert counts(laptop) == "2 due · 1 new" or counts(laptop).endswith("· 0 new")

    # The same file again changes nothing.
    before = {deck: stored(laptop, deck) for deck in ("quiz", "solar-system")}
    assert import_file(laptop, path, from_phone) == "Added 0 reviews from the file; 3 were already here"
    assert {deck: stored(laptop, deck) for deck in ("quiz", "solar-system")} == before

    # `site progress merge` of the same two files gives the same reviews and schedules.
    (tmp_path / "laptop.json").write_text(json.dumps(laptop_before), encoding="utf-8")
    result = subprocess.run([str(site_binary), "progress", "merge", str(tmp_path / "laptop.json"), str(path),
                             "--output", str(tmp_path / "merged.json")], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Merged 2 files: 2 decks, ")
    by_program = json.loads((tmp_path / "merged.json").read_text(encoding="utf-8"))
    assert reviews(by_program) == reviews(merged)
    assert {deck: entry["cards"] for deck, entry in by_program["decks"].items()} == \
        {deck: entry["cards"] for deck, entry in merged["decks"].items()}

    # A later review survives an older file: the laptop studies on, then imports the phone's old export.
    laptop.find_element(By.CSS_SELECTOR, "[data-mode='cram']").click()
    laptop.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    grade(laptop, "4")
    later = stored(laptop, "quiz")
    assert import_file(laptop, path, from_phone) == "Added 0 reviews from the file; 3 were already here"
    assert stored(laptop, "quiz")["log"] == later["log"] and stored(laptop, "quiz")["cards"] == later["cards"]

    # The phone takes the laptop's progress: both now hold the same.
    everything = exported_by_the_button(laptop)
    assert import_file(phone, tmp_path / "laptop-now.json", everything) == "Added 4 reviews from the file; 3 were already here"
    assert stored(phone, "quiz")["cards"] == stored(laptop, "quiz")["cards"]
    assert stored(phone, "solar-system")["cards"] == stored(laptop, "solar-system")["cards"]
    assert script_errors(laptop) == [] and script_errors(phone) == []


def test_a_version_1_export_merges_card_by_card(driver, open_page, public_site, tmp_path):
    quiz = open_in_review(driver, open_page, public_site / "decks" / "quiz" / "index.html")
    ids = card_ids(quiz)
    grade(quiz, "3")  # the first card, in the log
    graded = stored(quiz, "quiz")["cards"][ids[0]]
    now = quiz.execute_script("return Date.now()")
    earlier = {"state": 2, "step": None, "stability": 3.0, "difficulty": 5.0, "due": now + DAY, "lastReview": now - 2 * DAY}
    later = dict(earlier, lastReview=now + 1000, due=now + 3 * DAY)
    open_progress_tools(quiz)
    # As builds before the log exported: schedules, the day's introductions and the daily counts.
    version_1 = {"format": "site-study-progress", "version": 1, "exported": "2026-11-30T10:00:00.000Z", "decks": {
        "quiz": {"cards": {ids[0]: earlier, ids[1]: later}, "introduced": {"day": "2026-11-30", "count": 2},
                 "history": {"2026-11-30": [2, 0, 0]}}}}
    assert import_file(quiz, tmp_path / "v1.json", version_1) == \
        "Merged the schedules of 2 cards from the file (an export without reviews)"
    progress = stored(quiz, "quiz")
    # The first card: the file's schedule is older than the review here, which continues it.
    fsrs_review = quiz.execute_script(
        "return FSRS.scheduler({desiredRetention: 0.9}).review(arguments[0], 3, arguments[1]).card", earlier,
        progress["log"][ids[0]][0])
    assert progress["cards"][ids[0]] == fsrs_review and progress["cards"][ids[0]] != graded
    # The second card has no review here: the file's schedule, a start dated by its last review.
    assert progress["cards"][ids[1]] == progress["starts"][ids[1]] == later
    assert progress["history"] == {"2026-11-30": [2, 0, 0]}, "the counts from before the log come along"
    assert script_errors(quiz) == []


def test_a_file_that_is_no_export_is_refused_and_changes_nothing(driver, open_page, public_site, tmp_path):
    quiz = open_in_review(driver, open_page, public_site / "decks" / "quiz" / "index.html")
    grade(quiz, "3")
    before = stored(quiz, "quiz")
    open_progress_tools(quiz)
    late = {"card": "0123456789abcdef", "time": 253402300800000, "rating": 3, "duration": 0}  # after the year 9999
    for wrong in ({"notes": "mine"}, {"format": "site-study-progress", "version": 3, "decks": {}},
                  {"format": "site-study-progress", "version": 2, "decks": {"quiz": {"cards": {}, "reviews": [late]}}},
                  {"format": "site-study-progress", "version": 2, "decks": {"quiz": {"cards": {}, "reviews": [], "settings": None}}},
                  {"format": "site-study-progress", "version": 2, "decks": {"quiz": {"cards": {}, "reviews": [],
                                                                                      "settings": {"parameters": [0.5] * 21}}}},
                  {"format": "site-study-progress", "version": 2, "decks": {"quiz": {"cards": {}, "reviews": [{"card": "x"}]}}}):
        message = import_file(quiz, tmp_path / "wrong.json", wrong)
        assert message.startswith("Not imported"), message
        assert quiz.find_element(By.CSS_SELECTOR, "[data-import-result]").is_displayed()
        assert stored(quiz, "quiz") == before
    assert message == "Not imported: deck “quiz”, card #1: a review’s card must be a card identity of this site"


def test_send_progress_hands_the_export_to_the_share_sheet_where_there_is_one(driver, open_page, public_site):
    quiz = open_in_review(driver, open_page, public_site / "decks" / "quiz" / "index.html")
    grade(quiz, "3")
    # Chromium on Linux has no share sheet: the one of Safari on iOS or Chrome on Android, stood in for.
    quiz.execute_script("""
        window.__shared = null;
        navigator.canShare = (data) => !!(data && data.files && data.files.length);
        navigator.share = (data) => data.files[0].text().then((text) => { window.__shared = [data.files[0].name, text]; });
    """)
    open_progress_tools(quiz)
    button = quiz.find_element(By.CSS_SELECTOR, "[data-export]")
    assert button.text == "Send progress"
    button.click()
    WebDriverWait(quiz, 5).until(lambda d: d.execute_script("return window.__shared !== null"), "nothing shared")
    name, text = quiz.execute_script("return window.__shared")
    assert name.startswith("study-progress-") and name.endswith(".json")
    assert [r["rating"] for r in json.loads(text)["decks"]["quiz"]["reviews"]] == [3]
    result = quiz.find_element(By.CSS_SELECTOR, "[data-import-result]")
    WebDriverWait(quiz, 5).until(lambda d: result.text == f"Progress sent as {name}")


def long_date(milliseconds):
    moment = datetime.fromtimestamp(milliseconds / 1000)  # the browser's time zone is the machine's
    return f"{moment.day} {calendar.month_name[moment.month]}"


def test_reviews_no_export_holds_for_a_week_are_pointed_out(driver, open_page, public_site):
    quiz = open_in_review(driver, open_page, public_site / "decks" / "quiz" / "index.html")
    ids = card_ids(quiz)
    now = quiz.execute_script("return Date.now()")
    old = now - 10 * DAY
    progress = {"cards": {}, "log": {ids[0]: [old, 3, 4000]}, "starts": {}, "introduced": {"day": "", "count": 0}}
    progress["cards"][ids[0]] = quiz.execute_script("return FSRS.scheduler().review(FSRS.createCard(arguments[0]), 3, arguments[0]).card", old)
    quiz.execute_script("localStorage.setItem(arguments[0], arguments[1])", progress_key(quiz, "quiz"), json.dumps(progress))
    quiz.refresh()
    panel = wait_for_progress_panel(quiz)
    backup = panel.find_element(By.CSS_SELECTOR, "[data-backup]")
    assert backup.is_displayed()
    assert backup.text == f"Not backed up since {long_date(old)}: Export progress under “Export, import or reset” to keep a copy."

    exported_by_the_button(quiz)
    assert not backup.is_displayed(), "an export holds every review"
    # An export that is itself more than a week older than reviews after it: said with its date.
    quiz.execute_script("localStorage.setItem(SiteProgress.siteKey('site-progress-exported', ''), arguments[0])", str(old - DAY))
    quiz.refresh()
    wait_for_progress_panel(quiz)
    assert quiz.find_element(By.CSS_SELECTOR, "[data-backup]").text.startswith(f"Not backed up since {long_date(old - DAY)}:")


def test_safari_says_once_that_it_deletes_progress_after_7_days(open_page, public_site):
    safari = make_chromium()
    try:
        safari.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
            "source": "Object.defineProperty(Navigator.prototype, 'vendor', { get: () => 'Apple Computer, Inc.' });"})
        quiz = open_in_review(safari, open_page, public_site / "decks" / "quiz" / "index.html")
        notice = quiz.find_element(By.CSS_SELECTOR, "[data-safari-notice]")
        WebDriverWait(quiz, 10).until(lambda d: notice.is_displayed(), "no notice on Safari")
        assert notice.text.startswith("Safari deletes this site’s study progress after 7 days without a visit.")
        assert "Add to Home Screen" in notice.text and "Add to Dock" in notice.text
        notice.find_element(By.CSS_SELECTOR, "button").click()
        assert not notice.is_displayed()
        quiz.refresh()
        assert not quiz.find_element(By.CSS_SELECTOR, "[data-safari-notice]").is_displayed(), "dismissed for good"

        # Installed (Home Screen or Dock), the site runs standalone: Safari keeps its storage.
        quiz.execute_script("localStorage.clear()")
        # (Chromium cannot emulate the display mode: the page is told, as Safari tells an installed site.)
        quiz.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
            const media = window.matchMedia.bind(window);
            window.matchMedia = (query) => query === "(display-mode: standalone)" ? { matches: true } : media(query);"""})
        quiz.refresh()
        assert quiz.execute_script("return matchMedia('(display-mode: standalone)').matches")
        assert not quiz.find_element(By.CSS_SELECTOR, "[data-safari-notice]").is_displayed()
    finally:
        safari.quit()


def test_other_browsers_show_no_safari_notice(driver, open_page, public_site):
    quiz = open_in_review(driver, open_page, public_site / "decks" / "quiz" / "index.html")
    assert quiz.execute_script("return navigator.vendor") == "Google Inc."
    assert not quiz.find_element(By.CSS_SELECTOR, "[data-safari-notice]").is_displayed()


def random_exports(seed):
    """Three exports of the same decks, as two devices and an older version could leave them: logs
    that overlap, version-2 starts and version-1 schedules dated before, among and after a card's
    reviews, and ties between them."""
    rng = random.Random(seed)
    base = 1_796_000_000_000

    def schedule(last):
        return {"state": 2, "step": None, "stability": round(rng.uniform(0.5, 40), 6),
                "difficulty": round(rng.uniform(1, 10), 6), "due": last + rng.randint(1, 30) * DAY, "lastReview": last}

    first = {"format": "site-study-progress", "version": 2, "exported": "2026-12-01T00:00:00.000Z", "decks": {}}
    second = {"format": "site-study-progress", "version": 1, "exported": "2026-11-01T00:00:00.000Z", "decks": {}}
    third = {"format": "site-study-progress", "version": 2, "exported": "2026-12-02T00:00:00.000Z", "decks": {}}
    for deck in ("quiz", "capitals"):
        reviews, starts, older = [], {}, {}
        for number in range(25):
            card = f"{rng.getrandbits(64):016x}"
            times = sorted(base + rng.randint(0, 60) * DAY + rng.randint(0, DAY) for _ in range(rng.randint(0, 6)))
            reviews += [{"card": card, "time": time, "rating": rng.randint(1, 4), "duration": rng.randint(0, 60000)} for time in times]
            choice = rng.random()
            when = lambda: rng.choice([base - DAY, base + 30 * DAY, base + 90 * DAY] + times)  # noqa: E731
            if choice < 0.4:
                starts[card] = schedule(when())
            if 0.3 < choice < 0.8 or not times:
                older[card] = schedule(when())
        first["decks"][deck] = {"cards": {}, "reviews": reviews, "starts": starts}
        second["decks"][deck] = {"cards": older, "introduced": {"day": "", "count": 0}}
        # Another device: some of the same reviews (a duration may differ), some of its own, and starts.
        again = [dict(r, duration=rng.randint(0, 60000)) for r in reviews if rng.random() < 0.5]
        own = [{"card": r["card"], "time": r["time"] + rng.randint(-DAY, DAY), "rating": rng.randint(1, 4), "duration": 0}
               for r in reviews if rng.random() < 0.3]
        third["decks"][deck] = {"cards": {}, "reviews": again + own,
                                "starts": {card: schedule(start["lastReview"] + rng.choice([0, DAY])) for card, start in starts.items()
                                           if rng.random() < 0.5}}
    return first, second, third


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_program_merges_as_the_browser_does(driver, open_page, public_site, site_binary, tmp_path, seed):
    exports = random_exports(seed)
    first, second, third = exports
    paths = [tmp_path / "first.json", tmp_path / "second.json", tmp_path / "third.json"]
    for path, export in zip(paths, exports):
        path.write_text(json.dumps(export), encoding="utf-8")
    # The program: the three files at once.
    result = subprocess.run([str(site_binary), "progress", "merge", *map(str, paths), "--output", str(tmp_path / "out.json")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    by_program = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))["decks"]
    # The browser: one file after the other into a browser with no progress (the merge is associative).
    quiz = open_in_review(driver, open_page, public_site / "decks" / "quiz" / "index.html")
    open_progress_tools(quiz)
    for path, export in zip(paths, exports):
        assert import_file(quiz, path, export).startswith(("Added", "Merged"))
    by_browser = quiz.execute_script("return SiteProgress.exportAll(Date.now())")["decks"]
    assert set(by_browser) == set(by_program) == {"quiz", "capitals"}
    for deck in by_program:
        for part in ("cards", "reviews"):
            assert by_browser[deck][part] == by_program[deck][part], (deck, part)
        assert by_browser[deck].get("starts", {}) == by_program[deck].get("starts", {}), deck
        assert by_program[deck]["starts"], "some starts were chosen"
        assert len(by_program[deck]["starts"]) < len(first["decks"][deck]["starts"]) + len(second["decks"][deck]["cards"]) \
            + len(third["decks"][deck]["starts"]), \
            "and some lost: to the log, or to a later start of the same card"
