#!/usr/bin/env python3
"""Seeded benchmark corpora: the same content for `site build`, for Hugo and for the cmark floor.

    python3 Benchmarks/generate.py --out DIR [--seed 42] CORPUS...

CORPUS is one of the named corpora (movies-1k, movies-10k, movies-100k, decks-200x50, deck-10k,
contacts-10k, titles-10k, vault-1k) or any name of the same shapes: movies-<N>, titles-<N>,
decks-<D>x<C>, deck-<N>, contacts-<N>, vault-<N>, where a number may end in k (thousands). A vault
corpus is an Obsidian vault of notes with the Obsidian Spaced Repetition plugin's cards. A titles corpus is a movies
corpus whose titles mix accented words in ("Amélie", "Über") and whose list is sorted by title,
so both tools sort with their collator. For each corpus it writes

    DIR/<corpus>/site/Content/...        the `site` content folder (index.md + one collection)
    DIR/<corpus>/hugo/...                an equivalent Hugo site (hugo.toml, content/, layouts/)
    DIR/<corpus>/floor/manifest.tsv      "<body file>\t<output file>" per page, for floor.c
    DIR/<corpus>/floor/bodies/*.md       each page's Markdown body, alone
    DIR/<corpus>/expected.json           how many pages of each kind every tool must write

Python 3 standard library only. The same seed and corpus name give byte-identical files.
"""

import argparse
import json
import math
import os
import random
import re
import sys
import unicodedata

SITE_TITLE = "Benchmark"
PAGE_SIZE = 20

WORDS = (
    "apple river stone cloud swift deck card answer question ocean forest light shadow number "
    "harbor silver morning winter garden letter window mountain valley thunder candle mirror "
    "engine signal market island bridge lantern meadow circle paper velvet echo summer orbit "
    "compass marble needle anchor feather canyon desert glacier harvest journey kingdom ladder "
    "machine notebook palace quarter rocket saddle temple umbrella village whistle yellow zenith "
    "about across after again against almost always among another around because before behind "
    "between beyond during every inside little never nothing often other perhaps quite rather "
    "since something through together toward under until upon while within without young"
).split()

TITLE_WORDS = (
    "Silent Harbor Crimson Winter Distant Garden Broken Letter Hidden Window Golden Mountain "
    "Lost Valley Falling Thunder Burning Candle Shattered Mirror Iron Engine Last Signal Night "
    "Market Lonely Island Old Bridge Paper Lantern Wild Meadow Inner Circle Velvet Echo Endless "
    "Summer Dark Orbit True Compass Marble Needle Rusty Anchor White Feather Deep Canyon Red "
    "Desert Blue Glacier Late Harvest Long Journey Fallen Kingdom Rope Ladder Secret Machine "
    "Black Notebook Glass Palace French Quarter Small Rocket Empty Saddle Stone Temple Yellow "
    "Umbrella Quiet Village Midnight Whistle Northern Zenith Seventh Morning Second Chance"
).split()

GENRES = ["Action", "Adventure", "Animation", "Comedy", "Crime", "Documentary", "Drama", "Family",
          "Fantasy", "History", "Horror", "Music", "Mystery", "Romance", "Science fiction",
          "Thriller", "War", "Western"]

# The languages the generator uses, with the English names `site` shows (Foundation's names).
LANGUAGES = {"en": "English", "fr": "French", "ja": "Japanese", "de": "German", "es": "Spanish",
             "it": "Italian", "ko": "Korean", "sv": "Swedish", "hi": "Hindi", "pt": "Portuguese"}

FIRST_NAMES = (
    "Ada Alan Alice Amara Anna Arjun Astrid Beatrice Bruno Camille Carlos Chen Clara Daniel Diego "
    "Dmitri Elena Elias Emma Farah Felix Fiona George Grace Hana Hugo Ibrahim Ines Isaac Ivy Jakob "
    "James Jana Jonas Julia Kai Karin Kenji Lara Leila Leo Lina Lucas Maya Marco Maria Mateo Mei "
    "Mila Nadia Naomi Nina Noah Olga Omar Oscar Paula Pedro Priya Quentin Rafael Rosa Ruth Sami "
    "Sara Sofia Stefan Tariq Theo Tomas Una Uma Vera Victor Wanda Wei Xavier Yara Yusuf Zoe Zora"
).split()
SURNAME_HEADS = (
    "Ash Bel Bran Car Dal Dun El Far Fen Gar Hal Har Hol Ing Kel Kim Lan Lind Mar Mor Nor Ol Pem "
    "Quin Ral Ros Sal Sel Stan Tal Thorn Ul Van Wal Wes Win Yar Zel Ab Ot"
).split()
SURNAME_TAILS = (
    "ford ton wick man ley son berg field worth mere dale stone brook croft hurst ridge shaw "
    "well more low by ing ett ard ino ova ez ski sen holm"
).split()
COMPANIES = ["Analytical Engine Society", "Northwind Traders", "Acme Rockets", "Blue Harbor Labs",
             "Institut du Radium", "Globex", "Initech", "Umbrella Works", "Stark Studio",
             "Wayne Foundation"]
