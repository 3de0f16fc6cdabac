import Domain
@testable import Markdown
import Testing

/// A quote right under a cloze paragraph is the cloze's extra (Anki's "Back Extra"): every
/// answer shows it, and the note keeps it for the Anki export.
@Suite struct ClozeExtraTests {
    @Test func aQuoteUnderAClozeIsShownWithEveryAnswer() throws {
        let deck = try #require(readDeck("# D\n\n{{c1::Canberra}} is in {{c2::Australia}}.\n> Flag: *blue*\n> and stars\n\nAfter.\n").deck)
        #expect(deck.cards.count == 2)
        for card in deck.cards {
            #expect(html(card.answer).contains("<blockquote>\n<p>Flag: <em>blue</em>\nand stars</p>\n</blockquote>"), "\(html(card.answer))")
            #expect(!html(card.question).contains("Flag"))
        }
        guard case .cloze(_, let extra) = try #require(deck.notes.first).kind else {
            Issue.record("not a cloze note")
            return
        }
        #expect(extra.markdown.trimmingCharacters(in: .whitespacesAndNewlines) == "Flag: *blue*\nand stars")
    }

    @Test func aQuoteAfterABlankLine_orUnderAnotherCard_isNoExtra() throws {
        let apart = try #require(readDeck("# D\n\n{{c1::Canberra}} is a city.\n\n> a quote\n").deck)
        #expect(!html(apart.cards[0].answer).contains("quote"))
        let basic = try #require(readDeck("# D\n\nQuestion::Answer\n> a quote\n").deck)
        #expect(basic.cards.count == 1)
        #expect(!html(basic.cards[0].answer).contains("quote"))
    }
}

/// The deck files an Anki import writes: a file per deck, folders for parent decks, addresses
/// kept apart.
@Suite struct DeckFileNamesTests {
    @Test func levelsBecomeFoldersAndNamesSlugs() {
        let paths = DeckFileNames.paths(for: [["Languages", "Deutsch", "Ökonomie"], ["Languages"], ["C++"], ["C"], ["🎉"], ["Anki Media"]],
                                        reserved: ["anki-media"])
        #expect(paths[["Languages", "Deutsch", "Ökonomie"]] == "languages/deutsch/okonomie.md")
        #expect(paths[["Languages"]] == "languages.md")
        #expect(paths[["C"]] == "c.md")
        #expect(paths[["C++"]] == "c-2.md")
        #expect(paths[["🎉"]] == "deck.md")
        #expect(paths[["Anki Media"]] == "anki-media-2.md")
    }

    @Test func noDeckTakesTheAddressOfTheAuthorsDecks_butOneAtItsOwnPathIsInTheWay() {
        let paths = DeckFileNames.paths(for: [["Languages", "Deutsch"], ["C"]], existing: ["languages-deutsch.md", "c.md", "notes/c.md"])
        #expect(paths[["Languages", "Deutsch"]] == "languages/deutsch-2.md", "decks/languages-deutsch.md has the page address languages-deutsch")
        #expect(paths[["C"]] == "c.md", "the same file: the import reports it in the way rather than writing c-2.md beside it")
    }

    @Test func twoDecksThatWouldShareAPageAddressGetTwo() {
        let paths = DeckFileNames.paths(for: [["A B"], ["A", "B"]])
        let slugs = Set(paths.values.map { DeckPath.slug("decks/" + $0) })
        #expect(slugs.count == 2)
    }
}

/// The comment after an imported note names the Anki note it came from; nothing else reads it.
@Suite struct AnkiOriginTests {
    @Test func aCommentAfterANoteIsItsOrigin_whateverItsGuidHolds() throws {
        let awkward = AnkiOrigin(guid: "wvsGH$$N?+ a-->b::c #flashcards ==x==", noteType: 17, tags: ["Anki::Tag", "a,b"], fields: ["<b>x</b>", "", "y z"])
        #expect(AnkiOrigin(comment: Substring(awkward.comment)) == awkward)
        let text = "# D\n\n## One\n\nA $$x$$\n\n\(awkward.comment)\n\n## Two\n\nB\n\n<!-- anki guid:plain -->\n\n## Cloze\n\n{{c1::C}} d.\n"
        let deck = try #require(readDeck(text).deck)
        #expect(deck.cards.count == 3, "no card syntax, math or comment rule reads the guid")
        #expect(deck.notes.map(\.ankiOrigin?.guid) == [awkward.guid, "plain", nil])
        #expect(deck.notes[0].ankiOrigin == awkward)
        #expect(html(deck.cards[0].answer).contains("<span class=\"math display\">"))
    }

    @Test func aFileWithWindowsLineEndings_keepsItsOrigins() throws {
        let deck = try #require(readDeck("# D\r\n\r\n## One\r\n\r\nA\r\n\r\n<!-- anki guid:g1 -->\r\n\r\n## Two\r\n\r\nB\r\n\r\n<!-- anki guid:g2 -->\r\n").deck)
        #expect(deck.notes.map(\.ankiOrigin?.guid) == ["g1", "g2"])
    }

    @Test func aCommentThatIsNoOrigin_isNone() {
        #expect(AnkiOrigin(comment: "<!-- anki guid:%ZZ -->") == nil)
        #expect(AnkiOrigin(comment: "<!-- something else -->") == nil)
        #expect(AnkiOrigin(comment: "<!-- anki guid: -->") == nil)
    }
}
