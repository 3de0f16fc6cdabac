"""`site study`, the second view of the study scene: a review session in a terminal, driven
through a pseudo-terminal (pexpect) as a learner would: the question, the answer after Space, the
four grades with their intervals, undo, quit with a summary line; the progress file written after
every grade as a version-2 export whose cards py-fsrs gives by replaying its reviews; and the
refusals (no terminal, no such deck, a progress file that is no export); wrapping at 40 columns
and again after a resize mid-card, NO_COLOR and TERM=dumb, Ctrl-C mid-session."""
import io
import json
import os
import re
import subprocess

import pexpect
import pytest

from test_progress_merge import replayed_by_py_fsrs


@pytest.fixture
def study(site_binary, tmp_path):
    """Starts `site study` on the repository's sample content with a fresh progress file."""
    from site_testing import REPO_ROOT
    progress = tmp_path / "progress.json"

    def start(*arguments, columns=80, environment=None, progress_file=progress):
        env = {"TERM": "xterm-256color", "HOME": str(tmp_path), "PATH": os.environ.get("PATH", "/usr/bin"), **(environment or {})}
        child = pexpect.spawn(str(site_binary), ["study", *arguments, "--content", str(REPO_ROOT / "Content"),
                                                 "--progress", str(progress_file)],
                              dimensions=(30, columns), encoding="utf-8", env=env, timeout=20)
        child.delaybeforesend = None  # each key is sent once the screen it answers is seen: no pause
        return child
    start.progress = progress
    return start


def test_a_session_shows_grades_undoes_and_saves_what_py_fsrs_schedules(study):
    child = study("quiz")
    child.expect("Quiz")
    child.expect("0 due · 3 new")
    child.expect("From what is cognac made\\?")
    child.expect("Space shows the answer")
    child.send(" ")
    child.expect("Grapes")
    child.expect("Again 1 min · Hard 6 min · Good 10 min · Easy 8 d")
    child.send("3")
    child.expect("1 due · 2 new")
    child.expect("Graded Good; next review in 10 min")
    saved = json.loads(study.progress.read_text(encoding="utf-8"))
    assert [r["rating"] for r in saved["decks"]["quiz"]["reviews"]] == [3], "written after the grade"
    child.send(" ")
    child.expect("Again")
    child.send("4")
    child.expect("Graded Easy")
    child.send("u")
    child.expect("1 due · 2 new")
    child.expect("Last grade undone")
    child.send(" ")
    child.expect("Again")
    child.send("1")
    child.expect("Graded Again; next review in 1 min")
    child.send("q")
    child.expect("2 cards reviewed · no learned card reviewed · next card due in 1 min")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0

    entry = json.loads(study.progress.read_text(encoding="utf-8"))["decks"]["quiz"]
    assert [r["rating"] for r in entry["reviews"]] == [3, 1], "the undone grade left the file too"
    assert all(0 <= r["duration"] <= 60000 for r in entry["reviews"])
    assert entry["cards"] == replayed_by_py_fsrs(entry)


def test_without_a_terminal_it_says_so_and_exits_2(site_binary, tmp_path):
    result = subprocess.run([str(site_binary), "study", "quiz", "--progress", str(tmp_path / "p.json")],
                            capture_output=True, text=True, stdin=subprocess.DEVNULL)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and "terminal" in result.stderr and "\x1b" not in result.stderr
    assert not (tmp_path / "p.json").exists()


def test_an_unknown_deck_or_a_file_that_is_no_export_is_one_line_and_changes_nothing(study, tmp_path):
    child = study("no-such-deck")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1 and "no deck 'no-such-deck'" in child.before and "\x1b[?1049h" not in child.before
    notes = tmp_path / "notes.json"
    notes.write_text("my notes", encoding="utf-8")
    child = study("quiz", progress_file=notes)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1 and "not a study progress export" in child.before
    assert notes.read_text(encoding="utf-8") == "my notes"


LONG_DECK = """\
# Long

The quick brown fox jumps over the lazy dog and keeps running far away::It **was** *never* `caught`
"""


