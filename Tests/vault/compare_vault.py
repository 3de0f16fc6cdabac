#!/usr/bin/env python3
"""Compare, card by card, what Obsidian Spaced Repetition and `site` find in an Obsidian vault.

The reference is the JavaScript port of Obsidian Spaced Repetition's parser (OSR 1.15.4) in
Tests/Fixtures/osr/port/, run by Tests/vault/oracle.js. The harness

1. copies the vault as it is (its notes and images, hidden folders skipped, and its
   `.obsidian/plugins/obsidian-spaced-repetition/data.json` if there is one) into a temporary
   content folder, as a user runs `site build --content VAULT` (a content folder without
   `decks/` is read as a vault);
2. runs `node Tests/vault/oracle.js` and `site build` on that folder;
3. pairs OSR's cards with the cards on our deck pages, note by note, after normalising both to
   plain text (OSR's front/back rendered with markdown-it-py as CommonMark, our HTML stripped;
   see `Normaliser`);
4. prints a markdown summary: notes, cards on each side, exact matches, and the mismatches
   grouped by category, with one example each.

Run it from anywhere (Python 3.11, the standard library and markdown-it-py; Node.js on PATH):

    python3 Tests/vault/compare_vault.py VAULT_DIR [--site PATH_TO_SITE] [--json OUT.json]

The `site` binary is --site, else $SITE_BIN, else .build/debug/site in the repository. --json
writes every card pair (raw and normalised, both sides) for a closer look; --workdir keeps the
content folder, the oracle's output and the built site in a folder of your choice.

Exit status: 0 when the comparison ran, whatever it found (a failing `site build` is reported
as a finding); 2 when something could not run (no vault, no node, no site binary, no
markdown-it-py, the oracle failed, or `site` crashed).
"""
from __future__ import annotations

