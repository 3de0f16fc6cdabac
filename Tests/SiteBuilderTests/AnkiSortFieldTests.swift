import Foundation
import Testing
import TestSupport
@testable import AnkiView

/// The text Anki sorts and compares a note by (`sfld`, `csum`), read by bytes in one pass,
/// against the character-by-character reading and the replacements in turn it replaced.
@Suite struct AnkiSortFieldTests {
    static func oracle(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            switch character {
            case "<": inTag = true
            case ">" where inTag: inTag = false
            default: if !inTag { text.append(character) }
            }
        }
        return [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&amp;", "&")]
            .reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static let pieces = [
        "<p>", "</p>", "<a href=\"x\">", "</a>", "<img src=\"a.png\" alt=\"A\" />", "&lt;", "&gt;", "&quot;", "&#39;", "&nbsp;",
        "&amp;", "&", "&amp;lt;", "&lt", "amp;", "lt;", ";", "#39;", "text", " ", "\n", "\t", "\u{A0}", "\u{3000}", "é", "中文",
        "🇫🇷", "<", ">", "x",
    ]

    @Test func theSortField_isWhatTheReplacementsInTurnGave() {
        var random = SeededRandom(seed: 43)
        for _ in 0..<3_000 {
            let html = (0..<Int.random(in: 0...16, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            #expect(AnkiCollection.plainText(html) == Self.oracle(html), "\(html.debugDescription)")
        }
    }

    @Test(arguments: [
        ("<p>Bern, the &quot;federal city&quot;</p>", "Bern, the \"federal city\""),
        ("  <em>a</em> &amp;lt; b\n", "a &lt; b"),
        ("&nbsp;x&nbsp;", "x"),
        ("\u{3000}x\u{A0}", "x"),
        // A combining mark after a tag's `>` is text: read as characters, `>` and the mark were
        // one character, the tag never closed, and the text after it was lost.
        ("<em>\u{301}x</em> y", "\u{301}x y"),
        // A reference followed by a combining mark is a reference (read as characters, `;` and
        // the mark were one character, and `&lt;́` stayed as written).
        ("&lt;\u{301} &amp;\u{301}", "<\u{301} &\u{301}"),
    ])
    func theSortField_isTheTextWithoutTagsOrReferences(_ html: String, _ text: String) {
        #expect(AnkiCollection.plainText(html) == text)
    }
}