@pytest.fixture
def long_deck(site_binary, tmp_path):
    """A content folder with one deck whose question is longer than a narrow terminal."""
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "decks" / "long.md").write_text(LONG_DECK, encoding="utf-8")
    (content / "decks" / "empty.md").write_text("# Empty\n\nNo cards yet.\n", encoding="utf-8")
    (content / "decks" / "escape.md").write_text("# Evil \x1b]0;pwned\x07 title\n\nQ::A\n", encoding="utf-8")

    def start(columns=40, environment=None, deck="long"):
        env = {"TERM": "xterm-256color", "HOME": str(tmp_path), "PATH": os.environ.get("PATH", "/usr/bin"), **(environment or {})}
        child = pexpect.spawn(str(site_binary), ["study", deck, "--content", str(content), "--progress", str(tmp_path / "p.json")],
                              dimensions=(30, columns), encoding="utf-8", env=env, timeout=20)
        child.delaybeforesend = None
        return child
    start.progress = tmp_path / "p.json"
    return start


def test_text_wraps_at_40_columns_and_again_after_a_resize_mid_card(long_deck):
    child = long_deck(columns=40)
    child.expect("The quick brown fox jumps over the lazy\r\ndog and keeps running far away")
    child.send(" ")
    child.expect("It \x1b\\[1mwas\x1b\\[22m \x1b\\[3mnever\x1b\\[23m \x1b\\[2mcaught\x1b\\[22m")
    child.expect("Again 1 min · Hard 6 min · Good 10 min ·\r\nEasy 8 d")
    child.setwinsize(30, 60)  # the terminal grows while the answer is shown: laid out again
    child.expect("The quick brown fox jumps over the lazy dog and keeps\r\nrunning far away")
    child.expect("Again 1 min · Hard 6 min · Good 10 min · Easy 8 d")
    child.send("q")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize("environment, escapes", [({"NO_COLOR": "1"}, "\x1b[?1049h"), ({"TERM": "dumb"}, None)])
def test_no_color_and_a_dumb_terminal_get_no_styles(long_deck, environment, escapes):
    child = long_deck(columns=80, environment=environment)
    child.logfile_read = io.StringIO()  # everything the program writes
    child.expect("Space shows the answer")
    child.send(" ")
    child.expect("It was never caught")
    child.expect("Easy 8 d")
    child.send("q")
    child.expect(pexpect.EOF)
    shown = child.logfile_read.getvalue()
    child.close()
    assert child.exitstatus == 0
    assert not re.search("\x1b\\[[0-9;]*m", shown), "no style"
    assert (escapes in shown) if escapes else "\x1b" not in shown, "a dumb terminal gets no escape sequence at all"


def test_ctrl_c_mid_session_keeps_the_progress(long_deck):
    child = long_deck(columns=80)
    child.expect("Space shows the answer")
    child.send(" ")
    child.expect("Easy 8 d")
    child.send("4")
    child.expect("Graded Easy; next review in 8 d")
    child.sendcontrol("c")
    child.expect("1 card reviewed · no learned card reviewed · next card due in 8 d")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    saved = json.loads(long_deck.progress.read_text(encoding="utf-8"))
    assert [r["rating"] for r in saved["decks"]["long"]["reviews"]] == [4]


def test_without_a_deck_the_decks_are_listed_with_their_counts_and_one_is_picked(study):
    child = study(columns=80)
    child.expect("1\\. Quiz · 0 due · 3 new")
    child.expect("4\\. World capitals · 0 due · 12 new")
    child.expect("q quits")
    child.send("\x1b[B")  # ↓
    child.expect("› \x1b\\[1m2\\. Swift basics")
    child.send("1")  # or its number
    child.expect("Quiz")
    child.expect("0 due · 3 new")
    child.send("q")
    child.expect(pexpect.EOF)


def test_new_cards_sets_todays_limit(study):
    child = study("quiz", "--new-cards", "1")
    child.expect("0 due · 1 new")
    child.send(" ")
    child.expect("Easy 8 d")
    child.send("4")
    child.expect("0 due · 0 new")
    child.send("q")
    child.expect(pexpect.EOF)