JOB_TITLES = ["Engineer", "Physicist", "Designer", "Librarian", "Pilot", "Composer", "Editor",
              "Teacher", "Surgeon", "Architect"]
TAGS = ["family", "work", "school", "music", "physics", "chess", "running", "books", "travel",
        "neighbours"]
CITIES = ["London SW1Y 4JH, United Kingdom", "75009 Paris, France", "10115 Berlin, Germany",
          "Tokyo 100-0001, Japan", "Toronto ON M5V 2T6, Canada", "08001 Barcelona, Spain"]


# ---------------------------------------------------------------------------------------------
# Text


def sentence(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n))


def paragraph(rng, n, link_id):
    """About n words of prose with *emphasis*, `code` and a link."""
    a = max(3, n // 3)
    b = max(3, n - a - 6)
    first = sentence(rng, a)
    return (f"{first[0].upper()}{first[1:]} *{rng.choice(WORDS)} {rng.choice(WORDS)}* "
            f"{sentence(rng, b)} with `{rng.choice(WORDS)}()` and a "
            f"[{rng.choice(WORDS)} link](https://example.org/{link_id}).")


def slugify(text):
    """The slug `site` derives from a title or name of Latin letters: accents dropped (they all
    decompose here), lower case, words joined by '-'."""
    folded = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")


def q(value):
    """A YAML scalar: JSON strings are valid YAML and quote everything safely."""
    return json.dumps(value, ensure_ascii=False)


def front_matter(pairs):
    lines = ["---"]
    for key, value in pairs:
        if isinstance(value, list):
            lines.append(f"{key}: [{', '.join(q(v) for v in value)}]")
        elif isinstance(value, dict):
            lines.append(f"{key}:")
            for k, v in value.items():
                lines.append(f"  {k}: {v}")
        elif isinstance(value, str):
            lines.append(f"{key}: {q(value)}")
        else:
            lines.append(f"{key}: {value}")
    lines.append("---")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# Output helpers


class Corpus:
    def __init__(self, root, name, split_list):
        self.root = os.path.join(root, name)
        self.name = name
        self.split_list = split_list
        self.site = os.path.join(self.root, "site", "Content")
        self.hugo = os.path.join(self.root, "hugo")
        self.floor = os.path.join(self.root, "floor")
        self.manifest = []
        for d in (self.site, os.path.join(self.hugo, "content"), os.path.join(self.floor, "bodies")):
            os.makedirs(d, exist_ok=True)

    def write(self, path, text):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)

    def site_file(self, rel, text):
        self.write(os.path.join(self.site, rel), text)

    def hugo_file(self, rel, text):
        self.write(os.path.join(self.hugo, rel), text)

    def floor_body(self, markdown, output_name):
        rel = f"bodies/{len(self.manifest):06d}.md"
        self.write(os.path.join(self.floor, rel), markdown)
        self.manifest.append(f"{rel}\t{output_name}")

    def finish(self, expected):
        self.site_file("index.md", front_matter([("title", SITE_TITLE), ("language", "en")])
                       + "\nA generated site for the build benchmark.\n")
        self.hugo_file("content/_index.md", front_matter([("title", SITE_TITLE)])
                       + "\nA generated site for the build benchmark.\n")
        self.hugo_file("hugo.toml", HUGO_CONFIG)
        layouts = dict(HUGO_LAYOUTS)
        layouts["movies/single.html"] = HUGO_MOVIE_SINGLE.replace("@SPLIT_LIST@", HUGO_SPLIT_LIST[self.split_list])
        for rel, text in layouts.items():
            self.hugo_file(os.path.join("layouts", rel), text)
        self.write(os.path.join(self.floor, "manifest.tsv"), "\n".join(self.manifest) + "\n")
        expected["corpus"] = self.name
        expected["split_list"] = self.split_list
        expected["floor_pages"] = len(self.manifest)
        self.write(os.path.join(self.root, "expected.json"), json.dumps(expected, indent=2) + "\n")


# ---------------------------------------------------------------------------------------------
# Movies


# Title words with accents that decompose (so every tool drops them from slugs alike), none of
# which folds to another word of the lists: the titles corpora mix them in.
ACCENTED_TITLE_WORDS = (
    "Amélie Über Çava Élan Zoë Ñandú Århus Öl Crème Brûlée Fête Noël Déjà Mañana Façade "
    "Jalapeño Piñata Smörgåsbord Köln Müller Dvořák Šárka Čaj Żubr Göteborg Île Château Côte "
    "Forêt Rêve Ängel Éclair Ómega Úrsula Àngel Ève Ölfus Ümit"
).split()


def unique_titles(rng, n, words=TITLE_WORDS):
    seen, titles = set(), []
    while len(titles) < n:
        base = " ".join(rng.choice(words) for _ in range(rng.choice((2, 2, 3))))
        title, k = base, 2
        while slugify(title) in seen or slugify(title) == "page":
            title, k = f"{base} {k}", k + 1
        seen.add(slugify(title))
        titles.append(title)
    return titles


