import Testing
@testable import Markdown

/// A plain paragraph's CommonMark, written without cmark's renderer, is the renderer's bytes:
/// a card's identity is the hash of its question's CommonMark, so one byte of difference would
/// lose a learner's progress on that card.
@Suite struct PlainParagraphCommonMarkTests {
    /// SplitMix64: the same paragraphs on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// What a plain paragraph is made of, and what may stop it being one (a mark-up character,
    /// a control, a line break, a heading underline, an entity, a list marker).
    static let plainPieces = [
        "a", "Z", "q", "word", " ", "  ", "1", "9", ".", ",", "?", "'", "\"", ":", ";", "(", ")", "-", "+", "=", "/", "%", "$",
        "@", "^", "~", "|", "{", "}", "é", "日本", "😀", "\u{301}", "\u{A0}",
        // What cmark 0.30 writes otherwise: U+FFFE and U+FFFF as one byte each, and a literal's
        // invalid byte (an entity of U+FFFF) as the end of the text; other entities decoded.
        "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "&#xFFFF;", "&#xFFFE;", "&#xD800;", "&#0;", "&#45;", "&nbsp;", "\\-",
    ]
    static let otherPieces = [
        "*", "_", "&", "#", "!", "<", ">", "`", "\\", "[", "]", "\t", "\n", "&amp;", "\u{7F}", "\u{0}", "1.", "2)", "x\n===", "\n- ",
    ]

    @Test func everyShortcut_isTheRenderersOutput() {
        var generator = Generator(state: 42)
        var shortcuts = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...12, using: &generator)
            let body = (0..<count).map { _ in
                (Int.random(in: 0..<10, using: &generator) == 0 ? Self.otherPieces : Self.plainPieces).randomElement(using: &generator)!
            }.joined()
            // Half of them start with a letter, as a paragraph must to take the shortcut.
            let text = Bool.random(using: &generator) ? ["a", "Z", "word"].randomElement(using: &generator)! + body : body
            let document = MarkdownDocument(text)
            let (plain, rendered) = withExtendedLifetime(document) { (document.root.plainParagraphCommonMark(), document.root.renderedCommonMark()) }
            guard let plain else { continue }
            shortcuts += 1
            #expect(plain == rendered, "\(Array(text.utf8))")
        }
        // The generated paragraphs take the shortcut often enough for the comparison to mean something.
        #expect(shortcuts > 3_000)
    }

    /// The shortcut of `text` parsed, with the document alive for the whole call.
    static func shortcut(_ text: String) -> String? {
        let document = MarkdownDocument(text)
        return withExtendedLifetime(document) { document.root.plainParagraphCommonMark() }
    }

    @Test func aPlainQuestion_takesTheShortcut_andMarkUpDoesNot() {
        #expect(Self.shortcut("What is the capital of France?") == "What is the capital of France?\n")
        #expect(Self.shortcut("Ça va, 2 + 2 = 4?") == nil)   // starts with a non-ASCII letter
        for text in ["An *emphasis*", "A `code`", "Two\nlines", "1. a list", "# A heading", "A [link](x)", "A & B", "One\n\nTwo",
                     "a\u{FFFF}", "a\u{FFFE}b", "a&#xFFFF;b"] {
            #expect(Self.shortcut(text) == nil, "\(text)")
        }
    }
}
