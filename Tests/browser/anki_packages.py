"""Anki packages made by Anki itself, for the tests of `site import anki`.

The `anki` package from PyPI (Anki's own Rust backend, 26.9.3 in .build/venv) builds a collection
that uses every stock note type and two custom ones, awkward decks, tags, guids, media and field
HTML, answers some of its cards, and exports it in each package format Anki writes. It holds
* decks Languages::Deutsch::Ökonomie (notes all tagged "deutsch"), C++ (all tagged "cpp"),
  Emoji 🎉 (mixed tags, one note untagged) and Default, empty;
* a note of each stock type (Basic; Basic (and reversed card); Basic (optional reversed card),
  once with and once without "Add Reverse"; Basic (type in the answer); Cloze; Image Occlusion,
  made by the backend like Anki's editor) and of two custom ones, "Vocab" (two templates using
  {{#…}}, {{^…}}, hint: and type:) and "Cloze plus" ({{text:Extra}} on the back);
* field HTML of every kind a converter meets (see RICH_FRONT…CODE_BACK), media cell.png,
  hello.mp3 (as [sound:…]) and "ünïcode name.png", hierarchical tags (Anki::Tag, Geo::Europe),
  the guids AWKWARD_GUIDS, and 21 reviews in every deck (revlog types 0 and 1) at fixed times,
  then one answer in a filtered deck that does not reschedule (cramming: type 3, factor 0).

* Vocab has settings a card does not show (a LaTeX preamble, a field's font, a right-to-left
  field), which a round trip must keep.

* `make_collection(path)`          - the collection, at `path` (a .anki2 file);
* `export_apkg(col, out, legacy)`  - an Anki Deck Package (.apkg) of the whole collection, with
  scheduling and media: `legacy=True` is "Support older Anki versions" (a `collection.anki21`
  inside), `legacy=False` the current format (`collection.anki21b`, zstd, with `meta`);
* `export_colpkg(col, out, legacy)` - an Anki Collection Package (.colpkg); this closes `col`;
* `rendered_cards(col)`, `revlog(col)` - what a test compares an import with.

Run by hand, `python Tests/browser/anki_packages.py OUTDIR` writes every-type-legacy.apkg,
every-type.apkg and every-type.colpkg into OUTDIR (the collection itself in a temporary folder)
and prints a summary.
"""
import html
import re
import struct
import sys
import tempfile
import zlib
from pathlib import Path

from anki.collection import Collection, ExportAnkiPackageOptions
from anki.scheduler_pb2 import CardAnswer

DECKS = ("Languages::Deutsch::Ökonomie", "C++", "Emoji 🎉")  # and "Default", left empty
AWKWARD_GUIDS = ("wvsGH$$N?+", "a-->b::c")
# ms: the first answer (Nov 2023, so before the notes were made); each later one 90 s after the last.
ANSWERED_AT = 1_700_000_000_000


