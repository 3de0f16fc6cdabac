@testable import Domain
import Foundation
import Testing
import TestSupport

/// The byte-level comparison of plain ASCII names must order them exactly as Foundation does in
/// the same locale, or listings would change with the fast path.
@Suite struct CollationTests {
    static let pieces = ["a", "A", "b", "B", "m", "N", "z", "Z", "y", "i", "0", "1", "9", " ", "ch", "aa", "ss", "Smith", "smith", "van"]

    @Test(arguments: ["en", "fr", "de", "it", "pt", "nl", "en-GB", "de_AT"])
    func plainASCIINames_compareAsFoundationDoes(language: String) {
        let locale = Locale(identifier: language)
        var random = SeededRandom(seed: 11)
        func name() -> String { (0..<random.below(5)).map { _ in random.pick(Self.pieces) }.joined() }
        for _ in 0..<3_000 {
            let (left, right) = (name(), name())
            let plain = Collation.plainCompare(left, right)
            #expect(plain != nil)
            let foundation = left.compare(right, options: [.caseInsensitive], range: nil, locale: locale)
            #expect(plain == foundation, "\(language): '\(left)' vs '\(right)'")
        }
    }

    @Test func anythingElse_goesToFoundation() {
        #expect(Collation.plainCompare("O'Brien", "Obrien") == nil)
        #expect(Collation.plainCompare("Émile", "Emile") == nil)
        #expect(Collation.plainCompare("Mary-Jane", "Mary Jane") == nil)
        #expect(Collation.plainCompare("", "") == .orderedSame)
    }

    /// Danish sorts "aa" after "z": a language that reorders ASCII letters never takes the fast path.
    @Test func aLanguageWithItsOwnASCIIOrder_isAskedOfFoundation() {
        let danish = Collation(language: "da")
        let foundation = "Aagaard".compare("Zahle", options: [.caseInsensitive], range: nil, locale: Locale(identifier: "da"))
        #expect(danish.compare("Aagaard", "Zahle") == foundation)
    }

    @Test func indexLetters_ofASCIIAndAccentedNames() {
        let collation = Collation(language: "en")
        #expect(collation.indexLetter(of: "ada") == "A")
        #expect(collation.indexLetter(of: "  Zoë") == "Z")
        #expect(collation.indexLetter(of: "Émile") == "E")
        #expect(collation.indexLetter(of: "Ørsted") == "Ø")
        #expect(collation.indexLetter(of: "42") == "#")
    }
}