import argparse
import difflib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[1]
ORACLE = HERE / "oracle.js"
SETTINGS_PATH = Path(".obsidian/plugins/obsidian-spaced-repetition/data.json")
# What a vault read as the content folder keeps for the site (Sources/Markdown/Decks/DeckPath.swift,
# `siteFiles`): not notes.
SITE_FILES = {"index.md", "theme", "contacts", "movies"}
# The image types an `![[embed]]` in a card shows as an image (README, "Obsidian Spaced Repetition notes").
IMAGE_EXTENSIONS = {".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".avif", ".bmp"}


class HarnessError(Exception):
    """Something the comparison needs could not run; reported with exit status 2."""


# ---- 1. Selecting the vault's flashcard notes ------------------------------------------------


def copy_vault(vault: Path, content: Path) -> tuple[list[str], int]:
    """Copies the vault as it is (every note, every image, and its plugin settings; hidden
    folders but its `.obsidian/` plugin settings skipped) to be the content folder, as a user
    runs `site build --content VAULT`; returns the notes' paths relative to the vault and the
    number of images."""
    content.mkdir(parents=True)
    notes, images = [], 0
    for root, dirs, files in os.walk(vault):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            source = Path(root) / name
            relative = source.relative_to(vault).as_posix()
            if name.endswith(".md") or name.endswith(".markdown"):
                if relative.split("/")[0] not in SITE_FILES:
                    notes.append(relative)
            elif source.suffix.lower() in IMAGE_EXTENSIONS:
                images += 1
            else:
                continue
            target = content / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    if (vault / SETTINGS_PATH).is_file():
        (content / SETTINGS_PATH).parent.mkdir(parents=True)
        shutil.copy2(vault / SETTINGS_PATH, content / SETTINGS_PATH)
    return notes, images


# ---- 2. Running both sides -------------------------------------------------------------------


def run_oracle(content: Path, out: Path) -> dict:
    node = shutil.which("node")
    if not node:
        raise HarnessError("node (Node.js) is not on PATH; the oracle needs it")
    try:
        result = subprocess.run([node, str(ORACLE), str(content), str(out)],
                                capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        raise HarnessError("the oracle (node oracle.js) did not finish in 10 minutes") from None
    if result.returncode != 0:
        raise HarnessError(f"the oracle failed (exit {result.returncode}):\n{result.stderr.strip()}")
    try:
        return json.loads(out.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise HarnessError(f"the oracle wrote no readable {out.name}: {error}") from None


def run_site(site: Path, workdir: Path) -> dict:
    """`site build --content content --output out`, run inside workdir so that its messages
    name files as `content/…`; they are reported by their paths in the vault."""
    command = [str(site), "build", "--content", "content", "--output", "out"]
    try:
        result = subprocess.run(command, cwd=workdir, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        raise HarnessError(f"{site} build did not finish in 10 minutes") from None
    except OSError as error:
        raise HarnessError(f"could not run {site}: {error}") from None
    if result.returncode < 0:
        raise HarnessError(f"{site} build was killed by signal {-result.returncode}:\n{result.stderr.strip()}")
    lines = (result.stderr + result.stdout).splitlines()
    messages = [line.removeprefix("content/") for line in lines if line.strip()]
    return {
        "exit": result.returncode,
        "errors": [m for m in messages if ": error:" in m or m.startswith("error:")],
        "warnings": [m for m in messages if ": warning:" in m or m.startswith("warning:")],
        "messages": messages,
    }


# ---- 3. Normalising both sides to comparable text --------------------------------------------
# Both sides end as plain text: tags stripped (block tags become a space), entities decoded,
# white space collapsed, wiki links as their text, flashcard tags dropped, `[...]` as `[…]`.

BLOCK_TAGS = r"(?:p|div|li|ul|ol|h[1-6]|br|hr|pre|blockquote|table|thead|tbody|tr|td|th|details|summary|img)"


def strip_tags(markup: str) -> str:
    markup = re.sub(r"<!--.*?-->", " ", markup, flags=re.S)
    markup = re.sub(r"</?" + BLOCK_TAGS + r"\b[^>]*>", " ", markup)
    markup = re.sub(r"<[^>]+>", "", markup)
    return html.unescape(markup)


def collapse(text: str) -> str:
    text = text.replace("\u00a0", " ")
    text = re.sub(r"\s+", " ", text).strip()
    # Spaces next to punctuation differ only because tags were replaced by spaces.
    text = re.sub(r"\s+([.,;:!?)\]])", r"\1", text)
    text = re.sub(r"([(\[])\s+", r"\1", text)
    return text


class Normaliser:
    def __init__(self, tags: list[str]):
        from markdown_it import MarkdownIt  # checked in main()

        self.markdown = MarkdownIt("commonmark", {"html": True})
        names = "|".join(re.escape(t) for t in sorted(tags, key=len, reverse=True))
        self.tag = re.compile(rf"(?<![\w#])(?:{names})[^\s]*")

    # OSR's cloze sides hold these spans; they stay raw HTML (as Obsidian renders them) and
    # their tags go when the HTML is stripped.
    CLOZE_ASKED = re.compile(r"<span style='color:#2196f3'>\[(.*?)\]</span>")
    CLOZE_HIDDEN = re.compile(r"<span style='color:var\(--code-comment\)'>\[(.*?)\]</span>")
    # `$…$` and `$$…$$` are kept out of Markdown (CommonMark would eat `\{` and `\\` in them).
    DISPLAY_MATH = re.compile(r"\$\$[\s\S]+?\$\$")
    INLINE_MATH = re.compile(r"\$[^\s$](?:[^$\n]*?[^\s$\\])?\$")

    @staticmethod
    def _cloze_span(match: re.Match) -> str:
        inner = "[…]" if match.group(1) == "..." else "[" + match.group(1) + "]"
        return "<span>" + inner + "</span>"

    @staticmethod
    def _wiki_links(text: str) -> str:
        text = re.sub(r"!?\[\[([^\]|]*)\|([^\]]*)\]\]", r"\2", text)  # [[a|b]] → b
        return re.sub(r"!?\[\[([^\]]*)\]\]", r"\1", text)  # [[a]] → a, [[a#b]] → a#b

    def _common(self, text: str) -> str:
        text = self.tag.sub(" ", text)
        text = self._wiki_links(text)
        return collapse(text.replace("[...]", "[…]"))

    def osr(self, markdown: str) -> str:
        """An OSR front or back (Markdown as OSR hands it to Obsidian) as plain text."""
        text = self.CLOZE_ASKED.sub(self._cloze_span, markdown)
        text = self.CLOZE_HIDDEN.sub(self._cloze_span, text)
        text = self._wiki_links(text)
        text = self.tag.sub(" ", text)
        maths: list[str] = []

        def hold(match: re.Match) -> str:
            maths.append(match.group(0))
            return "MATHPH%dX" % (len(maths) - 1)

        text = self.DISPLAY_MATH.sub(hold, text)
        text = self.INLINE_MATH.sub(hold, text)
        text = strip_tags(self.markdown.render(text))
        text = re.sub(r"MATHPH(\d+)X", lambda m: maths[int(m.group(1))], text)
        return self._common(text)

    def ours(self, markup: str) -> str:
        """A question or answer from our deck page (HTML) as plain text."""
        return self._common(strip_tags(markup))


# ---- Reading our deck pages ------------------------------------------------------------------


def deck_slug(relative: str) -> str:
    """Our deck page's slug for decks/<relative>, as near as this script can tell without the
    site's code (Sources/Markdown/Site/Slug.swift is the rule; this is a per-code-point copy, so
    a page it misses is listed as one "no note accounts for"): folders and file name joined, a
    Latin letter without its accents, a letter or digit of another script case-folded in NFC,
    runs of anything else a single hyphen. Slugs over 100 bytes (cut with a digest) are not
    worked out here."""
    stem = relative[:-3] if relative.endswith(".md") else relative
    out = []
    for char in unicodedata.normalize("NFC", stem):
        folded = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c)).casefold()
        if folded and all(c.isascii() and c.isalnum() for c in folded):
            out.append(folded)
        elif unicodedata.category(char)[0] in "LN" or (out and unicodedata.category(char)[0] == "M" and not out[-1].isascii()):
            out.append(unicodedata.normalize("NFC", char.casefold()))
        else:
            out.append("-")
    return re.sub(r"-+", "-", "".join(out)).strip("-")


class DeckPage(HTMLParser):
    """The cards of a deck page: each `<li class="card" data-card>`, its question (the inner HTML
    of `div.card-question`) and answer (of the `div.prose` in its `<details>`)."""

    VOID = ("br", "img", "hr", "input", "meta", "link", "source", "wbr")

    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.cards: list[dict] = []
        self.open_tags: list[str] = []
        self.card: dict | None = None
        self.capturing: str | None = None  # "q" or "a"
        self.div_depth = 0

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        if tag == "li" and "card" in classes and "data-card" in attributes:
            self.card = {"q": "", "a": ""}
            self.cards.append(self.card)
            return
        if self.card is not None:
            if tag == "div" and self.capturing is None:
                if "card-question" in classes:
                    self.capturing, self.div_depth = "q", 0
                elif "prose" in classes and self.open_tags and self.open_tags[-1] == "details":
                    self.capturing, self.div_depth = "a", 0
            if self.capturing:
                if tag == "div":
                    self.div_depth += 1
                else:
                    self.card[self.capturing] += self.get_starttag_text()
        if tag not in self.VOID:
            self.open_tags.append(tag)

    def handle_endtag(self, tag):
        if self.open_tags and self.open_tags[-1] == tag:
            self.open_tags.pop()
        if self.capturing:
            if tag == "div":
                self.div_depth -= 1
                if self.div_depth == 0:
                    self.capturing = None
            else:
                self.card[self.capturing] += "</%s>" % tag

    def handle_data(self, data):
        if self.capturing:
            self.card[self.capturing] += data

    def handle_entityref(self, name):
        if self.capturing:
            self.card[self.capturing] += "&%s;" % name

    def handle_charref(self, name):
        if self.capturing:
            self.card[self.capturing] += "&#%s;" % name


# ---- 3. Pairing cards, note by note ----------------------------------------------------------


def pair_cards(osr: list[dict], ours: list[dict]) -> list[dict]:
    """Equal runs of (front, back) pair as matches; the cards left over in a changed run pair
    by similarity (at least 0.5), in order; the rest are cards only one side has."""
    pairs = []
    keys_osr = [(c["q"], c["a"]) for c in osr]
    keys_ours = [(c["q"], c["a"]) for c in ours]
    matcher = difflib.SequenceMatcher(None, keys_osr, keys_ours, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            pairs += [{"status": "match", "osr": osr[i1 + k], "ours": ours[j1 + k]} for k in range(i2 - i1)]
            continue
        used = set()
        for i in range(i1, i2):
            best, best_j = 0.0, None
            # autojunk off: long cards would otherwise lose their common characters as "junk".
            # OSR's card is the matcher's second sequence, analysed once for every candidate;
            # the candidate at the same offset is tried first, and a candidate whose cheap upper
            # bounds cannot reach the best so far is skipped. The pair chosen is the same as
            # comparing every candidate in order: the highest ratio, the first of equals.
            matcher = difflib.SequenceMatcher(None, b=osr[i]["q"] + " || " + osr[i]["a"], autojunk=False)
            for j in sorted(range(j1, j2), key=lambda j: (abs((j - j1) - (i - i1)), j)):
                if j in used:
                    continue
                matcher.set_seq1(ours[j]["q"] + " || " + ours[j]["a"])
                could_win = lambda bound: bound > best or (bound == best and best_j is not None and j < best_j)
                if best_j is not None and not (could_win(matcher.real_quick_ratio()) and could_win(matcher.quick_ratio())):
                    continue
                ratio = matcher.ratio()
                if ratio > best or (ratio == best and best_j is not None and j < best_j):
                    best, best_j = ratio, j
            if best_j is None or best < 0.5:
                pairs.append({"status": "only_osr", "osr": osr[i]})
                continue
            used.add(best_j)
            front_differs = osr[i]["q"] != ours[best_j]["q"]
            back_differs = osr[i]["a"] != ours[best_j]["a"]
            status = "both_differ" if front_differs and back_differs else (
                "front_differs" if front_differs else "back_differs")
            pairs.append({"status": status, "similarity": round(best, 3), "osr": osr[i], "ours": ours[best_j]})
        pairs += [{"status": "only_ours", "ours": ours[j]} for j in range(j1, j2) if j not in used]
    return pairs


def tag_deck_slug(tag: str) -> str:
    """Our deck page's slug for the cards OSR files under `tag` (`#flashcards/bio` →
    `flashcards-bio`: Sources/Markdown/Decks/OSR/TagDecks.swift)."""
    return deck_slug(" ".join(part for part in tag.lstrip("#").split("/") if part))


def read_page(page: Path, normalise: Normaliser) -> list[dict]:
    if not page.is_file():
        return []
    parser = DeckPage()
    parser.feed(page.read_text(encoding="utf-8"))
    return [{"q_html": c["q"], "a_html": c["a"], "q": normalise.ours(c["q"]), "a": normalise.ours(c["a"])}
            for c in parser.cards]


def compare_notes(oracle: dict, site_out: Path, normalise: Normaliser) -> tuple[list[dict], list[str]]:
    """Per note: OSR's cards, ours, and their pairs. Also the deck pages no note accounts for
    (a sign that the slug rules here have drifted from the site's).

    A note OSR reads has its cards filed in the decks its tags name, across notes, on our side as
    in the plugin: each tag deck's page is compared with OSR's cards for that deck, in the
    order of the notes' paths, then of their lines, and each pair is counted for the note its
    OSR card comes from (a card only we have, for the note of the OSR card before it). A note
    OSR does not read is one of the site's own decks, one page per file."""
    notes = {}
    order = []
    claimed = set()
    by_deck: dict[str, list[dict]] = {}
    for note in sorted(oracle["notes"], key=lambda n: n["file"]):
        order.append(note["file"])
        entry = {"file": note["file"], "slug": "", "page_found": True,
                 "selected_by_osr": note["selected"], "ignored_by_osr_setting": note["ignored_by"],
                 "selected_by_osr_unit_test_helper": note["selected_by_unit_test_helper"],
                 "osr_cards": 0, "our_cards": 0, "pairs": []}
        notes[note["file"]] = entry
        if not note["selected"]:
            slug = deck_slug(note["file"])
            claimed.add(slug)
            page = site_out / "decks" / slug / "index.html"
            ours = read_page(page, normalise)
            entry.update(slug=slug, page_found=page.is_file(), our_cards=len(ours), pairs=pair_cards([], ours))
            continue
        for question in note["questions"]:
            for tag in question.get("deck_tags") or []:
                for index, card in enumerate(question["cards"]):
                    by_deck.setdefault(tag_deck_slug(tag), []).append({
                        "file": note["file"], "type": question["type"], "line": question["line"] + 1,
                        "last_line": question["last_line"] + 1, "card_index": index, "text": question["text"],
                        "front_raw": card["front"], "back_raw": card["back"],
                        # OSR shows the front with its leading white space trimmed.
                        "q": normalise.osr(card["front"].lstrip()), "a": normalise.osr(card["back"]),
                    })
    for slug, osr in by_deck.items():
        claimed.add(slug)
        page = site_out / "decks" / slug / "index.html"
        ours = read_page(page, normalise)
        owner = osr[0]["file"]
        for pair in pair_cards(osr, ours):
            if "osr" in pair:
                owner = pair["osr"]["file"]
                notes[owner]["osr_cards"] += 1
            if "ours" in pair:
                notes[owner]["our_cards"] += 1
            entry = notes[owner]
            entry["pairs"].append(pair)
            entry["page_found"] = entry["page_found"] and page.is_file()
            entry["slug"] = ", ".join(sorted(set(filter(None, entry["slug"].split(", "))) | {slug}))
    pages = site_out / "decks"
    unclaimed = []
    if pages.is_dir():
        unclaimed = sorted(p.name for p in pages.iterdir() if p.is_dir() and p.name not in claimed)
    return [notes[file] for file in order], unclaimed


# ---- Categories of mismatches ----------------------------------------------------------------

# key: (what it is, what the README says about it)
CATEGORIES = {
    "note_not_selected": ("Note OSR does not read (no flashcard tag under Obsidian's rules, e.g. "
                          "`unk#flashcards`, or left out by its settings), read by us as a deck in the "
                          "site's own syntax",
                          "expected: a deck file without the tag keeps the site's syntax"),
    "no_page": ("Cards of a note OSR reads that has no deck page", "not expected"),
    "only_osr": ("Card only OSR finds", "not expected"),
    "only_ours": ("Card only the site finds", "not expected"),
    "alias_link": ("`[[target|alias]]` shown as `targetalias`", "a bug: the README promises the alias"),
    "cloze_display_math": ("`$$…$$` inside a cloze: OSR shows `$…$`, we keep `$$…$$`", "on purpose"),
    "image_embed": ("`![[image]]` embed: OSR has its text, we show the image",
                    "on purpose: an embedded image is shown"),
    "link_part": ("Link or embed with `#heading`/`#^block`: we show the note name only",
                  "on purpose: `[[wiki links]]` and `![[embeds]]` show their text"),
    "raw_html": ("Raw HTML in the card, omitted by us", "on purpose: raw HTML is omitted, except `<br>`"),
    "other": ("Other text difference", "unknown: look at the example"),
}
ALIAS_LINK = re.compile(r"\[\[([^\]|#]*)[^\]]*\|([^\]]*)\]\]")
IMAGE_EMBED = re.compile(r"!\[\[[^\]|#]*\.(?:%s)[|\]]" % "|".join(e[1:] for e in sorted(IMAGE_EXTENSIONS)), re.I)
HTML_TAG = re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(\s[^<>]*)?/?>")


def has_raw_html(markdown: str) -> bool:
    markdown = re.sub(r"<span style='color:[^']*'>", "", markdown).replace("</span>", "")
    markdown = re.sub(r"`[^`]*`", "", markdown)
    return bool(HTML_TAG.search(markdown))


def categorise(note: dict, pair: dict) -> str:
    status = pair["status"]
    if status == "only_ours":
        return "only_ours" if note["selected_by_osr"] else "note_not_selected"
    if status == "only_osr":
        return "only_osr" if note["page_found"] else "no_page"
    osr, ours = pair["osr"], pair["ours"]
    text = osr["text"]
    alias = ALIAS_LINK.search(text)
    if alias and alias.group(1) + alias.group(2) in ours["q"] + ours["a"]:
        return "alias_link"
    if osr["type"] == "Cloze" and re.search(r"==[^=]*\$\$[^=]*==", text):
        return "cloze_display_math"
    if IMAGE_EMBED.search(text) and "<img" in ours["q_html"] + ours["a_html"]:
        return "image_embed"
    if re.search(r"\[\[[^\]|]*#[^\]|]*\]\]", text):
        return "link_part"
    if has_raw_html(osr["front_raw"] + osr["back_raw"]):
        return "raw_html"
    return "other"


# ---- 4. The summary --------------------------------------------------------------------------


def excerpt(a: str, b: str, context: int = 40, limit: int = 160) -> tuple[str, str]:
    """The part of a and b around their first difference."""
    prefix = len(os.path.commonprefix([a, b]))
    suffix = len(os.path.commonprefix([a[prefix:][::-1], b[prefix:][::-1]]))
    start = max(0, prefix - context)

    def cut(s: str) -> str:
        end = min(len(s), max(len(s) - suffix + context, prefix + 1), start + limit)
        return ("…" if start > 0 else "") + s[start:end] + ("…" if end < len(s) else "")

    return cut(a), cut(b)


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")


def short(text: str, limit: int = 160) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def example_lines(note: dict, pair: dict) -> list[str]:
    osr, ours = pair.get("osr"), pair.get("ours")
    where = f"`{note['file']}`"
    if osr:
        where += f" line {osr['line']} ({osr['type']})"
    lines = [f"Example: {where}", "", "```text"]
    if osr and ours:
        for side, label in (("q", "front"), ("a", "back")):
            if osr[side] != ours[side]:
                a, b = excerpt(osr[side], ours[side])
                lines += [f"{label:5} OSR:  {a}", f"{'':5} site: {b}"]
    else:
        card, who = (osr, "OSR") if osr else (ours, "site")
        lines += [f"front {who}: {short(card['q'])}", f"back  {who}: {short(card['a'])}"]
    return lines + ["```"]


def summarise(vault: Path, commit: str | None, site: Path, oracle: dict, build: dict, copied: list[str],
              images: int, notes: list[dict], unclaimed: list[str]) -> tuple[str, dict]:
    statuses = Counter(p["status"] for n in notes for p in n["pairs"])
    osr_cards = sum(n["osr_cards"] for n in notes)
    our_cards = sum(n["our_cards"] for n in notes)
    matches = statuses["match"]
    categories: dict[str, list] = {}
    for note in notes:
        for pair in note["pairs"]:
            if pair["status"] != "match":
                key = categorise(note, pair)
                pair["category"] = key
                categories.setdefault(key, []).append((note, pair))
    differing_counts = [n for n in notes if n["osr_cards"] != n["our_cards"]]
    settings = oracle["settings"]

    out = [f"# OSR parser vs `site`: {vault.name}", ""]
    out.append(f"- Vault: `{vault}`" + (f" at commit `{commit}`" if commit else ""))
    out.append(f"- Site binary: `{site}`")
    if oracle["settings_source"] == "data.json":
        out.append(f"- OSR settings: the vault's data.json (separators `{settings['singleLineCardSeparator']}` "
                   f"`{settings['singleLineReversedCardSeparator']}` `{settings['multilineCardSeparator']}` "
                   f"`{settings['multilineReversedCardSeparator']}`, clozes {settings['clozePatterns']}, "
                   f"tags {settings['flashcardTags']})")
    else:
        out.append("- OSR settings: defaults (the vault has no data.json)")
    selected = sum(1 for n in oracle["notes"] if n["selected"])
    with_cards = sum(1 for n in notes if n["osr_cards"])
    out.append(f"- Notes: {len(copied)} copied (and {plural(images, 'image')}), {selected} selected by OSR "
               f"(Obsidian's tag rules), {with_cards} with OSR cards; card counts differ in "
               f"{len(differing_counts)} of {len(notes)} notes")
    for note in differing_counts[:5]:
        out.append(f"  - `{note['file']}`: OSR {note['osr_cards']}, site {note['our_cards']}"
                   + ("" if note["selected_by_osr"] else
                      f" (OSR leaves it out: {note['ignored_by_osr_setting'] or 'no flashcard tag'})"))
    share = f" ({100 * matches / osr_cards:.1f} % of OSR's)" if osr_cards else ""
    out.append(f"- Cards: OSR {osr_cards}, site {our_cards}; exact matches {matches}{share}")
    out.append(f"- Build: exit {build['exit']}, {plural(len(build['errors']), 'error')}, "
               f"{plural(len(build['warnings']), 'warning')}")
    for message in build["errors"][:5]:
        out.append(f"  - `{message}`")
    if unclaimed:
        out.append(f"- Deck pages no note accounts for (check deck_slug): {', '.join(unclaimed)}")
    out.append("")

    if not categories:
        out.append("No mismatches.")
    else:
        out += ["## Mismatches by category", "", "| Category | Cards | README |", "|---|---|---|"]
        for key in CATEGORIES:
            if key in categories:
                what, readme = CATEGORIES[key]
                out.append(f"| {what} | {len(categories[key])} | {readme} |")
        for key in CATEGORIES:
            if key in categories:
                note, pair = categories[key][0]
                out += ["", f"### {CATEGORIES[key][0]} ({len(categories[key])})", ""]
                out += example_lines(note, pair)

    figures = {
        "notes_copied": len(copied), "images_copied": images, "notes_selected_by_osr": selected,
        "notes_with_osr_cards": with_cards,
        "notes_with_different_counts": [n["file"] for n in differing_counts],
        "osr_cards": osr_cards, "our_cards": our_cards, "exact_matches": matches, "statuses": dict(statuses),
        "categories": {k: len(v) for k, v in categories.items()}, "unclaimed_deck_pages": unclaimed,
    }
    return "\n".join(out) + "\n", figures


# ---- Putting it together ---------------------------------------------------------------------


def vault_commit(vault: Path) -> str | None:
    if not (vault / ".git").exists():
        return None
    try:
        result = subprocess.run(["git", "-C", str(vault), "rev-parse", "HEAD"], capture_output=True, text=True)
    except OSError:
        return None
    if result.returncode != 0:
        return None
    return result.stdout.strip() or None


def compare(vault: Path, site: Path, workdir: Path, json_out: Path | None) -> str:
    try:
        import markdown_it
    except ImportError:
        raise HarnessError(
            "markdown-it-py is missing: `pip install markdown-it-py`, or put it on PYTHONPATH") from None
    content = workdir / "content"
    copied, images = copy_vault(vault, content)
    oracle = run_oracle(content, workdir / "oracle.json")
    build = run_site(site, workdir)
    notes, unclaimed = compare_notes(oracle, workdir / "out", Normaliser(oracle["settings"]["flashcardTags"]))
    commit = vault_commit(vault)
    summary, figures = summarise(vault, commit, site, oracle, build, copied, images, notes, unclaimed)
    if json_out:
        json_out.write_text(json.dumps({
            "vault": str(vault), "commit": commit, "site": str(site),
            "markdown_it_py": markdown_it.__version__, "osr_settings_source": oracle["settings_source"],
            "osr_settings": oracle["settings"], "build": build, "copied_notes": copied, "figures": figures,
            "notes": notes,
        }, indent=1, ensure_ascii=False), encoding="utf-8")
    return summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("vault", type=Path, help="an Obsidian vault (a folder of notes)")
    parser.add_argument("--site", type=Path, help="the site binary (default: $SITE_BIN, else .build/debug/site)")
    parser.add_argument("--json", type=Path, help="also write every card pair to this JSON file")
    parser.add_argument("--workdir", type=Path, help="work in this (new or empty) folder and keep it")
    args = parser.parse_args()

    site = (args.site or Path(os.environ.get("SITE_BIN") or REPO_ROOT / ".build" / "debug" / "site")).resolve()
    vault = args.vault.resolve()
    try:
        if not vault.is_dir():
            raise HarnessError(f"no vault folder at {vault}")
        if not (site.is_file() and os.access(site, os.X_OK)):
            raise HarnessError(
                f"no site binary at {site}: run `swift build` in {REPO_ROOT}, or pass --site or set SITE_BIN")
        if args.workdir:
            workdir = args.workdir.resolve()
            if workdir.exists() and any(workdir.iterdir()):
                raise HarnessError(f"--workdir {workdir} is not empty")
            workdir.mkdir(parents=True, exist_ok=True)
            summary = compare(vault, site, workdir, args.json)
        else:
            with tempfile.TemporaryDirectory(prefix="compare-vault-") as temporary:
                summary = compare(vault, site, Path(temporary), args.json)
    except HarnessError as error:
        print(f"compare_vault: {error}", file=sys.stderr)
        return 2
    print(summary, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