def tiny_png(rgb=(200, 30, 30)) -> bytes:
    """A valid 1x1 PNG of one colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00" + bytes(rgb)))
            + chunk(b"IEND", b""))


MEDIA = {
    "cell.png": tiny_png(),
    "ünïcode name.png": tiny_png((30, 30, 200)),
    "hello.mp3": b"ID3\x03\x00\x00\x00\x00\x00\x00" + b"\xff\xfb\x90\x00" * 8,  # looks like an mp3; never played
}

# Field HTML that a converter has to handle; each entry goes into one field below.
RICH_FRONT = "<div><b>Angebot</b> und <i>Nachfrage</i></div><div><u>Markt</u><br>Preis</div>"
RICH_BACK = ('<ol><li>supply</li><li>demand</li></ol>See <a href="https://example.org">example.org</a>'
             " for more:&nbsp;A &amp; B &lt; C")
TABLE = "<table><tr><th>Cell</th><th>Image</th></tr><tr><td>one</td><td><img src=\"cell.png\"></td></tr></table>"
MATH = r"Area: \(x^2\), integral: \[\int_0^1 x\,dx\], water is H<sub>2</sub>O, e = mc<sup>2</sup>"
HOSTILE = ('<script>alert(1)</script><span style="color:red" onclick="x()">red words</span>'
           # Emphasis Markdown would not close, twice in a row, a combining mark after a tag,
           # brackets that are no wiki link.
           " <b>end.</b>Next <b>ab</b><b>cd</b> <b>&#x0CA8;</b>&#x0CCD; a:<i>:b</i> df[[col_1, col_2]]")
CODE_FRONT = "What does <code>std::vector&lt;int&gt;</code> hold?"
CODE_BACK = "<pre>std::vector&lt;int&gt; v{1, 2};\nv.push_back(3);</pre><ul><li>ints</li><li>contiguous</li></ul>"


def add_vocab_type(col: Collection) -> dict:
    """The custom "Vocab" note type: fields Word, Meaning, Example, Audio; two templates."""
    models = col.models
    vocab = models.new("Vocab")
    for name in ("Word", "Meaning", "Example", "Audio"):
        models.add_field(vocab, models.new_field(name))
    recognise = models.new_template("Recognise")
    recognise["qfmt"] = "{{Word}}{{#Example}}<br><i>{{Example}}</i>{{/Example}}"
    recognise["afmt"] = "{{FrontSide}}<hr id=answer>{{Meaning}}<br>{{Audio}}"
    recall = models.new_template("Recall")
    recall["qfmt"] = "{{^Example}}No example{{/Example}}{{Meaning}}{{hint:Example}}"
    recall["afmt"] = "{{FrontSide}}<hr id=answer>{{Word}} {{type:Word}}"
    models.add_template(vocab, recognise)
    models.add_template(vocab, recall)
    vocab["css"] = ".card { font-family: serif; }"
    # Settings the site does not show, which a round trip must leave as they are.
    vocab["latexPre"] = vocab["latexPre"].replace("\\begin{document}", "\\usepackage{amssymb}\n\\begin{document}")
    vocab["flds"][0]["font"], vocab["flds"][0]["size"], vocab["flds"][1]["rtl"] = "Noto Serif", 28, True
    models.add(vocab)
    return models.by_name("Vocab")


def add_custom_cloze_type(col: Collection) -> dict:
    """A custom cloze note type "Cloze plus": fields Text, Extra."""
    models = col.models
    cloze = models.new("Cloze plus")
    cloze["type"] = 1  # MODEL_CLOZE
    for name in ("Text", "Extra"):
        models.add_field(cloze, models.new_field(name))
    template = models.new_template("Cloze")
    template["qfmt"] = "{{cloze:Text}}"
    template["afmt"] = "{{cloze:Text}}<hr id=answer>{{text:Extra}}"
    models.add_template(cloze, template)
    models.add(cloze)
    return models.by_name("Cloze plus")


def add(col: Collection, type_name: str, deck_id: int, fields: dict, tags=(), guid=None):
    """Adds a note of the note type `type_name` to the deck; `guid` (if given) replaces Anki's."""
    note = col.new_note(col.models.by_name(type_name))
    for name, value in fields.items():
        note[name] = value
    note.tags = list(tags)
    col.add_note(note, deck_id)
    if guid is not None:
        note.guid = guid
        col.update_note(note)
    return note


# The Image Occlusion note's masks: a rectangle that hides on the other card too ("hide all,
# guess one", oi=1) and an ellipse that hides only on its own.
OCCLUSIONS = ("{{c1::image-occlusion:rect:left=.1:top=.1:width=.3:height=.2:oi=1}}"
              "{{c2::image-occlusion:ellipse:left=.5:top=.5:rx=.1:ry=.05}}")


def add_image_occlusion(col: Collection, deck_id: int):
    """An Image Occlusion note with two masks (two cards), through the backend call Anki's editor
    uses: it copies the image file into the media folder and adds the note to the current deck."""
    col.decks.set_current(deck_id)
    col.add_image_occlusion_notetype()  # a no-op: a new 26.9 collection has the type already
    occlusions = OCCLUSIONS
    with tempfile.TemporaryDirectory() as folder:
        image = Path(folder) / "occlusion.png"
        image.write_bytes(tiny_png((30, 200, 30)))
        col.add_image_occlusion_note(notetype_id=col.models.id_for_name("Image Occlusion"), image_path=str(image),
                                     occlusions=occlusions, header="Parts of the <b>cell</b>",
                                     back_extra="Two masks", tags=["Anki::Tag", "emoji"])


def answer_cards(col: Collection, deck_id: int, ratings, answered_at: int) -> int:
    """Studies the deck (and its subdecks): answers whichever card the scheduler shows first (Anki
    refuses any other) once per rating in `ratings`, 90 s apart from `answered_at` (ms), taking
    3 s, 4 s, 5 s, …; a card answered Again or Hard comes back while still learning. Returns the
    time of the next answer."""
    col.decks.set_current(deck_id)
    for number, rating in enumerate(ratings):
        queued = col.sched.get_queued_cards(fetch_limit=1).cards[0]
        states = queued.states
        new_state = {CardAnswer.AGAIN: states.again, CardAnswer.HARD: states.hard,
                     CardAnswer.GOOD: states.good, CardAnswer.EASY: states.easy}[rating]
        col.sched.answer_card(CardAnswer(card_id=queued.card.id, current_state=states.current, new_state=new_state,
                                         rating=rating, answered_at_millis=answered_at,
                                         milliseconds_taken=3_000 + 1_000 * number))
        answered_at += 90_000
    return answered_at