def person(rng):
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAME_HEADS)}{rng.choice(SURNAME_TAILS)}"


def gen_movies(corpus, rng, n, by_title=False):
    catalog = corpus.name
    title = f"Movies {corpus.name.split('-', 1)[1]}"
    intro = ("Generated movies for the build benchmark, by title." if by_title
             else "Generated movies for the build benchmark, most popular first.")
    titles = unique_titles(rng, n, TITLE_WORDS + ACCENTED_TITLE_WORDS if by_title else TITLE_WORDS)
    sort = "title" if by_title else "popularity"
    # Distinct popularities, so the order never depends on how a tool breaks ties.
    popularities = rng.sample(range(1, n * 10 + 1), n)
    site = [front_matter([("title", title), ("page_size", PAGE_SIZE), ("sort", sort)]),
            "", intro, ""]
    for i, movie_title in enumerate(titles):
        slug = slugify(movie_title)
        released = f"{rng.randint(1950, 2026)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        if released > "2026-10-31":
            released = "2026-10-31"
        popularity = popularities[i] / 10
        rating = rng.randint(10, 95) / 10
        runtime = rng.randint(75, 200)
        genres = rng.sample(GENRES, rng.choice((1, 2, 3)))
        language = rng.choice(list(LANGUAGES))
        director = person(rng)
        cast = [person(rng) for _ in range(rng.randint(2, 4))]
        trailer = f"https://example.org/trailers/{slug}"
        overview = "\n\n".join(paragraph(rng, rng.randint(30, 45), f"{slug}/{p}") for p in range(3)) + "\n"
        site += [f"## {movie_title}", "",
                 f"- Released: {released}",
                 f"- Popularity: {popularity}",
                 f"- Rating: {rating}",
                 f"- Runtime: {runtime}",
                 f"- Genres: {', '.join(genres)}",
                 f"- Language: {language}",
                 f"- Director: {director}",
                 f"- Cast: {', '.join(cast)}",
                 f"- Trailer: {trailer}",
                 "", overview]
        corpus.hugo_file(f"content/movies/{catalog}/{slug}.md", front_matter([
            ("title", movie_title), ("released", released), ("popularity", popularity),
            ("rating", rating), ("runtime", runtime), ("genres", genres), ("language", language),
            ("director", director), ("cast", cast), ("trailer", trailer)]) + "\n" + overview)
        corpus.floor_body(overview, f"{slug}.html")
    corpus.site_file(f"movies/{catalog}.md", "\n".join(site))
    corpus.hugo_file("content/movies/_index.md", front_matter([("title", "Movies"), ("_build", {"render": "never"})]))
    corpus.hugo_file(f"content/movies/{catalog}/_index.md", front_matter([
        ("title", title), ("page_size", PAGE_SIZE), ("sort", sort)]) + "\n" + intro + "\n")
    return {"kind": "movies", "section": f"movies/{catalog}", "detail_pages": n,
            "list_pages": math.ceil(n / PAGE_SIZE)}


# ---------------------------------------------------------------------------------------------
# Decks


def deck_markdown(rng, title, cards):
    body = [f"# {title}\n\nA generated deck for the benchmark.\n"]
    for c in range(cards):
        question = " ".join(rng.choice(WORDS) for _ in range(6))
        answer = " ".join(rng.choice(WORDS) for _ in range(25))
        body.append(f"## {question} {c}?\n\n{answer}, with *emphasis*, `code` and a "
                    f"[link](https://example.org/{c}).\n\n- one\n- two\n")
    return "\n".join(body)


def gen_decks(corpus, rng, decks, cards, names):
    for d in range(decks):
        slug = names(d)
        title = f"Deck {d}" if decks > 1 else f"Deck {corpus.name.split('-', 1)[1]}"
        text = deck_markdown(rng, title, cards)
        corpus.site_file(f"decks/{slug}.md", text)
        corpus.hugo_file(f"content/decks/{slug}.md",
                         front_matter([("title", title), ("cards", cards)]) + text)
        corpus.floor_body(text, f"{slug}.html")
    # The site writes a page for the decks/ folder that lists its decks (issue 11): so does Hugo.
    corpus.hugo_file("content/decks/_index.md", front_matter([("title", "Decks")]))
    return {"kind": "decks", "section": "decks", "detail_pages": decks, "list_pages": 1,
            "cards": decks * cards}


# ---------------------------------------------------------------------------------------------
# An Obsidian vault


VAULT_DECKS = 40


