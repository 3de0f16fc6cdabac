@testable import Domain
import Testing

@Suite struct CardLineageAnswerTests {
    /// The answers are hashed in pieces on every core and put back in card order, deck by deck.
    @Test func answerIdentities_areEachDecksAnswersInOrder() {
        let decks = [0, 1, 1_025, 3, 2_048].enumerated().map { index, count in
            Deck(
                id: Deck.ID("d\(index)"), title: "D",
                cards: (0..<count).map { Fixtures.card("Q\($0)", " answer \($0) of \(index)\n") }, location: Fixtures.here
            )
        }
        let expected = decks.map { deck in deck.cards.map { CardIdentity.hash($0.answer.markdown.trimmingWhitespace) } }
        #expect(CardLineage.answerIdentities(of: decks) == expected)
        #expect(expected[2][1_024] == CardIdentity.hash("answer 1024 of 2"))
    }
}

@Suite struct TrimmingWhitespaceTests {
    /// The shortcut for texts that start and end with ASCII that is not a space gives what
    /// trimming by character gives, and so does every other text.
    @Test(arguments: [
        "a", " a ", "\ta\n", "a b", "\r\nq\r\n", "", "   ", "\u{A0}a\u{3000}", "a\u{301}", " \u{301}a", "x\u{2028}",
        "\u{600}a", "é", "\u{85}a", "a\u{1F}", "\u{0B}a\u{0C}", "\u{600} ", " \u{600} ", "What is 7+7?\n", "a\u{301} ", "\n\n",
        "\u{85}", " é ", "a\r\n",
    ])
    func trimmingWhitespace_isTrimmingByCharacter(text: String) {
        let byCharacter = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        #expect(Array(text.trimmingWhitespace.utf8) == Array(byCharacter.utf8))
    }
}

@Suite struct ASCIIEdgesTests {
    /// Where the shortcut answers, it is what trimming white space by scalar gives too.
    @Test(arguments: [" a ", "\tq\n", "", " \n ", "a\u{301} ", " é ", "\u{600} ", "x\u{2028}", "ab", "\u{A0}a"])
    func whereItAnswers_itIsTrimmingByScalar(text: String) {
        let scalars = text.unicodeScalars
        let byScalar = scalars.firstIndex { !$0.properties.isWhitespace }.flatMap { first in
            scalars.lastIndex { !$0.properties.isWhitespace }.map { String(scalars[first...$0]) }
        } ?? ""
        if let trimmed = text.trimmingASCIIWhitespaceAtASCIIEdges() {
            #expect(Array(trimmed.utf8) == Array(byScalar.utf8))
        }
    }

    @Test func itAnswersForPlainTexts_andLeavesTheRestToTheCaller() {
        #expect(" What is 7+7?\n".trimmingASCIIWhitespaceAtASCIIEdges() == "What is 7+7?")
        #expect(" \t\n".trimmingASCIIWhitespaceAtASCIIEdges() == "")
        #expect(" é ".trimmingASCIIWhitespaceAtASCIIEdges() == nil)
        #expect("a\u{301}".trimmingASCIIWhitespaceAtASCIIEdges() == nil)
    }
}

@Suite struct ContainsUTF8ByteTests {
    @Test func findsAByteAnywhere_andNothingInAnEmptyText() {
        #expect(!"".containsUTF8Byte(UInt8(ascii: "$")))
        #expect("price: $5".containsUTF8Byte(UInt8(ascii: "$")))
        #expect(!"price: 5".containsUTF8Byte(UInt8(ascii: "$")))
        #expect("a\u{E005}b".containsUTF8Byte(0xEE))
        #expect(!String(repeating: "é", count: 1_000).containsUTF8Byte(0xEE))
        #expect(("x" + String(repeating: "y", count: 100))[...].description.containsUTF8Byte(UInt8(ascii: "x")))
    }
}