def make_collection(path, fsrs: bool = False) -> Collection:
    """A new collection at `path` holding the notes described in the module's docstring; with
    `fsrs`, FSRS (instead of SM-2) schedules the answers."""
    col = Collection(str(path))
    col.set_config("fsrs", fsrs)
    deutsch, cpp, emoji = (col.decks.id(name) for name in DECKS)
    names = {name: col.media.write_data(name, data) for name, data in MEDIA.items()}
    add_vocab_type(col)
    add_custom_cloze_type(col)
    # Languages::Deutsch::Ökonomie - every note is tagged "deutsch".
    add(col, "Basic", deutsch, {"Front": RICH_FRONT, "Back": RICH_BACK}, ["deutsch", "Geo::Europe"],
        guid=AWKWARD_GUIDS[0])
    add(col, "Vocab", deutsch, {"Word": "die Wirtschaft", "Meaning": "the economy",
                                "Example": f'Die Wirtschaft wächst. <img src="{names["ünïcode name.png"]}">',
                                "Audio": "[sound:hello.mp3]"}, ["deutsch", "Anki::Tag"])
    add(col, "Vocab", deutsch, {"Word": "der Preis", "Meaning": "the price", "Example": "", "Audio": ""},
        ["deutsch"], guid=AWKWARD_GUIDS[1])
    add(col, "Basic (and reversed card)", deutsch, {"Front": "Markt", "Back": TABLE}, ["deutsch", "Geo::Europe"])
    # C++ - every note is tagged "cpp".
    add(col, "Basic", cpp, {"Front": CODE_FRONT, "Back": CODE_BACK}, ["cpp"])
    add(col, "Basic (type in the answer)", cpp, {"Front": "Keyword for a constant?", "Back": "const"}, ["cpp"])
    add(col, "Cloze plus", cpp, {"Text": "Print with {{c1::printf}} or {{c2::puts()::a function}}.",
                                 "Extra": "Both are <b>streams</b> &amp; formatters"}, ["cpp"])
    # Emoji 🎉 - mixed tags, and one note with none.
    add(col, "Basic (optional reversed card)", emoji,
        {"Front": "Formulas 🎉", "Back": MATH, "Add Reverse": "y"}, ["emoji"])
    add(col, "Basic (optional reversed card)", emoji,
        {"Front": "Is this red?", "Back": HOSTILE, "Add Reverse": ""}, [])
    add(col, "Cloze", emoji,
        {"Text": "{{c1::Canberra::city}} is the capital of {{c2::Australia}}; {{c2::Australia}} is big.",
         "Back Extra": f'Flag: <img src="{names["cell.png"]}">'}, ["Geo::Australia", "emoji"])
    add_image_occlusion(col, emoji)
    # Review history, in every deck: learning steps (revlog type 0); then a learnt card made due
    # today (straight in the card, as set_due_date would log a type 4 row at the real time) and
    # reviewed (type 1).
    again, hard, good, easy = CardAnswer.AGAIN, CardAnswer.HARD, CardAnswer.GOOD, CardAnswer.EASY
    at = answer_cards(col, deutsch, [again, good, good, hard, easy, good, good], ANSWERED_AT)
    at = answer_cards(col, cpp, [good, again, easy, good, good], at)
    at = answer_cards(col, emoji, [again, hard, good, again, good, easy, good, good], at)
    learnt = col.get_card(col.find_cards('"deck:C++" is:review')[0])
    learnt.due = col.sched.today
    col.update_card(learnt)
    at = answer_cards(col, cpp, [hard], at)
    # Cramming: a filtered deck that does not reschedule logs its answers as type 3 with factor
    # 0, which Anki's FSRS leaves out of a card's history.
    cram = col.decks.new_filtered("Cram")
    options = col.decks.get(cram)
    options["resched"], options["terms"] = False, [["deck:C++", 100, 0]]
    col.decks.save(options)
    col.sched.rebuild_filtered_deck(cram)
    answer_cards(col, cram, [good], at)
    col.sched.empty_filtered_deck(cram)
    col.decks.remove([cram])
    col.decks.set_current(col.decks.id("Default"))
    return col


def export_apkg(col: Collection, out_path, legacy: bool) -> int:
    """Exports the whole collection as an .apkg with scheduling and media; returns the note count."""
    options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=True,
                                       legacy=legacy)
    return col.export_anki_package(out_path=str(out_path), options=options, limit=None)  # None: whole collection


def export_colpkg(col: Collection, out_path, legacy: bool) -> None:
    """Exports the whole collection (with media) as a .colpkg. Anki closes `col` to do so."""
    col.export_collection_package(str(out_path), include_media=True, legacy=legacy)


# --- what a test compares with --------------------------------------------------------------

BLOCK_TAGS = r"br|div|p|li|ul|ol|tr|td|th|table|pre|hr|h[1-6]|blockquote"