def gen_vault(corpus, rng, n):
    """An Obsidian vault of `n` notes the Obsidian Spaced Repetition plugin reads, in 48 folders:
    each note tagged `#flashcards/tK` (40 decks), with three paragraphs of prose and wiki links
    (one in five ending in a block id) and five cards of the plugin's kinds: `Q::A` with a
    linked alias, a multi-line `?` card with a scheduling comment, a cloze, and, one card in
    five, an embed of another note's section. The site reads it as the vault it is (the content
    folder has no `decks/`); Hugo renders each note as a page; the floor renders each note."""
    folders = [f"Topic {i}/Sub {j}" for i in range(12) for j in range(4)]
    names = [f"Note {i} {rng.choice(WORDS)}" for i in range(n)]
    for i, name in enumerate(names):
        folder = folders[i % len(folders)]
        lines = [f"# {name}", "", f"## Part {i}", ""]
        for p in range(3):
            links = " ".join(f"[[{rng.choice(names)}]]" for _ in range(3))
            block = f" ^b{i}x{p}" if rng.random() < 0.2 else ""
            lines += [f"{sentence(rng, 20)} {links} {sentence(rng, 5)}{block}", ""]
        for c in range(5):
            kind = rng.random()
            if kind < 0.4:
                lines.append(f"{sentence(rng, 6)}?::{sentence(rng, 4)} [[{rng.choice(names)}|alias]]")
            elif kind < 0.6:
                lines += [sentence(rng, 5), "?", sentence(rng, 8), f"- {sentence(rng, 3)}",
                          f"<!--SR:!2026-0{1 + c % 9}-1{c},{3 + c},250-->"]
            elif kind < 0.8:
                lines.append(f"{sentence(rng, 4)} =={sentence(rng, 2)}== {sentence(rng, 3)} =={rng.choice(WORDS)};;hint==")
            else:
                j = (i + 1 + rng.randrange(n - 1)) % n if n > 1 else i  # another note than this one
                lines.append(f"What does part {j} say?::![[{names[j]}#Part {j}]]")
            lines.append("")
        text = "\n".join(lines)
        corpus.site_file(f"{folder}/{name}.md",
                         front_matter([("tags", [f"flashcards/t{i % VAULT_DECKS}"]), ("aliases", [f"A{i}"])]) + text)
        corpus.hugo_file(f"content/notes/{slugify(folder)}/{slugify(name)}.md", front_matter([("title", name)]) + text)
        corpus.floor_body(text, f"{slugify(name)}.html")
    return {"kind": "vault", "section": "decks", "detail_pages": min(n, VAULT_DECKS), "list_pages": 1,
            "notes": n, "cards": 5 * n}


# ---------------------------------------------------------------------------------------------
# Contacts


