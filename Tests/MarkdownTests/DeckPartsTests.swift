import Domain
import Testing
import TestSupport
@testable import Markdown

/// A deck read in parts on several cores must give exactly what reading it whole gives: the same
/// title, introduction, notes, cards (and their HTML), lines, columns, media and diagnostics.
@Suite struct DeckPartsTests {
    static let file = "Content/decks/capitals.md"

    /// Blocks a deck may hold: every card syntax, and the constructs of `EntryPartsTests` that
    /// reach past a heading or look like one.
    static let blocks = EntryPartsTests.blocks + [
        "## Capital of France?\n\nParis\n",
        "## Question\n\nMore of the question\n\n---\n\nThe answer, after the break\n",
        "## How do I print?\n\nUse std::cout.\n",
        "## Inline cards\n\nFrance::Paris\nGermany:::Berlin\n\nContext that is not a card.\n",
        "What are the primes below 10?\n?\n- 2\n- 3\n- 5\n- 7\n",
        "The capital of ==Italy== is ==Rome==.\n",
        "Unclosed ==cloze here\n",
        "## Math $x_1 + y_2$?\n\n$$\n## not a heading in math\n$$\n",
        "## No answer\n",
        "## Empty break\n\n---\n",
        "## Scheduled\n\nQ::A\n<!--SR:!2026-01-01,3,250-->\n",
        "## Picture\n\n![map](images/map.png) and [the quiz](quiz.md) and [nowhere](nowhere.md)\n",
        "## Capital of France?\n\nParis again\n",
        "# A second level-1 heading\n\nProse.\n",
    ]

    static func readBothWays(_ text: String) -> (whole: DeckReader.Outcome, cut: DeckReader.Outcome) {
        var whole = DeckReader(tree: FakeContentTree(["decks/images/map.png", "decks/quiz.md", "decks/poster.png"]))
        whole.parts = (count: 1, minimumBytes: Int.max)
        var cut = whole
        cut.parts = (count: 64, minimumBytes: 0)
        return (whole.read(text, file: file, contentPath: "decks/capitals.md"), cut.read(text, file: file, contentPath: "decks/capitals.md"))
    }

    static func expectSame(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (whole, cut) = readBothWays(text)
        #expect(whole.deck == cut.deck, "\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(whole.deck?.cards.map(\.location) == cut.deck?.cards.map(\.location), sourceLocation: sourceLocation)
        #expect(whole.media == cut.media, sourceLocation: sourceLocation)
        #expect(whole.diagnostics == cut.diagnostics, sourceLocation: sourceLocation)
    }

    @Test(arguments: blocks.indices)
    func eachBlockBetweenCardsReadsTheSameCut(index: Int) {
        let text = "---\ntitle: Capitals\n---\n# Capitals\n\nIntro.\n\n" + "## First?\n\nOne.\n" + Self.blocks[index] + "## Second?\n\nTwo.\n" + "## Last?\n\nEnd.\n"
        Self.expectSame(text)
    }

    /// The blocks that leave a deck free to be cut (no link reference definition, no HTML).
    static let cuttableBlocks = blocks.filter { block in
        (block.utf8.withContiguousStorageIfAvailable { EntryParts.cuts(in: $0) } ?? nil) != nil
    }

    /// Seeded random decks of 40 blocks each: every order of every construct gets a turn. Half
    /// of them hold only blocks that allow cuts, so that they are read in many parts.
    @Test(arguments: 0..<60)
    func randomDecksReadTheSameCut(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var text = seed % 3 == 0 ? "---\ntitle: T\n---\n" : ""
        let blocks = seed % 2 == 0 ? Self.cuttableBlocks : Self.blocks
        for _ in 0..<40 {
            text += random.pick(blocks)
        }
        // A deck with many places to cut is cut (a fence never closed early leaves few).
        let places = text.utf8.withContiguousStorageIfAvailable { EntryParts.cuts(in: $0)?.count } ?? nil
        if seed % 2 == 0, let places, places > 20 {
            #expect(EntryParts.split(text, into: 64, minimumBytes: 0).count > 5)
        }
        Self.expectSame(text)
    }

    @Test func aLargeDeckIsReadInParts() throws {
        let text = "# Many\n\n" + (0..<8_000).map { "## Question \($0)?\n\nAnswer \($0), with *emphasis*.\n\n" }.joined()
        #expect(EntryParts.split(text, into: 4).count >= 4)
        Self.expectSame(text)
        let deck = try #require(Self.readBothWays(text).cut.deck)
        #expect(deck.cards.count == 8_000)
        #expect(deck.cards.last?.location.line == 3 + 4 * 7_999)
    }
}
