"""The Swift scheduler (Sources/Domain/Study/FSRSScheduler.swift) against py-fsrs, through
`site progress merge`, which replays every card of an export with it.

The histories are test_fsrs_equivalence's, the ones fsrs.js is held to: the scenarios of
py-fsrs's own test suite and the edge cases (those with one set of options), and the seeded
random groups (2,000 with the defaults, 500 each with retention 0.8 and 0.95 and with random
options). Each history becomes a deck of its own, with its options as the deck's settings; its
reviews, in the log's order (by time, then rating), become cards: one card for every prefix of
the log, and beside it one for each of the four ratings the next review could have had (the
intervals the study view shows). `site progress merge` replays each card; py-fsrs replays the
same reviews; state, step, due and last review must agree to the millisecond and stability and
difficulty bit for bit (the Swift scheduler calls the C library's pow(), as Python's ** does).
Since fsrs.js equals py-fsrs on the same histories (test_fsrs_equivalence), the browser and the
program cannot drift apart without one of the two tests failing.

    SITE_BIN=.build/debug/site .build/venv/bin/python -m pytest Tests/browser/test_swift_fsrs.py -q
"""
import json
import subprocess

import pytest
from fsrs import Card, Rating

from test_fsrs_equivalence import ALL_SCENARIOS, GROUPS, dt, ms, py_scheduler, random_histories, run_py

# The prefixes of a log that become cards: its last ones.
LONGEST = 40
CHECKED = ["state", "step", "stability", "difficulty", "due", "lastReview"]


def log_of(hist):
    """The history's reviews as py-fsrs made them, (time, rating), in the log's order; two at
    the same time with the same rating are one review, as in any log."""
    trace = run_py(hist)
    return sorted({(row[5], step[0]) for row, step in zip(trace, hist["steps"])})


def exported(card):
    """A py-fsrs card as the export writes a card."""
    return {
        "state": int(card.state), "step": card.step, "stability": card.stability, "difficulty": card.difficulty,
        "due": ms(card.due), "lastReview": ms(card.last_review),
    }


def deck_of(hist):
    """A deck holding a card for each prefix of the history's log and each rating of its next
    review; the expected card of each, by card identity."""
    options = hist["options"][0]
    scheduler = py_scheduler(options)
    log = log_of(hist)
    reviews, expected = [], {}
    card = Card(card_id=1, due=dt(log[0][0]))
    for index, (time, rating) in enumerate(log):
        earlier = log[:index]
        # Not where a review at the same instant would sort beside another, nor every prefix of
        # a long log (the export would grow as its square): its last ones.
        if not (earlier and earlier[-1][0] == time) and index >= len(log) - LONGEST:
            for other in (1, 2, 3, 4):
                identity = f"{index:08x}{other:08x}"
                sequence = earlier + [(time, other)]
                reviews += [{"card": identity, "time": t, "rating": r, "duration": 1000} for t, r in sequence]
                expected[identity] = exported(scheduler.review_card(card, Rating(other), dt(time))[0])
        card, _ = scheduler.review_card(card, Rating(rating), dt(time))
    settings = {key: options[key] for key in ("desiredRetention", "learningSteps", "relearningSteps", "maximumInterval", "parameters")
                if key in options}
    return {"cards": {}, "reviews": reviews, "settings": settings}, expected


def merged(site_binary, tmp_path, decks):
    source, output = tmp_path / "histories.json", tmp_path / "merged.json"
    source.write_text(json.dumps({"format": "site-study-progress", "version": 2, "decks": decks}), encoding="utf-8")
    result = subprocess.run([str(site_binary), "progress", "merge", str(source), "--output", str(output)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return json.loads(output.read_text(encoding="utf-8"))["decks"]


def check(site_binary, tmp_path, histories):
    decks, expected = {}, {}
    for number, hist in enumerate(histories):
        decks[f"h{number}"], expected[f"h{number}"] = deck_of(hist)
    result = merged(site_binary, tmp_path, decks)
    found = []
    for deck, cards in expected.items():
        for card, want in cards.items():
            got = result[deck]["cards"][card]
            found += [f"{deck} card {card}: {field} py-fsrs {want[field]!r} != Swift {got[field]!r}"
                      for field in CHECKED if got[field] != want[field]]
    assert not found, f"{len(found)} differences, first ones:\n" + "\n".join(found[:15])
    return sum(len(cards) for cards in expected.values())


def test_py_fsrs_scenarios_and_edge_cases(site_binary, tmp_path):
    histories = [hist for hist, _ in ALL_SCENARIOS.values() if len(hist["options"]) == 1]
    assert check(site_binary, tmp_path, histories) > 500


@pytest.mark.parametrize("group", list(GROUPS))
def test_random_histories(site_binary, tmp_path, group):
    seed, count, options_for = GROUPS[group]
    histories = random_histories(seed, count, options_for)
    assert check(site_binary, tmp_path, histories) > 20 * count
