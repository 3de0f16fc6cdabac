import Domain
import Foundation
import Testing
@testable import SiteBuilder

/// The lineage file is written by hand and read by `JSONDecoder`: both must agree.
@Suite struct CardLineageFileTests {
    static let lineage = CardLineage(decks: [
        "quiz": CardLineage.DeckCards(cards: [["0123456789abcdef", "fedcba9876543210"], ["0123456789abcdef-2", "00"]], earlier: ["0123456789abcdef": ["1111", "2222"]]),
        "a-deck": CardLineage.DeckCards(cards: [], earlier: [:]),
        "odd \"slug\"\\\n\u{1}": CardLineage.DeckCards(cards: [["x", "y"]], earlier: [:]),
    ])

    @Test func whatIsWritten_readsBackTheSame() throws {
        let data = CardLineageFile.data(Self.lineage)
        #expect(try JSONDecoder().decode(CardLineage.self, from: data) == Self.lineage)
    }

    @Test func itIsWhatJSONEncoderWritesWithSortedKeys() throws {
        var plain = Self.lineage
        plain.decks.removeValue(forKey: "odd \"slug\"\\\n\u{1}")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: CardLineageFile.data(plain), as: UTF8.self) == String(decoding: try encoder.encode(plain), as: UTF8.self))
    }
}
