import Domain
import Testing

@Suite struct CardIdentityTests {
    @Test func identity_dependsOnTheQuestionOnly() {
        let here = Fixtures.here
        let original = [Fixtures.card("Q1", "A1"), Fixtures.card("Q2", "A2")]
        let edited = [Fixtures.card("Q2", "A2 changed"), Fixtures.card("Q1", "A1")]
        let ids = CardIdentity.identities(of: original), editedIDs = CardIdentity.identities(of: edited)
        #expect(ids[0] == editedIDs[1] && ids[1] == editedIDs[0])
        let rewritten = CardIdentity.identities(of: [FlashCard(question: RichText(markdown: "Q1?"), answer: RichText(markdown: "A1"), location: here)])
        #expect(rewritten[0] != ids[0])
    }

    @Test func identity_isSixteenHexDigitsOfFNV1a() {
        // FNV-1a 64 of "a" is af63dc4c8601ec8c.
        #expect(CardIdentity.identities(of: [Fixtures.card("a", "x")]) == ["af63dc4c8601ec8c"])
    }

    /// The readers' marks (noncharacters U+FDD0–U+FDDA) hash as the private-use characters
    /// U+E000–U+E00A they once were; other characters of the same lead bytes hash as they are.
    @Test func marks_hashAsTheCharactersTheyOnceWere() {
        func identity(_ question: String) -> String { CardIdentity.identities(of: [Fixtures.card(question, "x")])[0] }
        for offset: UInt32 in 0...0xA {
            let mark = Character(Unicode.Scalar(0xFDD0 + offset)!), former = Character(Unicode.Scalar(0xE000 + offset)!)
            #expect(identity("a \(mark)x\(mark) b") == identity("a \(former)x\(former) b"))
        }
        // Beside the marks' range: hashed as they are (FNV-1a 64 of their own bytes).
        #expect(identity("a \u{FDCF}") == "e803b90b10a31b47" && identity("a \(Character(Unicode.Scalar(0xFDDB)!))") == "e803a50b10a2f94b")
    }

    @Test func identity_keepsLeadingZerosAndHashesTheEmptyText() {
        // FNV-1a 64 of "" is its offset basis; of "q12940", 00017afbb0ee6e86.
        #expect(CardIdentity.identities(of: [Fixtures.card("", "x")]) == ["cbf29ce484222325"])
        #expect(CardIdentity.identities(of: [Fixtures.card("q12940", "x")]) == ["00017afbb0ee6e86"])
    }

    /// What is hashed is the question trimmed as `Character.isWhitespace` trims it: read in
    /// place where its edges are ASCII, and the same where they are not (a space that a combining
    /// accent joins is a letter-like character, not white space; an ideographic space is white space).
    @Test(arguments: [
        "q", "  q  ", "\r\nq\r\n", "\t\u{0B}\u{0C}q\n", "", "   ", "\u{3000}q\u{3000}", " \u{301}q ", "q \u{301}",
        " q\u{301} ", "é", " é ", "\u{A0}q", "a\u{0}b ", "\n\n\u{85}",
    ])
    func identity_hashesTheTrimmedQuestion(question: String) {
        let trimmed = trimmedByCharacters(question)
        let expected = CardIdentity.identities(of: [Fixtures.card(trimmed, "x")])
        #expect(CardIdentity.identities(of: [Fixtures.card(question, "x")]) == expected, "\(Array(question.unicodeScalars)) trimmed to \(Array(trimmed.unicodeScalars))")
    }

    private func trimmedByCharacters(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(text[first...last])
    }

    @Test func repeatedQuestions_areToldApartByOrder() {
        let ids = CardIdentity.identities(of: [Fixtures.card("Same", "1"), Fixtures.card("Same", "2"), Fixtures.card("Same", "3")])
        #expect(ids[1] == ids[0] + "-2" && ids[2] == ids[0] + "-3")
    }
}
