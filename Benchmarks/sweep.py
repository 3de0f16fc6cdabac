#!/usr/bin/env python3
"""Hostile-input growth sweep: finds content whose build time or memory grows faster than its size.

    SITE_BIN=/path/to/site python3 Benchmarks/sweep.py [--scale F] [--timeout S] [--max-rss MB]
                                                       [--only SUBSTRING...] [--list] [--keep DIR]

Each *shape* is a function that, given a size n, writes a complete content folder whose hostile
part repeats n times: a token repeated on one line, in one paragraph or in many cards of a deck
or an Obsidian Spaced Repetition note; front matter with many keys, deep nesting or YAML aliases
("billion laughs"); address books and movie catalogs with colliding names; vaults of notes that
link to and embed each other. Every shape is built at n, 2n and 4n (n is the shape's base size
times --scale) with

    $SITE_BIN build --content DIR --output OUT --date 2026-11-22

into a fresh output folder under a temporary directory (SITE_BIN defaults to .build/release/site).
Time is the wall time, the minimum of two runs; peak memory (RSS) comes from GNU time
(`/usr/bin/time -f %M`) when it is installed. A build that exits non-zero is fine (errors are
allowed) as long as it printed a `file:line:column` diagnostic; one that did not is marked
`NO-LOC` in the table (not a failure). One line per shape is printed:

    shape  n  t(n)  t(2n)  t(4n)  exp  cpu-exp  rss(4n)  mem-exp  out(4n)  status

where exp = log2(t(4n) / t(2n)) (1 for linear work, 2 for quadratic), cpu-exp the same for the
user+system CPU time, mem-exp the same for peak RSS, out the bytes the build wrote.

A shape is flagged SUPERLINEAR when exp > 1.5 and t(4n) > 0.3 s (so noise on tiny times is not
flagged; such a shape's 2n and 4n are measured twice more, and it is flagged only if the fastest
runs still say so), or SUPERLINEAR-MEMORY when mem-exp > 1.5 and the peak RSS at 4n is above
200 MB. (A shape whose output grows as n^2 by design, such as one paragraph of n clozes, each
card repeating the paragraph, is allowed 2.5.) A run that is killed by a signal (CRASH), takes
longer than --timeout (TIMEOUT, default 60 s) or goes over --max-rss (MEMORY, default 4096 MB;
the build is killed) is a finding too; the larger sizes of that shape are then not run. The
exit status is 1 when any shape is flagged or a run crashed, timed out or went over the memory
limit, 0 otherwise. With --largest-only each shape is built once, at 4n, and only a crash, a
timeout or the memory limit is a finding: CI runs it so, as a guard against hangs and crashes,
and leaves judging growth by the clock to a person running the sweep.

The content and the outputs are written in /dev/shm when it has 2 GB free (--on-disk: in the
temporary folder instead): the sweep measures the program, and on ext4 every build that follows
a deletion pays to scan past the inodes it freed (see Settle in bench.py), which made a linear
shape (contacts:many-books) measure 2.8 times slower at 4n than at 2n in CI.

Shapes run one after another, never in parallel. The generated content is deleted as it goes;
--keep DIR keeps it as DIR/<shape>/n<size>/ (outputs are always deleted). --list prints the
shapes and their base sizes. Python 3 standard library only.

To reproduce one shape: python3 Benchmarks/sweep.py --only SHAPE --keep /tmp/sweep-keep
"""

import argparse
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

BUILD_DATE = "2026-11-22"
GNU_TIME = "/usr/bin/time"
DIAGNOSTIC = re.compile(rb"^.+:\d+:\d+: (error|warning|note)\b", re.M)
SLOW = 0.3            # seconds: below this at 4n, a time exponent is noise
BIG_RSS_KB = 200 * 1024
EXPONENT = 1.5

SHAPES = {}           # name -> (base n, writer(root, n), expected exponent)


def shape(name, base, expect=1):
    """Registers a writer of the shape at size n. `expect` is the exponent the work grows with
    by design (2 where the output itself grows as n^2); flagging allows 0.5 over it."""
    def register(function):
        assert name not in SHAPES, name
        SHAPES[name] = (base, function, expect)
        return function
    return register


# ---------------------------------------------------------------------------------------------
# Writing content


def write(root, path, text):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8", newline="") as handle:
        handle.write(text)


def deck(root, body, front=None, name="x"):
    """Content/decks/<name>.md (root is the content folder)."""
    head = f"---\n{front}---\n\n" if front else ""
    write(root, f"decks/{name}.md", head + body)


def osr(root, body, front=None, name="x"):
    """A deck file the Obsidian Spaced Repetition way: it carries the #flashcards tag."""
    deck(root, "#flashcards\n\n" + body, front, name)


def vault(root, notes, settings=None):
    """An Obsidian vault as the content folder: .obsidian/ and the notes (path -> text)."""
    os.makedirs(os.path.join(root, ".obsidian"), exist_ok=True)
    if settings:
        write(root, ".obsidian/plugins/obsidian-spaced-repetition/data.json", '{"settings": ' + settings + "}")
    for path, text in notes.items():
        write(root, path, text)


def repeat(unit, n, sep=""):
    """unit n times; `{i}` in it becomes the repetition's number."""
    if "{i}" not in unit:
        return sep.join([unit] * n)
    return sep.join(unit.replace("{i}", str(i)) for i in range(n))


def laughs(levels, fanout=10):
    """YAML anchors, each level a list of `fanout` aliases of the one before ("billion laughs")."""
    lines = [f"l0: &l0 [{', '.join(['lol'] * fanout)}]"]
    for level in range(1, levels):
        lines.append(f"l{level}: &l{level} [{', '.join([f'*l{level - 1}'] * fanout)}]")
    return "\n".join(lines) + "\n", f"*l{levels - 1}"


ZALGO = "\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u030a"