def gen_contacts(corpus, rng, n):
    book = "people"
    title = f"People {corpus.name.split('-', 1)[1]}"
    intro = "A generated address book for the build benchmark."
    surnames = [h + t for h in SURNAME_HEADS for t in SURNAME_TAILS]
    if n > len(FIRST_NAMES) * len(surnames):
        sys.exit(f"generate.py: at most {len(FIRST_NAMES) * len(surnames)} contacts")
    pairs = rng.sample(range(len(FIRST_NAMES) * len(surnames)), n)
    site = [front_matter([("title", title)]), "", intro, ""]
    for k in pairs:
        first, last = FIRST_NAMES[k % len(FIRST_NAMES)], surnames[k // len(FIRST_NAMES)]
        name = f"{first} {last}"
        slug = slugify(name)
        emails = [f"{first.lower()}.{last.lower()}@example.org"]
        if rng.random() < 0.4:
            emails.append(f"{first[0].lower()}{last.lower()}@work.example.com")
        phones = [f"+44 20 7946 {rng.randint(0, 9999):04d}"]
        if rng.random() < 0.3:
            phones.append(f"+33 6 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}")
        fields = {"address": f"{rng.randint(1, 200)} {rng.choice(TITLE_WORDS)} Street, {rng.choice(CITIES)}"
                  if rng.random() < 0.5 else None,
                  "birthday": f"{rng.randint(1930, 2010)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
                  if rng.random() < 0.7 else None,
                  "company": rng.choice(COMPANIES) if rng.random() < 0.5 else None,
                  "title": rng.choice(JOB_TITLES) if rng.random() < 0.5 else None,
                  "website": f"https://example.org/~{slug}" if rng.random() < 0.3 else None}
        tags = rng.sample(TAGS, rng.randint(1, 3))
        notes = "\n\n".join(paragraph(rng, rng.randint(12, 25), f"notes/{slug}/{p}")
                            for p in range(rng.choice((1, 2)))) + "\n"
        site += [f"## {name}", ""]
        site += [f"- Email: {e}" for e in emails]
        site += [f"- Phone: {p}" for p in phones]
        for key, label in (("address", "Address"), ("birthday", "Birthday"), ("company", "Company"),
                           ("title", "Title"), ("website", "Website")):
            if fields[key]:
                site.append(f"- {label}: {fields[key]}")
        site += [f"- Tags: {', '.join(tags)}", "", notes]
        matter = [("title", name), ("first", first), ("last", last),
                  # What `site` computes itself: the collation key (last name, then first name)
                  # and the letter group; ASCII names make a lower-cased string a faithful key.
                  ("sortkey", f"{last} {first}".lower()), ("letter", last[0].upper()),
                  ("emails", emails), ("phones", phones)]
        # `title` is the page's title in Hugo, so the job title is `jobtitle` there.
        matter += [("jobtitle" if k == "title" else k, v) for k, v in fields.items() if v]
        matter.append(("tags", tags))
        corpus.hugo_file(f"content/contacts/{book}/{slug}.md", front_matter(matter) + "\n" + notes)
        corpus.floor_body(notes, f"{slug}.html")
    corpus.site_file(f"contacts/{book}.md", "\n".join(site))
    corpus.hugo_file("content/contacts/_index.md", front_matter([("title", "Contacts"), ("_build", {"render": "never"})]))
    corpus.hugo_file(f"content/contacts/{book}/_index.md", front_matter([
        ("title", title), ("outputs", ["html", "vcard"]),
        ("cascade", {"outputs": "[html, vcard]"})]) + "\n" + intro + "\n")
    return {"kind": "contacts", "section": f"contacts/{book}", "detail_pages": n, "list_pages": 1}


# ---------------------------------------------------------------------------------------------
# Hugo site: configuration and layouts

HUGO_CONFIG = f"""\
baseURL = "https://example.org/"
title = "{SITE_TITLE}"
languageCode = "en"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT"]
paginate = {PAGE_SIZE}
enableRobotsTXT = false

[mediaTypes."text/vcard"]
suffixes = ["vcf"]

[outputFormats.vcard]
mediaType = "text/vcard"
baseName = "contact"
isPlainText = true
notAlternative = true

# CommonMark, as cmark renders it: no extensions, raw HTML omitted, no heading IDs.
[markup.goldmark.renderer]
unsafe = false
[markup.goldmark.parser]
autoHeadingID = false
[markup.goldmark.extensions]
definitionList = false
footnote = false
linkify = false
strikethrough = false
table = false
taskList = false
typographer = false
"""

HUGO_BASEOF = """\
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ if not .IsHome }}{{ .Title }} · {{ end }}{{ .Site.Title }}</title>
{{ block "head" . }}{{ end }}
<link rel="stylesheet" href="/assets/site.css">
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
<a class="site-title" href="/">{{ .Site.Title }}</a>
<nav aria-label="Site">
<ul>
<li><a href="/">Home</a></li>
{{ range .Site.Sections }}{{ if ne .Section "decks" }}{{ range .Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
{{ end }}{{ end }}{{ end }}</ul>
</nav>
</header>
<main id="main" tabindex="-1">
{{ block "main" . }}{{ end }}
</main>
<footer class="site-footer">
<p>Works offline: save this site, or open it from disk.</p>
</footer>
</body>
</html>
"""

HUGO_HOME = """\
{{ define "main" }}
<div class="prose intro">{{ .Content }}</div>
{{ with where .Site.RegularPages "Section" "decks" }}
<h2>Decks</h2>
<ul class="deck-list">
{{ range . }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> <span class="meta">{{ .Params.cards }} cards</span></li>
{{ end }}</ul>
{{ end }}
{{ range .Site.Sections }}{{ range .Sections }}
<h2><a href="{{ .RelPermalink }}">{{ .Title }}</a></h2>
<p class="meta">{{ len .Pages }} {{ .Parent.Section }}</p>
{{ end }}{{ end }}
{{ end }}
"""

HUGO_404 = """\
{{ define "main" }}
<h1>Page not found</h1>
<p><a href="/">Go to the home page</a></p>
{{ end }}
"""

HUGO_RUNTIME = """\
{{ $h := div . 60 }}{{ $m := mod . 60 }}
{{ $text := printf "%d h %d min" $h $m }}
{{ if eq $h 0 }}{{ $text = printf "%d min" $m }}{{ else if eq $m 0 }}{{ $text = printf "%d h" $h }}{{ end }}
{{ return $text }}
"""

HUGO_SUMMARY = """\
{{ $released := time .Params.released }}
{{ return (printf "%s · %s · %.1f/10" ($released.Format "2006") (partial "runtime.html" .Params.runtime) .Params.rating) }}
"""

HUGO_LANGUAGES = "{{ $names := dict " + " ".join(f'"{k}" "{v}"' for k, v in LANGUAGES.items()) + \
                 " }}{{ return index $names . }}\n"

HUGO_MOVIE_LIST = """\
{{ define "main" }}
{{ $movies := partialCached "movie-catalog.html" . .RelPermalink }}
{{ $pager := .Paginate $movies .Params.page_size }}
<header class="catalog-header">
<h1>{{ .Title }}</h1>
<p class="meta">{{ len $movies }} movies, {{ if eq .Params.sort "title" }}by title, A–Z{{ else }}most popular first{{ end }}</p>
<div class="prose intro">{{ .Content }}</div>
</header>
<section class="movie-list" aria-label="Movies in {{ .Title }}">
<p class="movie-list-status">Page {{ $pager.PageNumber }} of {{ $pager.TotalPages }}</p>
<ol class="movies" start="{{ add (mul (sub $pager.PageNumber 1) .Params.page_size) 1 }}">
{{ range $pager.Pages }}<li class="movie-item" id="movie-{{ .File.ContentBaseName }}">
<div class="movie-item-text">
<a class="movie-link" href="{{ .RelPermalink }}">{{ .Title }}</a>
<p class="movie-meta">{{ partial "movie-summary.html" . }}</p>
<p class="movie-genres">{{ delimit .Params.genres ", " }}</p>
</div>
</li>
{{ end }}</ol>
<nav class="pagination" aria-label="Pages">
<ul>
{{ with $pager.Prev }}<li><a rel="prev" href="{{ .URL }}">Previous page</a></li>{{ end }}
{{ with $pager.Next }}<li><a rel="next" href="{{ .URL }}">Next page</a></li>{{ end }}
</ul>
</nav>
</section>
{{ end }}
"""

HUGO_MOVIE_SINGLE = """\
{{ define "head" }}<meta name="description" content="{{ .Summary | plainify }}">{{ end }}
{{ define "main" }}
{{ $catalog := .CurrentSection }}
{{ $size := $catalog.Params.page_size }}
{{ $movies := partialCached "movie-catalog.html" $catalog $catalog.RelPermalink }}
{{ $pos := index ($catalog.Store.Get "positions") .File.ContentBaseName }}
{{ $page := add (div $pos $size) 1 }}
{{ $pages := div (add (len $movies) (sub $size 1)) $size }}
<div class="movie-split">
<article class="movie-detail" aria-labelledby="movie-title">
<p class="movie-back"><a href="{{ $catalog.RelPermalink }}{{ if gt $page 1 }}page/{{ $page }}/{{ end }}#movie-{{ .File.ContentBaseName }}">Back to {{ $catalog.Title }}</a></p>
<header class="movie-detail-header">
<h1 id="movie-title">{{ .Title }}</h1>
<p class="meta">{{ partial "movie-summary.html" . }}</p>
</header>
<dl class="movie-facts">
<div><dt>Released</dt><dd>{{ (time .Params.released).Format "2 January 2006" }}</dd></div>
<div><dt>Runtime</dt><dd>{{ partial "runtime.html" .Params.runtime }}</dd></div>
<div><dt>Rating</dt><dd>{{ printf "%.1f/10" .Params.rating }}</dd></div>
<div><dt>Genres</dt><dd>{{ delimit .Params.genres ", " }}</dd></div>
<div><dt>Language</dt><dd>{{ partial "language.html" .Params.language }}</dd></div>
<div><dt>Director</dt><dd>{{ .Params.director }}</dd></div>
</dl>
<p class="movie-trailer"><a href="{{ .Params.trailer }}">Watch the trailer of {{ .Title }}</a></p>
<section class="movie-overview" aria-labelledby="movie-overview-heading">
<h2 id="movie-overview-heading">Overview</h2>
<div class="prose">{{ .Content }}</div>
</section>
<section class="movie-cast" aria-labelledby="movie-cast-heading">
<h2 id="movie-cast-heading">Cast</h2>
<ul>
{{ range .Params.cast }}<li>{{ . }}</li>
{{ end }}</ul>
</section>
<nav class="movie-neighbours" aria-label="More in {{ $catalog.Title }}">
<ul>
{{ if gt $pos 0 }}{{ with index $movies (sub $pos 1) }}<li><a rel="prev" href="{{ .RelPermalink }}">Previous: {{ .Title }}</a></li>{{ end }}{{ end }}
{{ if lt (add $pos 1) (len $movies) }}{{ with index $movies (add $pos 1) }}<li><a rel="next" href="{{ .RelPermalink }}">Next: {{ .Title }}</a></li>{{ end }}{{ end }}
</ul>
</nav>
</article>
@SPLIT_LIST@</div>
{{ end }}
"""

# The list beside a movie's details, as `site` writes it. "page": the page of the catalog's list
# the movie is on, with "Page X of Y" and links to the pages before and after (site since the
# one-pass refactor). "all": the whole catalog (site before it; O(n) per page, O(n²) in all).
HUGO_SPLIT_LIST = {
    "page": """\
<nav class="movie-split-list" aria-labelledby="movie-split-heading">
<h2 id="movie-split-heading">{{ $catalog.Title }}</h2>
<p class="movie-split-status">Page {{ $page }} of {{ $pages }}</p>
{{ if gt $page 1 }}<p class="movie-split-more"><a href="{{ $catalog.RelPermalink }}{{ if gt $page 2 }}page/{{ sub $page 1 }}/{{ end }}">Previous page</a></p>{{ end }}
<ol start="{{ add (mul (sub $page 1) $size) 1 }}">
{{ range first $size (after (mul (sub $page 1) $size) $movies) }}<li><a href="{{ .RelPermalink }}"{{ if eq . $ }} aria-current="page"{{ end }}>{{ .Title }}</a></li>
{{ end }}</ol>
{{ if lt $page $pages }}<p class="movie-split-more"><a href="{{ $catalog.RelPermalink }}page/{{ add $page 1 }}/">Next page</a></p>{{ end }}
</nav>
""",
    "all": """\
<nav class="movie-split-list" aria-labelledby="movie-split-heading">
<h2 id="movie-split-heading">{{ $catalog.Title }}</h2>
<ol>
{{ range $movies }}<li><a href="{{ .RelPermalink }}"{{ if eq . $ }} aria-current="page"{{ end }}>{{ .Title }}</a></li>
{{ end }}</ol>
</nav>
""",
}

# Once per catalog (partialCached): its movies sorted, and each movie's position in that order,
# kept in the catalog's Store so a detail page looks its position up instead of searching.
HUGO_MOVIE_CATALOG = """\
{{ $movies := (.Pages.ByParam "popularity").Reverse }}
{{ if eq .Params.sort "title" }}{{ $movies = .Pages.ByTitle }}{{ end }}
{{ range $i, $p := $movies }}{{ $.Store.SetInMap "positions" $p.File.ContentBaseName $i }}{{ end }}
{{ return $movies }}
"""

HUGO_DECK = """\
{{ define "main" }}
<article class="deck" aria-labelledby="deck-title">
<header class="deck-header">
<h1 id="deck-title">{{ .Title }}</h1>
<p class="meta">{{ .Params.cards }} cards</p>
</header>
<div class="prose">{{ .Content }}</div>
</article>
{{ end }}
"""

HUGO_CONTACT_LIST = """\
{{ define "main" }}
{{ $people := .Pages.ByParam "sortkey" }}
<article class="address-book" aria-labelledby="book-title">
<header class="book-header">
<h1 id="book-title">{{ .Title }}</h1>
<p class="meta">{{ len $people }} contacts</p>
<div class="prose intro">{{ .Content }}</div>
<p class="contact-download"><a href="{{ .RelPermalink }}contact.vcf" download="{{ .File.ContentBaseName }}.vcf" type="text/vcard">Download all {{ len $people }} contacts (vCard)</a></p>
</header>
{{ $groups := $people.GroupByParam "letter" }}
<nav class="jump-bar" aria-label="Jump to letter">
<ul>
{{ range $groups }}<li><a href="#letter-{{ .Key }}" title="Contacts under {{ .Key }}">{{ .Key }}</a></li>
{{ end }}</ul>
</nav>
<div class="contact-groups">
{{ range $groups }}<section class="contact-group" id="letter-{{ .Key }}" aria-labelledby="heading-letter-{{ .Key }}">
<h2 id="heading-letter-{{ .Key }}">{{ .Key }}</h2>
<ul class="contact-list">
{{ range .Pages.ByParam "sortkey" }}{{ $p := .Params }}<li data-contact data-search="{{ lower .Title }} {{ with $p.company }}{{ lower . }} {{ end }}{{ with $p.jobtitle }}{{ lower . }} {{ end }}{{ delimit $p.emails " " }} {{ delimit $p.phones " " }} {{ delimit $p.tags " " }}"><a href="{{ .RelPermalink }}">{{ $p.first }} <strong>{{ $p.last }}</strong></a> <span class="contact-summary">{{ with $p.jobtitle }}{{ . }}{{ with $p.company }}, {{ end }}{{ end }}{{ with $p.company }}{{ . }}{{ end }}{{ if or $p.jobtitle $p.company }} · {{ end }}{{ index $p.emails 0 }}</span></li>
{{ end }}</ul>
</section>
{{ end }}</div>
</article>
{{ end }}
"""

HUGO_CONTACT_SINGLE = """\
{{ define "main" }}
{{ $p := .Params }}
<article class="contact" aria-labelledby="contact-name">
<p class="back-link"><a href="{{ .CurrentSection.RelPermalink }}">All contacts in {{ .CurrentSection.Title }}</a></p>
<header class="contact-header">
<h1 id="contact-name">{{ .Title }}</h1>
{{ if or $p.jobtitle $p.company }}<p class="meta">{{ with $p.jobtitle }}{{ . }}{{ with $p.company }}, {{ end }}{{ end }}{{ with $p.company }}{{ . }}{{ end }}</p>{{ end }}
</header>
<dl class="contact-details">
<div>
<dt>Emails</dt>
{{ range $p.emails }}<dd><a href="mailto:{{ . }}">{{ . }}</a></dd>
{{ end }}</div>
<div>
<dt>Phones</dt>
{{ range $p.phones }}<dd><a href="tel:{{ replaceRE `[^+0-9]` "" . }}">{{ . }}</a></dd>
{{ end }}</div>
{{ with $p.address }}<div>
<dt>Address</dt>
<dd>{{ . }}</dd>
</div>{{ end }}
{{ with $p.birthday }}<div>
<dt>Birthday</dt>
<dd><time datetime="{{ . }}">{{ (time .).Format "2 January 2006" }}</time></dd>
</div>{{ end }}
{{ with $p.website }}<div>
<dt>Website</dt>
<dd><a href="{{ . }}">{{ . }}</a></dd>
</div>{{ end }}
<div>
<dt>Tags</dt>
<dd>{{ delimit $p.tags ", " }}</dd>
</div>
</dl>
<section class="contact-notes" aria-labelledby="notes-heading">
<h2 id="notes-heading">Notes</h2>
<div class="prose">{{ .Content }}</div>
</section>
<p class="contact-download"><a href="{{ .RelPermalink }}contact.vcf" download="{{ .File.ContentBaseName }}.vcf" type="text/vcard">Download {{ .Title }}’s contact card (vCard)</a></p>
</article>
{{ end }}
"""

HUGO_VCARD = """\
BEGIN:VCARD
VERSION:4.0
FN:{{ .Title }}
N:{{ .Params.last }};{{ .Params.first }};;;
{{ range .Params.emails }}EMAIL:{{ . }}
{{ end }}{{ range .Params.phones }}TEL;VALUE=uri:tel:{{ replaceRE `[^+0-9]` "" . }}
{{ end }}{{ with .Params.birthday }}BDAY:{{ replace . "-" "" }}
{{ end }}{{ with .Params.company }}ORG:{{ . }}
{{ end }}{{ with .Params.jobtitle }}TITLE:{{ . }}
{{ end }}{{ with .Params.website }}URL:{{ . }}
{{ end }}CATEGORIES:{{ delimit .Params.tags "," }}
END:VCARD
"""

HUGO_LAYOUTS = {
    "_default/baseof.html": HUGO_BASEOF,
    "_default/single.html": '{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}{{ end }}\n',
    "_default/list.html": '{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}{{ end }}\n',
    "index.html": HUGO_HOME,
    "404.html": HUGO_404,
    "partials/runtime.html": HUGO_RUNTIME,
    "partials/movie-summary.html": HUGO_SUMMARY,
    "partials/language.html": HUGO_LANGUAGES,
    "partials/movie-catalog.html": HUGO_MOVIE_CATALOG,
    "movies/list.html": HUGO_MOVIE_LIST,
    "decks/single.html": HUGO_DECK,
    "decks/list.html": ('{{ define "main" }}<h1>{{ .Title }}</h1>\n<ul>\n'
                        '{{ range .Pages.ByTitle }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>\n{{ end }}</ul>{{ end }}\n'),
    "contacts/list.html": HUGO_CONTACT_LIST,
    "contacts/single.html": HUGO_CONTACT_SINGLE,
    "contacts/single.vcard.vcf": HUGO_VCARD,
    "contacts/list.vcard.vcf": '{{ range .Pages.ByParam "sortkey" }}{{ .Render "single" }}{{ end }}',
}


# ---------------------------------------------------------------------------------------------

NAMED = ["movies-1k", "movies-10k", "movies-100k", "decks-200x50", "deck-10k", "contacts-10k", "titles-10k", "vault-1k"]


def number(text):
    return int(text[:-1]) * 1000 if text.endswith("k") else int(text)


def parse(name):
    """(kind, sizes) for a corpus name, or None."""
    for pattern, kind in ((r"movies-(\d+k?)", "movies"), (r"titles-(\d+k?)", "titles"), (r"decks-(\d+k?)x(\d+k?)", "decks"),
                          (r"deck-(\d+k?)", "deck"), (r"contacts-(\d+k?)", "contacts"), (r"vault-(\d+k?)", "vault")):
        m = re.fullmatch(pattern, name)
        if m:
            sizes = [number(g) for g in m.groups()]
            if all(s > 0 for s in sizes):
                return kind, sizes
    return None


SPLIT_LISTS = ("page", "all")


def generate(out, name, seed, split_list="page"):
    parsed = parse(name)
    if parsed is None:
        raise ValueError(f"unknown corpus '{name}' (expected one of {', '.join(NAMED)}, "
                         "or movies-N, titles-N, decks-DxC, deck-N, contacts-N, vault-N)")
    kind, sizes = parsed
    # One generator per corpus, seeded by seed and name: a corpus never depends on the others.
    rng = random.Random(f"{seed}:{name}")
    if split_list not in SPLIT_LISTS:
        raise ValueError(f"unknown split list '{split_list}' (expected page or all)")
    corpus = Corpus(out, name, split_list)
    if kind in ("movies", "titles"):
        expected = gen_movies(corpus, rng, sizes[0], by_title=kind == "titles")
    elif kind == "decks":
        expected = gen_decks(corpus, rng, sizes[0], sizes[1], lambda d: f"deck-{d}")
    elif kind == "deck":
        expected = gen_decks(corpus, rng, 1, sizes[0], lambda d: name)
    elif kind == "vault":
        expected = gen_vault(corpus, rng, sizes[0])
    else:
        expected = gen_contacts(corpus, rng, sizes[0])
    corpus.finish(expected)
    return corpus.root


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, help="directory to write the corpora into")
    parser.add_argument("--seed", default="42", help="random seed (default 42)")
    parser.add_argument("--split-list", choices=SPLIT_LISTS, default="page",
                        help="what the Hugo movie page lists beside the movie: the page of the list "
                             "it is on (site today, default) or the whole catalog (site before the "
                             "one-pass refactor)")
    parser.add_argument("corpora", nargs="+", metavar="CORPUS")
    args = parser.parse_args()
    for name in args.corpora:
        try:
            print(generate(args.out, name, args.seed, args.split_list))
        except ValueError as error:
            sys.exit(f"generate.py: {error}")


if __name__ == "__main__":
    main()
