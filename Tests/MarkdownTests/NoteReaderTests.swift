import Domain
import Foundation
import Testing
@testable import Markdown

/// The deck reader's notes: what an author wrote, each with the cards the study pages show.
@Suite struct NoteReaderTests {
    static let deck = """
    # Capitals

    ## What is the capital of Peru?

    Lima

    ## Europe

    France::Paris
    Italy:::Rome

    Longer
    ??
    Answer

    The capital of ==Spain== is {{c1::Madrid::city}}; ==Lisbon== is {{c3::Portugal's}}.

    Use `{{c1::code}}` and ==`std::map`==.
    """

    func trimmed(_ text: RichText) -> String {
        text.markdown.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A readable summary of each note: kind and its sides, as Markdown.
    func describe(_ note: Note) -> String {
        switch note.kind {
        case .basic(let front, let back): "basic \(trimmed(front)) | \(trimmed(back))"
        case .reversed(let front, let back): "reversed \(trimmed(front)) | \(trimmed(back))"
        case .cloze(let text, _): "cloze \(trimmed(text))"
        }
    }

    @Test func eachSyntax_givesOneNoteOfItsKind() throws {
        let deck = try #require(readDeck(NoteReaderTests.deck).deck)
        #expect(deck.notes.map(describe) == [
            "basic What is the capital of Peru? | Lima",
            "basic France | Paris",
            "reversed Italy | Rome",
            "reversed Longer | Answer",
            // `==…==` deletions take the numbers after the highest `{{cN::…}}`, in order.
            "cloze The capital of {{c4::Spain}} is {{c1::Madrid::city}}; {{c5::Lisbon}} is {{c3::Portugal's}}.",
            "cloze Use `{{c1::code}}` and {{c1::`std\(DeckMarks.mark(0x2))\(DeckMarks.mark(0x2))map`}}.",
        ])
        #expect(deck.notes.map(\.location.line) == [3, 9, 10, 12, 16, 18])
    }

    @Test func cards_areTheNotesCardsInOrder() throws {
        let deck = try #require(readDeck(NoteReaderTests.deck).deck)
        #expect(deck.cards == deck.notes.flatMap(\.cards))
        #expect(deck.notes.map(\.cards.count) == [1, 1, 2, 2, 4, 1])
        let reversed = deck.notes[2].cards.map { [trimmed($0.question), trimmed($0.answer)] }
        #expect(reversed == [["Italy", "Rome"], ["Rome", "Italy"]])
        let cloze = deck.notes[4].cards.map { trimmed($0.question) }
        #expect(cloze == [
            "The capital of Spain is \\[city\\]; Lisbon is Portugal's.",
            "The capital of Spain is Madrid; Lisbon is \\[…\\].",
            "The capital of \\[…\\] is Madrid; Lisbon is Portugal's.",
            "The capital of Spain is Madrid; \\[…\\] is Portugal's.",
        ])
    }

    @Test func aDeckBuiltFromCards_hasABasicNotePerCard() {
        let location = SourceLocation(file: "f.md", line: 1, column: 1)
        let card = FlashCard(question: RichText(markdown: "Q"), answer: RichText(markdown: "A"), location: location)
        let deck = Deck(id: Deck.ID("d"), title: "D", cards: [card, card], location: location)
        #expect(deck.notes == [.basic(front: card.question, back: card.answer, location: location),
                               .basic(front: card.question, back: card.answer, location: location)])
        #expect(deck.cards == [card, card])
    }

    @Test(arguments: ["The ==capital== is [here](missing.md) and ==there==.\n", "Capital:::[here](missing.md)\n"])
    func inlineNoteWithABrokenLink_reportsItOnceAtTheLink(_ text: String) {
        let outcome = readDeck(text)
        #expect(lines(outcome.diagnostics).count == 1)
        #expect(lines(outcome.diagnostics).first?.hasSuffix("error: link 'missing.md' not found (no file decks/missing.md in the content directory)") == true)
    }
}

/// Note text as the HTML of an Anki field.
@Suite struct NoteAnkiFieldTests {
    let renderer = AnkiFieldRenderer(baseURL: nil)

    func field(_ markdown: String, baseURL: String? = nil) -> AnkiFieldRenderer.Field {
        AnkiFieldRenderer(baseURL: baseURL).field(RichText(markdown: markdown))
    }

    @Test(arguments: [
        ("Paris", "Paris"),
        ("**Bern**, the \"federal city\"", "<strong>Bern</strong>, the &quot;federal city&quot;"),
        ("one\ntwo", "one two"),
        ("One.\n\nTwo.", "<p>One.</p><p>Two.</p>"),
        ("- a\n- b\n", "<ul><li>a</li><li>b</li></ul>"),
        ("```\nif x {\n\tgo()\n}\n```\n", "<pre><code>if x {&#10;&#9;go()&#10;}&#10;</code></pre>"),
        ("a\tb", "a b"),
        ("<script>alert(1)</script>\n\nText", "Text"),
        ("[x](javascript:alert(1))", "<a href=\"\">x</a>"),
        ("", ""),
    ])
    func field_isSafeHTMLOnOneLine(_ markdown: String, _ expected: String) {
        #expect(field(markdown).html == expected)
    }

    @Test func siteImages_becomeBareFileNamesAndAreListed() {
        let result = field("![Flag](media/decks/img/flag%20of%20japan.svg) and ![Web](https://example.org/a.png)")
        #expect(result.html == "<img src=\"flag%20of%20japan.svg\" alt=\"Flag\" /> and <img src=\"https://example.org/a.png\" alt=\"Web\" />")
        #expect(result.media == ["decks/img/flag of japan.svg"])
    }

    @Test func siteLinks_becomeAbsoluteUnderTheBaseURL() {
        #expect(field("[Quiz](decks/quiz/index.html#top)", baseURL: "https://example.org/cards/").html
                == "<a href=\"https://example.org/cards/decks/quiz/index.html#top\">Quiz</a>")
        #expect(field("[Quiz](decks/quiz/index.html)").html == "<a href=\"decks/quiz/index.html\">Quiz</a>")
    }

    /// `pretty_urls: false`: a link to a deck names the deck's file, as the site's pages do.
    @Test func siteLinks_inASiteOfAFilePerPage_nameTheDecksFile() {
        let renderer = AnkiFieldRenderer(baseURL: "https://example.org/cards/", style: .files)
        #expect(renderer.field(RichText(markdown: "[Quiz](decks/quiz/index.html#top) ![F](media/decks/f.svg)")).html
                == "<a href=\"https://example.org/cards/decks/quiz.html#top\">Quiz</a> <img src=\"f.svg\" alt=\"F\" />")
        #expect(AnkiFieldRenderer(baseURL: nil, style: .files).field(RichText(markdown: "[Quiz](decks/quiz/index.html)")).html
                == "<a href=\"decks/quiz.html\">Quiz</a>")
    }

    @Test func clozeField_hidesClozeMarkupInCode() {
        let text = RichText(markdown: "Use `{{c1::x}}` and {{c1::`std::map`}}.")
        #expect(renderer.clozeField(text).html
                == "Use <code>&#123;&#123;c1&#58;&#58;x&#125;&#125;</code> and {{c1::<code>std&#58;&#58;map</code>}}.")
    }
}