def zalgo(n):
    """One grapheme cluster of n + 1 code points."""
    return "a" + (ZALGO * (n // len(ZALGO) + 1))[:n]


def contact_book(root, entries, front=None, name="people"):
    head = f"---\n{front}---\n\n" if front else ""
    write(root, f"contacts/{name}.md", head + "# People\n\n" + "".join(entries))


def catalog(root, entries, front="page_size: 20\nsort: title\n", name="m"):
    write(root, f"movies/{name}.md", f"---\n{front}---\n\n# Movies\n\n" + "".join(entries))


def movie(title, fields=("Released: 2001-01-01", "Popularity: 5"), overview="An overview."):
    return f"## {title}\n\n" + "".join(f"- {field}\n" for field in fields) + f"\n{overview}\n\n"


# ---------------------------------------------------------------------------------------------
# Token shapes: one token in eight arrangements.
#
#   deck-line    a heading card whose answer is one line: the token n times
#   deck-para    a heading card whose answer is one paragraph of n lines, each `line`
#   inline-line  a site deck without heading cards (inline card syntax is read): `Q::A`, then
#                a paragraph of one line, the token n times
#   inline-para  the same with a paragraph of n lines
#   cards        n heading cards, the token in each question and answer
#   osr-line     a #flashcards note: `Q::A`, then one line, the token n times
#   osr-para     a #flashcards note: one paragraph of n lines
#   osr-cards    a #flashcards note: n lines `Q<i> token::A token`

LINE_BYTES = 2_000_000     # one-line arrangements: base n is this many bytes of the token
OSR_LINE_BYTES = 10_000_000   # (text outside an OSR card is only scanned, not rendered: cheap)
PARA_LINES = 100_000
CARDS = 20_000

ARRANGEMENTS = {
    "deck-line": lambda root, n, unit, line: deck(root, "# T\n\n## Q\n\nx " + repeat(unit, n) + "\n"),
    "deck-para": lambda root, n, unit, line: deck(root, "# T\n\n## Q\n\n" + repeat(line, n, "\n") + "\n"),
    "inline-line": lambda root, n, unit, line: deck(root, "# T\n\nQ::A\n\nx " + repeat(unit, n) + "\n"),
    "inline-para": lambda root, n, unit, line: deck(root, "# T\n\nQ::A\n\n" + repeat(line, n, "\n") + "\n"),
    "cards": lambda root, n, unit, line: deck(root, "# T\n\n" + repeat(f"## Q{{i}} {unit}\n\nA {unit} b\n", n, "\n")),
    "osr-line": lambda root, n, unit, line: osr(root, "Q::A\n\nx " + repeat(unit, n) + "\n"),
    "osr-para": lambda root, n, unit, line: osr(root, repeat(line, n, "\n") + "\n"),
    "osr-cards": lambda root, n, unit, line: osr(root, repeat(f"Q{{i}} {unit}::A {unit}", n, "\n") + "\n"),
}
BASE = {
    "deck-line": lambda unit: LINE_BYTES // len(unit.encode()),
    "deck-para": lambda unit: PARA_LINES,
    "inline-line": lambda unit: LINE_BYTES // len(unit.encode()),
    "inline-para": lambda unit: PARA_LINES,
    "cards": lambda unit: CARDS,
    "osr-line": lambda unit: OSR_LINE_BYTES // len(unit.encode()),
    "osr-para": lambda unit: PARA_LINES,
    "osr-cards": lambda unit: CARDS * 3 // 4,
}

# Token shapes whose build is much cheaper or dearer per byte than the arrangement's default
# (measured once, so that 4n of a linear shape takes about 0.3-3 s).
BASE_OVERRIDES = {
    "deck-line:link": 70000,
    "deck-para:link": 50000,
    "inline-line:link": 70000,
    "inline-para:link": 50000,
    "cards:link": 10000,
    "osr-cards:link": 7000,
    "osr-line:bracket-emoji": 1000000,
    "osr-line:eacute": 2000000,
    "osr-line:emoji": 1500000,
    "osr-line:regional-indicator": 1500000,
    "deck-line:colons": 500000,
    "deck-para:colons": 50000,
    "inline-line:colons": 500000,
    "inline-para:colons": 50000,
    "cards:colons": 10000,
    "osr-para:colons": 50000,
    "deck-line:triple-colons": 500000,
    "deck-para:triple-colons": 20000,
    "inline-line:triple-colons": 500000,
    "inline-para:triple-colons": 20000,
    "cards:triple-colons": 10000,
    "osr-para:triple-colons": 15000,
    "deck-line:colon": 1000000,
    "inline-line:colon": 1000000,
    "deck-para:ordered-item": 15000,
    "inline-para:ordered-item": 15000,
    "deck-para:heading": 50000,
    "inline-para:heading": 50000,
    "osr-line:tab": 1500000,
    "osr-line:dollar": 5000000,
    "osr-line:double-dollar": 3000000,
    "deck-line:math": 150000,
    "deck-para:math": 50000,
    "inline-line:math": 150000,
    "inline-para:math": 50000,
    "osr-line:math": 1000000,
    "osr-cards:math": 7000,
    "deck-line:display-math": 100000,
    "deck-para:display-math": 50000,
    "inline-line:display-math": 100000,
    "inline-para:display-math": 50000,
    "osr-line:display-math": 700000,
    "osr-cards:display-math": 7000,
    "osr-line:math-open": 1500000,
    "osr-para:anki-cloze-open": 30000,
    "cards:anki-cloze": 10000,
    "osr-line:anki-cloze": 500000,
    "osr-para:anki-cloze": 30000,
    "cards:anki-cloze-numbered": 10000,
    "osr-line:anki-cloze-numbered": 500000,
    "osr-para:anki-cloze-numbered": 50000,
    "osr-line:cloze-open": 1000000,
    "cards:cloze": 10000,
    "osr-line:cloze": 300000,
    "cards:cloze-hint": 10000,
    "osr-line:cloze-hint": 300000,
    "osr-cards:embed-image": 7000,
    "deck-line:sr-comment": 300000,
    "inline-line:sr-comment": 300000,
    "osr-line:hard-break": 500000,
    "deck-line:carriage-return": 500000,
    "inline-line:carriage-return": 500000,
    "osr-line:carriage-return": 1000000,
    "deck-line:cmark-hard-link-emph": 50000,
    "deck-para:cmark-hard-link-emph": 50000,
    "inline-line:cmark-hard-link-emph": 50000,
    "inline-para:cmark-hard-link-emph": 50000,
    "osr-cards:cmark-hard-link-emph": 7000,
}

# name, unit (repeated on one line), line (one per line in the paragraph arrangements; default
# "<unit> x"), arrangements (default all). `{i}` is the repetition's number.
TOKENS = [
    ("rbracket", "]"),
    ("lbracket", "["),
    ("link-open", "]("),
    ("link-x-open", "[x]("),
    ("link", "[x](y) "),
    ("image-open", "!["),
    ("image-x-open", "![x]("),
    ("html-comment-open", "<!--"),
    ("html-comment", "<!-- x -->"),
    ("html-tag-open", "<a "),
    ("lt", "<"),
    ("bracket-eacute", "[é"),
    ("bracket-emoji", "]😀"),
    ("eacute", "é "),
    ("emoji", "😀"),
    ("zwj-emoji", "\u200d👩"),
    ("regional-indicator", "🇦"),
    ("combining-mark", "\u0301"),
    ("bang", "!"),
    ("hash", "#"),
    ("hash-tag", "#tag "),
    ("hash-tags-distinct", "#t{i} "),
    ("question", "?", "?"),
    ("double-question", "??", "??"),
    ("colons", "::", "q{i}::a"),
    ("triple-colons", ":::", "q{i}:::a"),
    ("colon", ":"),
    ("list-item", "- ", "- x"),
    ("ordered-item", "1. ", "1. x"),
    ("blockquote", "> ", "> x"),
    ("heading", "## ", "## h{i}"),
    ("thematic-break", "---", "---"),
    ("tab", "\t", "\tx"),
    ("dollar", "$"),
    ("double-dollar", "$$"),
    ("math", "$x$ "),
    ("display-math", "$$x$$ "),
    ("math-open", "$x "),
    ("anki-cloze-open", "{{c1::"),
    ("anki-cloze", "{{c1::x}} "),
    ("anki-cloze-numbered", "{{c{i}::x}} "),
    ("cloze-open", "=="),
    ("cloze", "==x== "),
    ("cloze-hint", "==x;;h== "),
    ("curly", "{{x}} "),
    ("bold", "**x** "),
    ("block-id", " ^b{i}", "x ^b{i}"),
    ("wiki-open", "[["),
    ("wiki", "[[wiki]] "),
    ("wiki-distinct", "[[n{i}]] "),
    ("embed", "![[embed]] "),
    ("embed-heading", "![[note#heading]] "),
    ("embed-distinct", "![[n{i}]] "),
    ("embed-image", "![[i{i}.png]] "),
    ("footnote", "[^1]", "[^{i}]: x"),
    ("link-reference", "[l{i}]", "[l{i}]: /u{i}"),
    ("entity", "&amp;"),
    ("entity-numeric", "&#1234;"),
    ("ampersand", "&"),
    ("backslash", "\\"),
    ("escaped-colon", "\\:"),
    ("backtick", "`"),
    ("backtick-x", "`x"),
    ("star", "*"),
    ("underscore", "_"),
    ("emph-open", "*x"),
    ("emph-close", "x_ "),
    ("strong-open", "**x "),
    ("emph-mixed", "*a_ "),
    ("code-fence", "```", "```"),
    ("autolink", "<http://x.y> "),
    ("autolink-open", "<http://"),
    ("url", "http://x.y/a "),
    ("br", "<br>"),
    ("sr-comment", "<!--SR:!2026-01-01,3,250-->", "<!--SR:!2026-01-01,3,250-->"),
    ("semicolons", ";;"),
    ("hard-break", "x  \n", "x  "),
    ("nul", "\x00"),
    ("carriage-return", "x\r", "x\r"),
    # cmark's own pathological inputs (test/pathological_tests.py)
    ("cmark-nested-strong-emph", "*a **a "),
    ("cmark-mult3", "c* "),
    ("cmark-link-emph", "[ a_"),
    ("cmark-hard-link-emph", "**x [a*b**c*](d)"),
    ("cmark-unclosed-link-a", "[a](<b"),
    ("cmark-unclosed-link-b", "[a](b"),
    ("cmark-unclosed-link-title", "[a](b \"t"),
]


def token_shape(arrangement, unit, line):
    return lambda root, n: ARRANGEMENTS[arrangement](root, n, unit, line)


for token in TOKENS:
    token_name, token_unit = token[0], token[1]
    token_line = token[2] if len(token) > 2 else (token_unit + "x" if token_unit.endswith(" ") else token_unit + " x")
    for arrangement_name in ARRANGEMENTS:
        shape_name = f"{arrangement_name}:{token_name}"
        base = BASE_OVERRIDES.get(shape_name, max(1, BASE[arrangement_name](token_unit)))
        shape(shape_name, base)(token_shape(arrangement_name, token_unit, token_line))


# ---------------------------------------------------------------------------------------------
# Nesting and structure in one deck


@shape("deck:nested-brackets", 200_000)
def _(root, n):
    deck(root, "## Q\n\n" + "[" * n + "a" + "]" * n + "\n")


@shape("deck:nested-emph", 1_000_000)
def _(root, n):
    deck(root, "## Q\n\n" + "*" * n + "a" + "*" * n + "\n")


@shape("deck:nested-strong-emph", 100_000)
def _(root, n):
    deck(root, "## Q\n\n" + "*a **a " * n + "b" + " a** a*" * n + "\n")


@shape("deck:nested-blockquote-lines", 70_000)
def _(root, n):
    # n lines, each one level deeper: "> > > x" (input grows as n^2 / 2 characters: n is small)
    deck(root, "## Q\n\n" + "".join("> " * min(i, 64) + "x\n" for i in range(n)))


@shape("deck:nested-list-one-line", 200_000)
def _(root, n):
    deck(root, "## Q\n\n" + "- " * n + "x\n")


@shape("deck:nested-list-staircase", 15_000)
def _(root, n):
    # a list nested by indentation, then back out, repeatedly: 8 levels per step, n steps
    deck(root, "## Q\n\n" + "".join("  " * (i % 8) + "- x\n" for i in range(n * 8)))


@shape("deck:link-references", 100_000)
def _(root, n):
    deck(root, "## Q\n\n" + "".join(f"[l{i}]: /u{i}\n" for i in range(n)) + "\n" + "".join(f"[l{i}] " for i in range(n)) + "\n")


@shape("deck:same-link-reference", 100_000)
def _(root, n):
    deck(root, "## Q\n\n[a]: /u\n\n" + "[a] " * n + "\n")


@shape("deck:backtick-runs", 8_000_000)
def _(root, n):
    # e`, e``, e```… one run of each length up to m, m^2/2 = n bytes (cmark's "backticks" case)
    m = int(math.sqrt(2 * n))
    deck(root, "## Q\n\n" + "".join("e" + "`" * i for i in range(1, m)) + "\n")


@shape("deck:long-question", 7_000_000)
def _(root, n):
    deck(root, "## " + "q" * n + "\n\nA\n")


@shape("deck:long-question-words", 1_500_000)
def _(root, n):
    deck(root, "## " + "word " * n + "\n\nA\n")


@shape("deck:zalgo-question", 500_000)
def _(root, n):
    deck(root, "## Q " + zalgo(n) + "\n\nA\n")


@shape("deck:zalgo-answer", 500_000)
def _(root, n):
    deck(root, "## Q\n\nA " + zalgo(n) + "\n")


@shape("deck:zalgo-inline-card", 200_000)
def _(root, n):
    deck(root, "# T\n\nQ " + zalgo(n) + "::A " + zalgo(n) + "\n")


@shape("deck:zalgo-cloze", 300_000)
def _(root, n):
    deck(root, "# T\n\nThe ==" + zalgo(n) + "== is.\n")


@shape("deck:zalgo-title", 500_000)
def _(root, n):
    deck(root, "# T " + zalgo(n) + "\n\n## Q\n\nA\n")


@shape("deck:zalgo-osr", 500_000)
def _(root, n):
    osr(root, "Q " + zalgo(n) + "::A " + zalgo(n) + "\n")


@shape("deck:regional-indicator-title", 700_000)
def _(root, n):
    deck(root, "# " + "🇦" * n + "\n\n## Q " + "🇦" * n + "\n\nA\n")


@shape("deck:same-question-cards", 15_000)
def _(root, n):
    deck(root, "# T\n\n" + "## Same question?\n\nA\n\n" * n)


@shape("deck:same-inline-card", 15_000)
def _(root, n):
    deck(root, "# T\n\n" + "Same::card\n" * n)


@shape("deck:same-osr-card", 10_000)
def _(root, n):
    osr(root, "Same::card\n" * n)


@shape("deck:cards-without-answer", 20_000)
def _(root, n):
    deck(root, "# T\n\n" + "".join(f"## Q{i}\n\n" for i in range(n)))


@shape("deck:inline-lines-without-colons", 50_000)
def _(root, n):
    deck(root, "# T\n\nQ::A\n" + "no colons here\n" * n)


@shape("deck:unclosed-clozes-errors", 30_000)
def _(root, n):
    deck(root, "# T\n\n" + "".join(f"Para {i} ==open\n\n" for i in range(n)))


@shape("deck:clozes-one-paragraph-under-cap", 100, expect=2)
def _(root, n):
    # n clozes in one paragraph: n cards each repeating the paragraph, so the output grows as
    # n^2 by design; 4n = 400 is just under the cap of 1,000,000 characters
    deck(root, "# T\n\n" + "==x== " * n + "\n")


@shape("deck:clozes-one-paragraph-over-cap", 100_000)
def _(root, n):
    deck(root, "# T\n\n" + "==x== " * n + "\n")


@shape("deck:anki-clozes-one-paragraph-over-cap", 20_000)
def _(root, n):
    deck(root, "# T\n\n" + "".join(f"{{{{c{i}::x}}}} " for i in range(n)) + "\n")


@shape("deck:cloze-paragraphs", 15_000)
def _(root, n):
    deck(root, "# T\n\n" + "".join(f"Para {i} has ==x== in it.\n\n" for i in range(n)))


@shape("deck:multiline-cards", 20_000)
def _(root, n):
    deck(root, "# T\n\n" + "".join(f"Question {i}\n?\nAnswer {i}\n\n" for i in range(n)))


@shape("deck:thematic-breaks-in-card", 100_000)
def _(root, n):
    deck(root, "## Q\n\nx\n\n" + "---\n\n" * n + "A\n")


@shape("deck:missing-links", 20_000)
def _(root, n):
    deck(root, "## Q\n\n" + "".join(f"[l](missing{i}.png) " for i in range(n)) + "\n")


@shape("deck:same-missing-link", 30_000)
def _(root, n):
    deck(root, "## Q\n\n" + "[l](missing.png) " * n + "\n")


@shape("deck:same-image", 50_000)
def _(root, n):
    write(root, "decks/i.png", "\x89PNG\r\n\x1a\n")
    deck(root, "## Q\n\n" + "![i](i.png) " * n + "\n")


@shape("deck:distinct-images", 5_000)
def _(root, n):
    for i in range(n):
        write(root, f"decks/img/i{i}.png", "\x89PNG\r\n\x1a\n" + str(i))
    deck(root, "## Q\n\n" + "".join(f"![i](img/i{i}.png) " for i in range(n)) + "\n")


@shape("deck:links-outside", 20_000)
def _(root, n):
    deck(root, "## Q\n\n" + "[x](../../../etc/passwd) " * n + "\n")


@shape("deck:deck-links", 2_000)
def _(root, n):
    for i in range(n):
        deck(root, f"## Q{i}\n\n[next](d{(i + 1) % n}.md) [prev](d{(i - 1) % n}.md)\n", name=f"d{i}")


@shape("deck:many-links-to-one-deck", 50_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", name="target")
    deck(root, "## Q\n\n" + "[t](target.md) " * n + "\n")


# One long ordered list (n items) wherever Markdown is read

ORDERED = "1. x\n"


@shape("deck:ordered-list-introduction", 15_000)
def _(root, n):
    deck(root, "# T\n\n" + ORDERED * n + "\n## Q\n\nA\n")


@shape("vault:ordered-list-multiline-answer", 15_000)
def _(root, n):
    vault(root, {"n.md": note("Question\n?\n" + ORDERED * n)})


@shape("vault:ordered-list-embedded-note", 15_000)
def _(root, n):
    vault(root, {"list.md": ORDERED * n, "n.md": note("Q::![[list]]")})


@shape("contacts:ordered-list-notes", 15_000)
def _(root, n):
    contact_book(root, ["## Ada Lovelace\n\n- Email: a@b.org\n\n" + ORDERED * n])


@shape("movies:ordered-list-overview", 15_000)
def _(root, n):
    catalog(root, [movie("Heat", overview=ORDERED * n)])


@shape("index:ordered-list-body", 15_000)
def _(root, n):
    write(root, "index.md", "---\ntitle: T\n---\n\n" + ORDERED * n)
    deck(root, "## Q\n\nA\n")


# ---------------------------------------------------------------------------------------------
# Many decks


@shape("decks:many", 2_000)
def _(root, n):
    for i in range(n):
        deck(root, f"# Deck {i}\n\n## Q{i}\n\nA\n", name=f"d{i}")


@shape("decks:same-title", 2_000)
def _(root, n):
    for i in range(n):
        deck(root, "## Q\n\nA\n", front="title: Same title\n", name=f"d{i}")


PUNCTUATION = "!@$%^&()+,;=~'_"


def colliding(stem, i):
    """A distinct name that slugs to `stem`: the stem and i written in punctuation."""
    tail = ""
    while True:
        tail += PUNCTUATION[i % len(PUNCTUATION)]
        i //= len(PUNCTUATION)
        if i == 0:
            return stem + tail


@shape("decks:slug-collisions", 5_000)
def _(root, n):
    for i in range(n):
        deck(root, "## Q\n\nA\n", name=colliding("x", i))


@shape("decks:case-collisions", 5_000)
def _(root, n):
    for i in range(n):
        name = "".join(c.upper() if (i >> b) & 1 else c for b, c in enumerate("abcdefghijklmnop"))
        deck(root, "## Q\n\nA\n", name=name)


@shape("decks:nested-folders", 400, expect=2)
def _(root, n):
    # a chain of folders n deep with a deck at each level (4n levels must fit PATH_MAX); the
    # paths hold n^2 bytes in all, and opening each file walks its path
    for i in range(n):
        deck(root, f"## Q{i}\n\nA\n", name="a/" * i + "d")


@shape("decks:long-names-same-prefix", 2_000)
def _(root, n):
    for i in range(n):
        deck(root, "## Q\n\nA\n", name="p" * 200 + f"-{i}")


@shape("decks:long-names-same-prefix-words", 2_000)
def _(root, n):
    for i in range(n):
        deck(root, "## Q\n\nA\n", name="word " * 40 + f"{i}")


@shape("decks:non-ascii-names", 1_500)
def _(root, n):
    for i in range(n):
        deck(root, "## Q\n\nA\n", name=f"日本語-Ørsted-Русский-{i}")


@shape("decks:tags", 100_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="tags: [" + ", ".join(f"t{i}" for i in range(n)) + "]\n")


@shape("decks:same-tag-many-decks", 1_500)
def _(root, n):
    for i in range(n):
        deck(root, "## Q\n\nA\n", front="tags: [same]\n", name=f"d{i}")


# ---------------------------------------------------------------------------------------------
# Front matter


@shape("yaml:many-keys", 50_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="".join(f"k{i}: v{i}\n" for i in range(n)))


@shape("yaml:many-typo-keys", 30_000)
def _(root, n):
    # keys one or two edits from known ones, each a distinct key
    deck(root, "## Q\n\nA\n", front="".join(f"titl{i}: v\n" for i in range(n)))


@shape("yaml:repeated-key", 50_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="title: t\n" * n)


@shape("yaml:long-key", 7_000_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="t" * n + ": v\n")


@shape("yaml:long-title", 7_000_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="title: " + "t" * n + "\n")


@shape("yaml:long-description-words", 1_500_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="description: " + "word " * n + "\n")


@shape("yaml:long-description-no-space", 7_000_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="description: " + "w" * n + "\n")


@shape("yaml:flow-nested-lists", 500_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="x: " + "[" * n + "]" * n + "\n")


@shape("yaml:flow-nested-maps", 500_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="x: " + "{a: " * n + "b" + "}" * n + "\n")


@shape("yaml:tags-nested-lists", 500_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="tags: " + "[" * n + "]" * n + "\n")


@shape("yaml:block-nested-maps", 4_000_000)
def _(root, n):
    # nesting by indentation, m levels deep, m^2/2 = n bytes
    m = int(math.sqrt(2 * n))
    deck(root, "## Q\n\nA\n", front="".join(" " * i + f"k{i}:\n" for i in range(m)) + " " * m + "v\n")


@shape("yaml:many-aliases", 500_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="a: &a " + "x" * 100 + "\nb: [" + ", ".join(["*a"] * n) + "]\n")


@shape("yaml:tags-many-aliases", 100_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="a: &a tag\ntags: [" + ", ".join(["*a"] * n) + "]\n")


@shape("yaml:many-anchors", 100_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="x: [" + ", ".join(f"&a{i} v" for i in range(n)) + "]\n")


@shape("yaml:tag-bang-long-numbers", 50_000)
def _(root, n):
    # a "!" makes the default resolver (regular expressions) type every scalar
    deck(root, "## Q\n\nA\n", front="t: !!str x\n" + "".join(f"k{i}: 1_2:3:4:5.6e+7\n" for i in range(n)))


@shape("yaml:tag-bang-long-scalar", 7_000_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="t: !!str x\nk: " + "1_" * (n // 2) + "x\n")


@shape("yaml:tag-bang-long-sexagesimal", 5_000_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="t: !!str x\nk: 1" + ":5" * (n // 2) + "x\n")


@shape("yaml:not-closed", 5_000_000)
def _(root, n):
    write(root, "decks/x.md", "---\ntitle: x\n" + "k: v\n" * (n // 5) + "\n## Q\n\nA\n")


@shape("yaml:invalid-long", 1_000_000)
def _(root, n):
    deck(root, "## Q\n\nA\n", front="tags: [" + "a, " * (n // 3) + "\n")


# Billion laughs: n is the number of levels of ten aliases each (10^n leaves if expanded).
def laughs_shape(name, where):
    @shape(name, 3)
    def _(root, n):
        anchors, top = laughs(n)
        where(root, anchors, top)


laughs_shape("laughs:unknown-key", lambda root, anchors, top: deck(root, "## Q\n\nA\n", front=anchors + f"x: {top}\n"))
laughs_shape("laughs:tags", lambda root, anchors, top: deck(root, "## Q\n\nA\n", front=anchors + f"tags: {top}\n"))
laughs_shape("laughs:title", lambda root, anchors, top: deck(root, "## Q\n\nA\n", front=anchors + f"title: {top}\n"))
laughs_shape("laughs:mapping-key", lambda root, anchors, top: deck(root, "## Q\n\nA\n", front=anchors + f"? {top}\n: x\n"))
laughs_shape("laughs:two-mapping-keys", lambda root, anchors, top: deck(root, "## Q\n\nA\n", front=anchors + f"? {top}\n: x\n? [{top}]\n: y\n"))
laughs_shape("laughs:nested-mapping-key", lambda root, anchors, top: deck(root, "## Q\n\nA\n", front=anchors + f"x: {{? {top} : y}}\n"))
laughs_shape("laughs:merge-key", lambda root, anchors, top: deck(root, "## Q\n\nA\n", front=anchors + f"m: &m {{a: {top}}}\nx:\n  <<: *m\n"))
laughs_shape("laughs:with-bang-tag", lambda root, anchors, top: deck(root, "## Q\n\nA\n", front=anchors + f"x: !!seq {top}\n"))
laughs_shape("laughs:repeated-key", lambda root, anchors, top: deck(root, "## Q\n\nA\n", front=anchors + f"x: {top}\nx: {top}\n"))
laughs_shape("laughs:osr-note", lambda root, anchors, top: osr(root, "Q::A\n", front=anchors + f"tags: {top}\naliases: {top}\n"))
laughs_shape("laughs:vault-note", lambda root, anchors, top: vault(root, {"n.md": f"---\n{anchors}tags: {top}\naliases: {top}\n---\n#flashcards\n\nQ::A\n"}))
laughs_shape("laughs:index", lambda root, anchors, top: (write(root, "index.md", f"---\n{anchors}title: {top}\nx: {top}\n---\n\nHi\n"), deck(root, "## Q\n\nA\n")))
laughs_shape("laughs:contacts", lambda root, anchors, top: contact_book(root, ["## Ada Lovelace\n\n- Email: a@b.c\n"], front=anchors + f"title: {top}\nx: {top}\n"))
laughs_shape("laughs:movies", lambda root, anchors, top: catalog(root, [movie("Heat")], front=anchors + f"sort: {top}\nx: {top}\n"))


# ---------------------------------------------------------------------------------------------
# Obsidian vaults (the content folder is the vault)

def note(body):
    """A note the plugin reads: it carries the #flashcards tag."""
    return f"#flashcards\n\n{body}\n"


@shape("vault:many-notes", 2_000)
def _(root, n):
    vault(root, {f"n{i}.md": note(f"Q{i}::A{i}") for i in range(n)})


@shape("vault:links", 2_000)
def _(root, n):
    vault(root, {f"n{i}.md": note(f"Q{i} [[n{(i + 1) % n}]]::A [[n{(i - 1) % n}|prev]]") for i in range(n)})


@shape("vault:embed-next", 2_000)
def _(root, n):
    vault(root, {f"n{i}.md": note(f"Q{i}::![[n{(i + 1) % n}]]") for i in range(n)})


@shape("vault:embed-all-one", 2_000)
def _(root, n):
    notes = {f"n{i}.md": note(f"Q{i}::![[common]]") for i in range(n)}
    notes["common.md"] = "The common note.\n"
    vault(root, notes)


@shape("vault:embed-missing", 2_000)
def _(root, n):
    vault(root, {f"n{i}.md": note(f"Q{i}::![[missing{i}]]") for i in range(n)})


@shape("vault:embed-missing-image", 2_000)
def _(root, n):
    vault(root, {f"n{i}.md": note(f"Q{i}::![[missing{i}.png]]") for i in range(n)})


@shape("vault:embed-headings", 5_000)
def _(root, n):
    target = "".join(f"## Heading {i}\n\nText {i}.\n\n" for i in range(n))
    cards = "\n".join(f"Q{i}::![[target#Heading {i}]]" for i in range(n))
    vault(root, {"target.md": target, "cards.md": note(cards)})


@shape("vault:embed-blocks", 5_000)
def _(root, n):
    target = "".join(f"Paragraph {i}. ^b{i}\n\n" for i in range(n))
    cards = "\n".join(f"Q{i}::![[target#^b{i}]]" for i in range(n))
    vault(root, {"target.md": target, "cards.md": note(cards)})


@shape("vault:embed-missing-headings", 5_000)
def _(root, n):
    target = "".join(f"## Heading {i}\n\nText {i}.\n\n" for i in range(n))
    cards = "\n".join(f"Q{i}::![[target#Nope {i}]]" for i in range(n))
    vault(root, {"target.md": target, "cards.md": note(cards)})


@shape("vault:embed-same-note-in-one-card", 150_000)
def _(root, n):
    vault(root, {"t.md": "Target text.\n", "c.md": note("Q::" + "![[t]] " * n)})


@shape("vault:embed-fanout-tree", 16)
def _(root, n):
    # every note embeds every note of the next level twice; n levels of n notes
    notes = {}
    for level in range(n):
        for j in range(n):
            below = "".join(f"![[l{level + 1}n{k}]] ![[l{level + 1}n{k}]] " for k in range(n)) if level + 1 < n else "leaf"
            notes[f"l{level}n{j}.md"] = f"Text {below}\n"
    notes["cards.md"] = note("Q::" + "".join(f"![[l0n{k}]] " for k in range(n)))
    vault(root, notes)


@shape("vault:embed-cloze-notes", 2_000)
def _(root, n):
    notes = {f"t{i}.md": f"Answer {i}\n" for i in range(n)}
    notes["c.md"] = note("\n\n".join(f"The ==![[t{i}]]== is {i}." for i in range(n)))
    vault(root, notes)


@shape("vault:same-name-notes-in-folders", 500)
def _(root, n):
    notes = {f"f{i}/same.md": note(f"Q{i}::A") for i in range(n)}
    notes.update({f"g{i}/card.md": note(f"Q{i}::![[same]]") for i in range(n)})
    vault(root, notes)


@shape("vault:deep-folders", 400, expect=2)
def _(root, n):
    # as decks:nested-folders, n^2 bytes of paths
    vault(root, {"a/" * i + f"n{i}.md": note(f"Q{i}::A") for i in range(n)})


@shape("vault:deep-folders-embed-up", 50, expect=2)
def _(root, n):
    # each note embeds the note at the root and the one a folder up (n^2 bytes of paths)
    notes = {"a/" * i + f"n{i}.md": note(f"Q{i}::![[n0]] ![[n{max(0, i - 1)}]]") for i in range(n)}
    vault(root, notes)


@shape("vault:folder-mode-folders", 1_000)
def _(root, n):
    vault(root, {f"f{i}/n.md": f"Q{i}::A\n" for i in range(n)}, settings='{"convertFoldersToDecks": true}')


@shape("vault:folder-mode-case-collisions", 1_000)
def _(root, n):
    notes = {}
    for i in range(n):
        folder = "".join(c.upper() if (i >> b) & 1 else c for b, c in enumerate("abcdefghijklmnop"))
        notes[f"{folder}/n.md"] = f"Q{i}::A\n"
    vault(root, notes, settings='{"convertFoldersToDecks": true}')


@shape("vault:long-names-same-prefix", 2_000)
def _(root, n):
    vault(root, {"n" * 200 + f"{i}.md": note(f"Q{i}::A") for i in range(n)})


@shape("vault:non-ascii-names", 2_000)
def _(root, n):
    vault(root, {f"語彙/日本語-{i}-😀.md": note(f"Q{i}::A") for i in range(n)})


@shape("vault:tag-decks", 1_000)
def _(root, n):
    vault(root, {f"n{i}.md": f"#flashcards/t{i}\n\nQ{i}::A\n" for i in range(n)})


@shape("vault:tags-one-line", 7_000)
def _(root, n):
    vault(root, {"n.md": " ".join(f"#flashcards/t{i}" for i in range(n)) + "\n\nQ::A\n"})


@shape("vault:deep-tag", 150_000)
def _(root, n):
    vault(root, {"n.md": "#flashcards" + "/a" * n + "\n\nQ::A\n"})


@shape("vault:tag-deck-collisions", 7_000)
def _(root, n):
    vault(root, {f"n{i}.md": f"#flashcards/{colliding('geo', i)}\n\nQ{i}::A\n" for i in range(n)})


@shape("vault:front-matter-tags", 7_000)
def _(root, n):
    tags = ", ".join(f"flashcards/t{i}" for i in range(n))
    vault(root, {"n.md": f"---\ntags: [{tags}]\n---\n\nQ::A\n"})


@shape("vault:bold-clozes", 30_000)
def _(root, n):
    vault(root, {"n.md": note("\n\n".join(f"Para {i} **x{i}**." for i in range(n)))},
          settings='{"convertBoldTextToClozes": true, "convertCurlyBracketsToClozes": true}')


@shape("vault:curly-clozes", 30_000)
def _(root, n):
    vault(root, {"n.md": note("\n\n".join(f"Para {i} {{{{x{i}}}}}." for i in range(n)))},
          settings='{"convertBoldTextToClozes": true, "convertCurlyBracketsToClozes": true}')


@shape("vault:bold-open-one-line", 200_000)
def _(root, n):
    vault(root, {"n.md": note("**x " * n)},
          settings='{"convertBoldTextToClozes": true, "convertCurlyBracketsToClozes": true}')


@shape("vault:curly-open-one-line", 1_500_000)
def _(root, n):
    vault(root, {"n.md": note("{{x " * n)},
          settings='{"convertBoldTextToClozes": true, "convertCurlyBracketsToClozes": true}')


@shape("vault:numbered-clozes", 10_000)
def _(root, n):
    vault(root, {"n.md": note("\n\n".join(f"P{i} =={i % 9 + 1};;x== ==1;;y==." for i in range(n)))})


@shape("vault:sr-comments", 20_000)
def _(root, n):
    vault(root, {"n.md": note("\n".join(f"Q{i}::A<!--SR:!2026-01-{i % 28 + 1:02d},3,250-->" for i in range(n)))})


@shape("vault:sr-comment-segments", 50_000)
def _(root, n):
    vault(root, {"n.md": note("The ==a== b\n<!--SR:" + "!2026-01-01,3,250" * n + "-->")})


@shape("vault:multiline-cards", 20_000)
def _(root, n):
    vault(root, {"n.md": note("\n\n".join(f"Question {i}\n?\nAnswer {i}" for i in range(n)))})


@shape("vault:multiline-long-question", 100_000)
def _(root, n):
    vault(root, {"n.md": note("line\n" * n + "?\nAnswer")})


@shape("vault:comment-lines", 50_000)
def _(root, n):
    vault(root, {"n.md": note("<!-- c\nhidden\n" * n + "\nQ::A")})


@shape("vault:headings", 30_000)
def _(root, n):
    vault(root, {"n.md": note("".join(f"## H{i}\nQ{i}::A\n" for i in range(n)))})


@shape("vault:settings-many-ignored-folders", 700)
def _(root, n):
    folders = ", ".join(f'"**/ign{i}/*"' for i in range(n))
    vault(root, {f"f{i % 50}/n{i}.md": note(f"Q{i}::A") for i in range(2_000)},
          settings='{"noteFoldersToIgnore": [' + folders + "]}")


@shape("vault:settings-glob-backtracking", 20)
def _(root, n):
    glob = "**/" * n + "x"
    vault(root, {"a/" * 30 + "n.md": note("Q::A")}, settings='{"noteFoldersToIgnore": ["' + glob + '"]}')


@shape("vault:settings-many-tags", 20_000)
def _(root, n):
    tags = ", ".join(f'"#fc{i}"' for i in range(n))
    vault(root, {f"n{i}.md": f"#fc{i}\n\nQ{i}::A\n" for i in range(0, n, max(1, n // 500))},
          settings='{"flashcardTags": [' + tags + "]}")


# ---------------------------------------------------------------------------------------------
# Address books


@shape("contacts:many", 5_000)
def _(root, n):
    contact_book(root, [f"## Person{i} Surname{i}\n\n- Email: p{i}@example.org\n\n" for i in range(n)])


@shape("contacts:same-name", 20_000)
def _(root, n):
    contact_book(root, ["## Ada\n\n- Email: ada@example.org\n\n"] * n)


@shape("contacts:same-slug", 20_000)
def _(root, n):
    contact_book(root, [f"## {colliding('Ada', i)}\n\n" for i in range(n)])


@shape("contacts:same-last-name", 3_000)
def _(root, n):
    contact_book(root, [f"## P{i} Smith\n\n" for i in range(n)])


@shape("contacts:same-sort-key", 15_000)
def _(root, n):
    # names that differ only in case and accents sort alike
    variants = ["Émile Zola", "emile zola", "Emile Zola", "ÉMILE ZOLA", "Émile Zolá"]
    contact_book(root, [f"## {variants[i % 5]} {colliding('', i)}\n\n" for i in range(n)])


@shape("contacts:non-ascii", 3_000)
def _(root, n):
    contact_book(root, [f"## Анна Иванова{i} 日本{i}\n\n- Email: a{i}@example.org\n\n" for i in range(n)])


@shape("contacts:emails", 30_000)
def _(root, n):
    contact_book(root, ["## Ada Lovelace\n\n" + "".join(f"- Email: a{i}@example.org\n" for i in range(n))])


@shape("contacts:emails-one-line", 50_000)
def _(root, n):
    contact_book(root, ["## Ada Lovelace\n\n- Email: " + ", ".join(f"a{i}@example.org" for i in range(n)) + "\n"])


@shape("contacts:phones", 30_000)
def _(root, n):
    contact_book(root, ["## Ada Lovelace\n\n" + "".join(f"- Phone: +44 20 {i:07d}\n" for i in range(n))])


@shape("contacts:tags", 500_000)
def _(root, n):
    contact_book(root, ["## Ada Lovelace\n\n- Tags: " + ", ".join(f"t{i}" for i in range(n)) + "\n"])


@shape("contacts:long-address", 7_000_000)
def _(root, n):
    contact_book(root, ["## Ada Lovelace\n\n- Address: " + "a" * n + "\n"])


@shape("contacts:long-address-words", 1_000_000)
def _(root, n):
    contact_book(root, ["## Ada Lovelace\n\n- Address: " + "word, " * n + "\n"])


@shape("contacts:long-notes", 1_500_000)
def _(root, n):
    contact_book(root, ["## Ada Lovelace\n\n- Email: a@b.org\n\n" + "word " * n + "\n"])


@shape("contacts:long-name", 200_000)
def _(root, n):
    contact_book(root, ["## " + "word " * n + "Lovelace\n\n"])


@shape("contacts:zalgo-name", 300_000)
def _(root, n):
    contact_book(root, ["## Ada " + zalgo(n) + "\n\n"])


@shape("contacts:unknown-fields", 50_000)
def _(root, n):
    contact_book(root, ["## Ada Lovelace\n\n" + "".join(f"- Emial{i}: x\n" for i in range(n))])


@shape("contacts:repeated-field-errors", 30_000)
def _(root, n):
    contact_book(root, ["## Ada Lovelace\n\n" + "- Birthday: 1815-12-10\n" * n])


@shape("contacts:many-books", 70)
def _(root, n):
    # past SiteNavigation.limit collections the navigation folds: the output grows as n
    for i in range(n):
        contact_book(root, [f"## Ada Lovelace{i}\n\n"], name=f"b{i}")


# ---------------------------------------------------------------------------------------------
# Movie catalogs


@shape("movies:many", 2_000)
def _(root, n):
    catalog(root, [movie(f"Movie {i}", (f"Released: 20{i % 25:02d}-01-01", f"Popularity: {i}")) for i in range(n)])


@shape("movies:same-title", 2_000)
def _(root, n):
    catalog(root, [movie("Heat", ("Popularity: 1",)) for _ in range(n)])


@shape("movies:same-title-same-year", 1_500)
def _(root, n):
    catalog(root, [movie("Heat") for _ in range(n)])


@shape("movies:same-title-distinct-years", 1_500)
def _(root, n):
    catalog(root, [movie("Heat", (f"Released: {1000 + i % 9000}-01-01",)) for i in range(n)])


@shape("movies:title-plus-year", 1_500)
def _(root, n):
    # Heat, Heat 2001, Heat 2, Heat 3 … all competing for the same addresses
    entries = []
    for i in range(n):
        title = ["Heat", "Heat 2001", f"Heat {i}", "HEAT"][i % 4]
        entries.append(movie(title))
    catalog(root, entries)


@shape("movies:same-slug", 1_500)
def _(root, n):
    catalog(root, [movie(colliding("Heat", i)) for i in range(n)])


@shape("movies:same-sort-key", 1_500)
def _(root, n):
    catalog(root, [movie("Heat " + colliding("", i), ("Popularity: 1",)) for i in range(n)],
            front="page_size: 20\nsort: popularity\n")


@shape("movies:page-size-1", 700)
def _(root, n):
    catalog(root, [movie(f"Movie {i}", ("Popularity: 1",)) for i in range(n)], front="page_size: 1\n")


@shape("movies:long-overview", 1_500_000)
def _(root, n):
    catalog(root, [movie("Heat", overview="word " * n)])


@shape("movies:long-overview-no-space", 7_000_000)
def _(root, n):
    catalog(root, [movie("Heat", overview="w" * n)])


@shape("movies:genres", 500_000)
def _(root, n):
    catalog(root, [movie("Heat", ("Genres: " + ", ".join(f"G{i}" for i in range(n)),))])


@shape("movies:cast-lines", 50_000)
def _(root, n):
    catalog(root, [movie("Heat", tuple(f"Cast: Actor {i}" for i in range(n)))])


@shape("movies:long-title", 200_000)
def _(root, n):
    catalog(root, [movie("word " * n + "end")])


@shape("movies:zalgo-title", 500_000)
def _(root, n):
    catalog(root, [movie("Heat " + zalgo(n))])


@shape("movies:same-poster", 1_500)
def _(root, n):
    write(root, "movies/p.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>')
    catalog(root, [movie(f"M{i}", ("Poster: p.svg",)) for i in range(n)])


@shape("movies:missing-posters", 5_000)
def _(root, n):
    catalog(root, [movie(f"M{i}", (f"Poster: p{i}.svg",)) for i in range(n)])


@shape("movies:many-catalogs", 100)
def _(root, n):
    # past SiteNavigation.limit collections the navigation folds: each page links Home, the
    # catalogs' folder page and its own catalog, so the output grows as n, not n^2
    for i in range(n):
        catalog(root, [movie(f"M{i}")], name=f"c{i}")


@shape("movies:windowed-language", 3_000)
def _(root, n):
    catalog(root, [movie(f"M{i}", ("Released: 2026-01-01", "Language: en" if i % 2 else "Language: fr")) for i in range(n)],
            front="released_within: 1 year\nlanguage: en\nsort: released\n")


@shape("movies:field-errors", 10_000)
def _(root, n):
    catalog(root, [movie(f"M{i}", ("Released: 2026-13-45", "Rating: 11", "Relased: x")) for i in range(n)])


# ---------------------------------------------------------------------------------------------
# Site settings


@shape("index:long-body", 1_500_000)
def _(root, n):
    write(root, "index.md", "---\ntitle: T\n---\n\n" + "word " * n + "\n")
    deck(root, "## Q\n\nA\n")


@shape("index:long-title", 5_000_000)
def _(root, n):
    write(root, "index.md", "---\ntitle: " + "t" * n + "\n---\n")
    deck(root, "## Q\n\nA\n")


@shape("index:long-language", 1_000_000)
def _(root, n):
    write(root, "index.md", "---\nlanguage: " + "en-" * (n // 3) + "x\n---\n")
    deck(root, "## Q\n\nA\n")


@shape("index:long-base-url", 1_000_000)
def _(root, n):
    write(root, "index.md", "---\nbase_url: https://example.org/" + "a/" * (n // 2) + "\n---\n")
    deck(root, "## Q\n\nA\n")


# ---------------------------------------------------------------------------------------------
# Running builds


class Run:
    def __init__(self, wall=None, cpu=None, rss_kb=None, status="ok", exit_code=0, located=None, message="", out_bytes=None):
        self.wall, self.cpu, self.rss_kb = wall, cpu, rss_kb
        self.status = status          # ok, error, CRASH, TIMEOUT, MEMORY
        self.exit_code, self.located, self.message, self.out_bytes = exit_code, located, message, out_bytes


def group_rss_kb(pgid):
    """Resident memory of every process in the process group, in kB."""
    total = 0
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/stat", "rb") as handle:
                fields = handle.read().rsplit(b")", 1)[1].split()
            if int(fields[2]) != pgid:
                continue
            with open(f"/proc/{pid}/statm", "rb") as handle:
                total += int(handle.read().split()[1]) * (os.sysconf("SC_PAGE_SIZE") // 1024)
        except (OSError, IndexError, ValueError):
            continue
    return total


def tree_bytes(path):
    total, folders = 0, [path]
    while folders:  # not os.walk: a folder chain 1,600 deep is deeper than Python's recursion
        try:
            entries = list(os.scandir(folders.pop()))
        except OSError:
            continue
        for entry in entries:
            try:
                if entry.is_dir(follow_symlinks=False):
                    folders.append(entry.path)
                else:
                    total += entry.stat(follow_symlinks=False).st_size
            except OSError:
                pass
    return total


class Watchdog(threading.Thread):
    """Kills a build's process group when it runs too long or holds too much memory, and
    remembers the most memory it saw the group hold (checked twice a second after the first)."""

    def __init__(self, pgid, timeout, max_rss_kb):
        super().__init__(daemon=True)
        self.pgid, self.timeout, self.max_rss_kb = pgid, timeout, max_rss_kb
        self.done, self.killed, self.peak_kb = threading.Event(), None, 0

    def run(self):
        start = time.perf_counter()
        ticks = 0
        while not self.done.wait(0.1):
            ticks += 1
            if time.perf_counter() - start > self.timeout:
                self.killed = "TIMEOUT"
            elif ticks >= 10 and ticks % 5 == 0:
                self.peak_kb = max(self.peak_kb, group_rss_kb(self.pgid))
                if self.max_rss_kb and self.peak_kb > self.max_rss_kb:
                    self.killed = "MEMORY"
            if self.killed:
                try:
                    os.killpg(self.pgid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                return


# Where the sweep works when it can (see the module's doc), and the room it wants there.
MEMORY_FOLDER = "/dev/shm"
MEMORY_NEEDED = 2 * 1024 ** 3


def work_parent(on_disk):
    """MEMORY_FOLDER when it is a folder this process may write with MEMORY_NEEDED free, unless
    `on_disk`; else None (the temporary folder)."""
    if on_disk or not os.path.isdir(MEMORY_FOLDER) or not os.access(MEMORY_FOLDER, os.W_OK):
        return None
    stats = os.statvfs(MEMORY_FOLDER)
    return MEMORY_FOLDER if stats.f_bavail * stats.f_frsize >= MEMORY_NEEDED else None


def build_once(site, content, work, timeout, max_rss_kb, measure_output):
    out_parent = tempfile.mkdtemp(prefix="out-", dir=work)
    timing = os.path.join(work, "time.txt")
    stderr_path = os.path.join(work, "stderr.txt")
    command = [site, "build", "--content", content, "--output", os.path.join(out_parent, "Public"), "--date", BUILD_DATE]
    if os.access(GNU_TIME, os.X_OK):
        command = [GNU_TIME, "-f", "%e %U %S %M", "-o", timing] + command
    try:
        with open(stderr_path, "wb") as err:
            start = time.perf_counter()
            process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err,
                                       start_new_session=True)
            watchdog = Watchdog(process.pid, timeout, max_rss_kb)
            watchdog.start()
            process.wait()
            wall = time.perf_counter() - start
            watchdog.done.set()
            watchdog.join()
            killed = watchdog.killed
        cpu = rss = None
        signal_name = None
        if os.path.exists(timing):
            with open(timing, encoding="utf-8", errors="replace") as handle:
                lines = handle.read().splitlines()
            os.remove(timing)
            for line in lines:
                match = re.match(r"Command terminated by signal (\d+)", line)
                if match:
                    signal_name = f"signal {match.group(1)}"
            try:
                _, user, system, max_rss = lines[-1].split()
                cpu, rss = float(user) + float(system), int(max_rss)
            except (IndexError, ValueError):
                pass
        if process.returncode < 0 and not killed:
            signal_name = f"signal {-process.returncode}"
        with open(stderr_path, "rb") as handle:
            stderr = handle.read()
        first = next((line for line in stderr.splitlines() if line.strip()), b"")
        message = first.decode("utf-8", "replace")[:160]
        if killed:
            return Run(wall, cpu, rss or watchdog.peak_kb or None, killed, process.returncode, message=message)
        if signal_name:
            return Run(wall, cpu, rss, f"CRASH ({signal_name})", process.returncode, message=stderr.decode("utf-8", "replace")[-300:])
        located = bool(DIAGNOSTIC.search(stderr))
        out_bytes = tree_bytes(out_parent) if measure_output else None
        status = "ok" if process.returncode == 0 else "error"
        return Run(wall, cpu, rss, status, process.returncode, located, message, out_bytes)
    finally:
        remove(out_parent)


def remove(path):
    """`rm -rf`: shutil.rmtree recurses once per folder level, and some shapes nest 1,600 deep."""
    if os.path.lexists(path):
        subprocess.run(["rm", "-rf", "--", path], check=False)


def exponent(small, large):
    if not small or not large or small <= 0 or large <= 0:
        return None
    return math.log2(large / small)


def measure(name, size, writer, args, work, best=None):
    """The fastest of args.runs builds of the shape at `size` (or `best`, if faster), or the
    first run that crashed, timed out or went over the memory limit."""
    if args.keep:
        content = os.path.join(args.keep, name.replace(":", "_"), f"n{size}")
    else:
        content = os.path.join(work, "content")
    remove(content)
    os.makedirs(content, exist_ok=True)
    writer(content, size)
    try:
        for attempt in range(args.runs):
            run = build_once(args.site, content, work, args.timeout, args.max_rss * 1024,
                             measure_output=best is None or best.out_bytes is None)
            if run.status not in ("ok", "error"):
                return run
            if best is None:
                best = run
            elif run.wall < best.wall:
                run.out_bytes = run.out_bytes if run.out_bytes is not None else best.out_bytes
                best = run
        return best
    finally:
        if not args.keep:
            remove(content)


def run_shape(name, base, writer, args, work):
    sizes = [max(1, round(base * args.scale)) * k for k in ((4,) if args.largest_only else (1, 2, 4))]
    runs = []
    for size in sizes:
        runs.append(measure(name, size, writer, args, work))
        if runs[-1].status not in ("ok", "error"):
            break
    return sizes, runs


def describe(name, sizes, runs, expect=1):
    """One line for the table, and whether the shape is a finding."""
    def seconds(run):
        return f"{run.wall:7.3f}" if run and run.wall is not None else "      -"
    times = [runs[i] if i < len(runs) else None for i in range(3)]
    last = runs[-1]
    findings = []
    exp = cpu_exp = mem_exp = None
    if len(runs) == 3 and all(r.status in ("ok", "error") for r in runs):
        exp = exponent(runs[1].wall, runs[2].wall)
        cpu_exp = exponent(runs[1].cpu, runs[2].cpu)
        mem_exp = exponent(runs[1].rss_kb, runs[2].rss_kb)
        if exp is not None and exp > EXPONENT + expect - 1 and runs[2].wall > SLOW:
            findings.append("SUPERLINEAR")
        if mem_exp is not None and mem_exp > EXPONENT + expect - 1 and (runs[2].rss_kb or 0) > BIG_RSS_KB:
            findings.append("SUPERLINEAR-MEMORY")
    for size, run in zip(sizes, runs):
        if run.status not in ("ok", "error"):
            findings.append(f"{run.status} at n={size}")
    statuses = sorted({("exit 0" if r.status == "ok" else f"exit {r.exit_code}" + ("" if r.located else " NO-LOC"))
                       for r in runs if r.status in ("ok", "error")})
    # a killed build's memory is the most the watchdog saw: at least that much
    rss = (f"{'>' if last.status in ('TIMEOUT', 'MEMORY') else ''}{last.rss_kb / 1024:.0f}M".rjust(8)
           if last.rss_kb else "       -")
    out = f"{last.out_bytes / 1e6:7.1f}M" if last.out_bytes is not None else "       -"
    fmt = lambda value: f"{value:5.2f}" if value is not None else "    -"
    line = (f"{name:<48} {sizes[0]:>9} {seconds(times[0])} {seconds(times[1])} {seconds(times[2])} "
            f"{fmt(exp)} {fmt(cpu_exp)} {rss} {fmt(mem_exp)} {out}  {', '.join(statuses)}"
            + (f"  << {'; '.join(findings)}" if findings else ""))
    return line, findings


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every base size (default 1)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per build (default 60)")
    parser.add_argument("--max-rss", type=int, default=4096, help="MB; a build over it is killed (default 4096)")
    parser.add_argument("--runs", type=int, default=2, help="runs per size; the fastest counts (default 2)")
    parser.add_argument("--only", nargs="+", metavar="SUBSTRING",
                        help="shapes whose name contains any of these (a whole shape name: that shape only)")
    parser.add_argument("--list", action="store_true", help="list the shapes and their base sizes")
    parser.add_argument("--keep", metavar="DIR", help="keep the generated content in DIR/<shape>/n<size>/")
    parser.add_argument("--largest-only", action="store_true",
                        help="build each shape once, at 4n, and judge no growth: only a crash, a timeout or "
                             "the memory limit is a finding (what CI runs: it judges no wall-clock time)")
    parser.add_argument("--on-disk", action="store_true",
                        help=f"work in the temporary folder even when {MEMORY_FOLDER} has room")
    args = parser.parse_args()
    args.site = os.path.abspath(os.environ.get("SITE_BIN", ".build/release/site"))

    def chosen(name):
        # a SUBSTRING that is a shape's whole name chooses that shape only
        return any(part == name if part in SHAPES else part in name for part in args.only)
    names = [name for name in SHAPES if not args.only or chosen(name)]
    if args.list:
        for name in names:
            print(f"{name:<48} {max(1, round(SHAPES[name][0] * args.scale)):>9}")
        return 0
    if not names:
        print("no shape matches", file=sys.stderr)
        return 2
    if not os.access(args.site, os.X_OK):
        print(f"error: no site program at {args.site}; set SITE_BIN", file=sys.stderr)
        return 2
    if args.keep:
        args.keep = os.path.abspath(args.keep)
        os.makedirs(args.keep, exist_ok=True)

    work = tempfile.mkdtemp(prefix="site-sweep-", dir=work_parent(args.on_disk))
    print(f"# site: {args.site}   scale {args.scale}   timeout {args.timeout:g} s   runs {args.runs}   "
          f"{'peak RSS by ' + GNU_TIME if os.access(GNU_TIME, os.X_OK) else 'no GNU time: no RSS'}   work in {os.path.dirname(work)}")
    print(f"{'shape':<48} {'n':>9} {'t(n)':>7} {'t(2n)':>7} {'t(4n)':>7} {'exp':>5} {'cpu':>5} {'rss(4n)':>8} "
          f"{'mem':>5} {'out(4n)':>8}  status")
    flagged = []
    try:
        for name in names:
            base, writer, expect = SHAPES[name]
            sizes, runs = run_shape(name, base, writer, args, work)
            line, findings = describe(name, sizes, runs, expect)
            if "SUPERLINEAR" in findings:
                # Time on a shared machine is noisy: measure 2n and 4n again before flagging.
                for index in (1, 2):
                    runs[index] = measure(name, sizes[index], writer, args, work, best=runs[index])
                line, findings = describe(name, sizes, runs, expect)
            print(line, flush=True)
            if findings:
                flagged.append((name, findings))
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    finally:
        remove(work)
    print(f"# {len(names)} shapes, {len(flagged)} flagged")
    for name, findings in flagged:
        print(f"#   {name}: {'; '.join(findings)}   reproduce: python3 Benchmarks/sweep.py --only {name} --keep /tmp/sweep-keep")
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main())