def visible_text(markup: str) -> str:
    """Plain text of rendered card HTML, roughly as a browser shows it:
    1. drops <style>…</style> and <script>…</script> with their content;
    2. drops Anki's placeholders `[anki:play:q:0]` (a sound button) and `[[type:Back]]` (an
       answer box);
    3. replaces each tag of BLOCK_TAGS (<br>, <div>, <li>, <td>, …) with a space and drops every
       other tag (so `<b>a</b>b` is `ab`); attributes such as an <img>'s src vanish with the tag;
    4. unescapes entities (&nbsp; becomes U+00A0) and collapses every run of whitespace
       (U+00A0 included) into one space, trimming both ends.
    It does not apply CSS: text in a display:none element (the field behind a {{hint:…}} link)
    stays in, and MathJax source such as \\(x^2\\) stays as written."""
    text = re.sub(r"<(style|script)\b.*?</\1\s*>", " ", markup, flags=re.S | re.I)
    text = re.sub(r"\[anki:play:[qa]:\d+\]|\[\[type:[^\]]*\]\]", " ", text)
    text = re.sub(rf"</?(?:{BLOCK_TAGS})\b[^>]*>", " ", text, flags=re.I)
    text = re.sub(r"<[^>]*>", "", text)
    return re.sub(r"\s+", " ", html.unescape(text)).strip()


def rendered_cards(col: Collection) -> list:
    """Every card rendered by Anki, ordered by (deck name, note id, card ord), as dicts:
    deck (full name with ::), guid, ord, note_type, tags (sorted), question_html/answer_html
    (card.question() / card.answer(), with Anki's <style>; on the answer, each [[type:Field]] box
    is replaced by the field's content, as Anki's reviewer shows the expected answer there),
    question_text, answer_text (the whole answer, front side included) and answer_back_text (only
    what follows `<hr id=answer>`, "" when the answer has none, as stock Cloze and Image Occlusion
    answers): texts as `visible_text` makes them."""
    cards = []
    for card_id in col.find_cards(""):
        card = col.get_card(card_id)
        note = card.note()
        question, answer = card.question(), card.answer()
        answer = re.sub(r"\[\[type:([^\]]*)\]\]", lambda m: note[m[1]] if m[1] in note else m[0], answer)
        back = re.split(r"<hr id=\"?answer\"?\s*/?>", answer, maxsplit=1)
        cards.append({"deck": col.decks.name(card.did), "note_id": note.id, "guid": note.guid, "ord": card.ord,
                      "note_type": note.note_type()["name"], "tags": sorted(note.tags),
                      "question_html": question, "answer_html": answer,
                      "question_text": visible_text(question), "answer_text": visible_text(answer),
                      "answer_back_text": visible_text(back[1]) if len(back) == 2 else ""})
    return sorted(cards, key=lambda card: (card["deck"], card["note_id"], card["ord"]))


def revlog(col: Collection) -> list:
    """Every review, oldest first: the card's note guid, ord and deck; id (ms since 1970, the
    answer's time), ease (1-4), time (ms taken), type (0 learn, 1 review, 2 relearn, 3 filtered,
    4 manual, 5 rescheduled) and factor (the ease factor set, 0 for a cramming answer)."""
    rows = col.db.all("select r.id, r.ease, r.time, r.type, r.factor, n.guid, c.ord, c.did from revlog r "
                      "join cards c on c.id = r.cid join notes n on n.id = c.nid order by r.id")
    return [{"guid": guid, "ord": ord_, "deck": col.decks.name(did), "id": id_, "ease": ease, "time": time,
             "type": kind, "factor": factor} for id_, ease, time, kind, factor, guid, ord_, did in rows]


def main(out_dir: str) -> None:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        col = make_collection(Path(folder) / "collection.anki2")
        cards, reviews = rendered_cards(col), revlog(col)
        print("decks:", [deck.name for deck in col.decks.all_names_and_ids()])
        print("note types:", [model.name for model in col.models.all_names_and_ids()])
        print(f"notes: {col.note_count()}, cards: {col.card_count()}, revlog rows: {len(reviews)}")
        print("media:", sorted(path.name for path in Path(col.media.dir()).iterdir()))
        export_apkg(col, out / "every-type-legacy.apkg", legacy=True)
        export_apkg(col, out / "every-type.apkg", legacy=False)
        export_colpkg(col, out / "every-type.colpkg", legacy=False)  # closes the collection
    for card in cards:
        print(f"{card['deck']} | {card['note_type']} #{card['ord']} | {card['guid']} | {card['tags']}\n"
              f"    Q: {card['question_text']}\n    A: {card['answer_back_text']}")
    for review in reviews:
        print(review)
    print("wrote", *sorted(path.name for path in out.iterdir()))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(f"usage: {sys.argv[0]} OUTDIR")
    main(sys.argv[1])