def test_the_browser_and_the_terminal_take_each_others_progress(study, driver, open_page, public_site, tmp_path):
    """The same progress file: the terminal's imported into the deck page gives the counts the
    terminal shows, and the deck page's export used as --progress gives the terminal the page's."""
    from conftest import open_progress_tools
    from test_progress_safety import exported_by_the_button
    from test_progress_tools import import_file
    from test_review import counts, open_in_review, press

    child = study("quiz")
    child.expect("Space shows the answer")
    for key in "31":
        child.send(" ")
        child.expect("Easy")
        child.send(key)
        child.expect("Graded")
    child.send("x")  # nothing: the screen is drawn again, with its counts
    child.expect("2 due · 1 new")
    child.send("q")
    child.expect(pexpect.EOF)
    quiz = open_in_review(driver, open_page, public_site / "decks" / "quiz" / "index.html")
    open_progress_tools(quiz)
    assert import_file(quiz, tmp_path / "from-terminal.json", json.loads(study.progress.read_text(encoding="utf-8"))) == \
        "Added 2 reviews from the file; 0 were already here"
    assert counts(quiz) == "2 due · 1 new"

    press(quiz, " ")
    press(quiz, "4")  # the third card, Easy
    browser_export = tmp_path / "from-browser.json"
    browser_export.write_text(json.dumps(exported_by_the_button(quiz)), encoding="utf-8")
    assert counts(quiz) == "2 due · 0 new"
    child = study("quiz", progress_file=browser_export)
    child.expect("2 due · 0 new")
    child.send("q")
    child.expect(pexpect.EOF)


def test_cram_goes_through_every_card_in_order_and_records_nothing(study):
    child = study("quiz", "--cram")
    child.expect("Card 1 of 3")
    child.expect("From what is cognac made\\?")
    child.expect("→ or n next")
    child.send(" ")
    child.expect("Grapes")
    child.send("\x1b[C")  # →
    child.expect("Card 2 of 3")
    child.send("n")
    child.expect("Card 3 of 3")
    child.send("p")
    child.expect("Card 2 of 3")
    child.send("nn")
    child.expect("Deck finished")
    child.send(" ")  # starts again
    child.expect("Card 1 of 3")
    child.send("3")  # no grade in cram
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0 and "reviewed" not in child.before
    assert not study.progress.exists(), "nothing recorded, nothing written"


def test_an_empty_deck_is_one_line_and_writes_nothing(long_deck):
    child = long_deck(deck="Empty")  # by its title
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1
    assert child.before.strip() == "error: the deck 'Empty' has no cards"
    assert not long_deck.progress.exists()


def test_titles_with_escape_sequences_are_shown_escaped(long_deck):
    child = long_deck(deck="escape")
    child.logfile_read = io.StringIO()
    child.expect("Space shows the answer")
    child.send("q")
    child.expect(pexpect.EOF)
    shown = child.logfile_read.getvalue()
    assert "Evil \\u{1B}]0;pwned\\u{7} title" in shown
    assert "\x1b]0;" not in shown and "\x07" not in shown


def test_a_killed_session_gives_the_terminal_back(long_deck):
    child = long_deck()
    child.logfile_read = io.StringIO()
    child.expect("Space shows the answer")
    child.kill(15)  # SIGTERM
    child.expect(pexpect.EOF)
    assert child.logfile_read.getvalue().endswith("\x1b[?25h\x1b[?1049l")


def test_a_save_that_fails_is_said_and_tried_again_on_quitting(site_binary, tmp_path):
    from site_testing import REPO_ROOT
    blocked = tmp_path / "a-file"
    blocked.write_text("", encoding="utf-8")
    child = pexpect.spawn(str(site_binary), ["study", "quiz", "--content", str(REPO_ROOT / "Content"),
                                             "--progress", str(blocked / "progress.json")],
                          dimensions=(30, 100), encoding="utf-8", timeout=20,
                          env={"TERM": "xterm", "HOME": str(tmp_path), "PATH": os.environ.get("PATH", "/usr/bin")})
    child.delaybeforesend = None
    child.expect("Space shows the answer")
    child.send(" ")
    child.expect("Easy 8 d")
    child.send("3")
    child.expect("progress not saved")
    child.send("q")
    child.expect("1 card reviewed")
    child.expect("error: progress not saved")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1


def test_two_sessions_on_one_file_keep_each_others_grades(study):
    first, second = study("quiz"), study("capitals")
    for child in (first, second, first):
        child.expect("Space shows the answer")
        child.send(" ")
        child.expect("Easy")
        child.send("3")
        child.expect("Graded Good")
    for child in (second, first):
        child.send("q")
        child.expect(pexpect.EOF)
    decks = json.loads(study.progress.read_text(encoding="utf-8"))["decks"]
    assert {deck: len(entry["reviews"]) for deck, entry in decks.items()} == {"quiz": 2, "capitals": 1}
