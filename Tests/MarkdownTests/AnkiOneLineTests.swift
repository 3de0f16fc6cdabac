import Domain
import Testing
import TestSupport
@testable import Markdown

/// `AnkiFieldRenderer.oneLine`, read by bytes in one pass, against the character-by-character
/// reading it replaced (kept here as the oracle), and the lone paragraph it unwraps.
@Suite struct AnkiOneLineTests {
    /// The reading `oneLine` replaced: at every character, whether the rest starts with a tag.
    static func oracle(_ html: String) -> String {
        let blockTags = ["p", "li", "ol", "ul", "blockquote", "pre", "h1", "h2", "h3", "h4", "h5", "h6"]
            .flatMap { ["<\($0)>", "<\($0) ", "</\($0)>"] } + ["<hr />"]
        var result = ""
        var rest = Substring(html)
        var inPre = false
        while let character = rest.first {
            if rest.hasPrefix("<pre") { inPre = true } else if rest.hasPrefix("</pre>") { inPre = false }
            rest = rest.dropFirst()
            switch character {
            case "\n", "\r\n", "\r":
                if inPre { result += "&#10;" } else if !(rest.isEmpty || blockTags.contains(where: rest.hasPrefix)) { result += " " }
            case "\t": result += inPre ? "&#9;" : " "
            default: result.append(character)
            }
        }
        return result
    }

    /// Pieces of cmark's HTML, text outside ASCII and every kind of line break, in random order.
    static let pieces = [
        "<p>", "</p>", "<pre>", "<pre><code class=\"language-swift\">", "</code></pre>", "</pre>", "<ol start=\"3\">", "</ol>",
        "<ul>", "<li>", "</li>", "</ul>", "<blockquote>", "</blockquote>", "<h2>", "</h2>", "<hr />", "<em>", "</em>",
        "<a href=\"x\">", "</a>", "<prefix>", "\n", "\r", "\r\n", "\t", "\n\n", " ", "text", "é", "e\u{301}", "🇫🇷", "&lt;pre",
        "&amp;", "中文", "<p", "</pr", "<h7>", "\u{85}", "\u{2028}",
    ]

    @Test func oneLine_readsAsTheCharacterByCharacterReadingDid() {
        var random = SeededRandom(seed: 41)
        for _ in 0..<3_000 {
            let html = (0..<Int.random(in: 0...24, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            #expect(AnkiFieldRenderer.oneLine(html) == Self.oracle(html), "\(html.debugDescription)")
        }
    }

    @Test(arguments: [
        ("<pre><code>a\nb\tc\n</code></pre>\n<p>x\ny</p>\n", "<pre><code>a&#10;b&#9;c&#10;</code></pre><p>x y</p>"),
        ("<p>a</p>\r\n<ul>\r\n<li>b</li>\r\n</ul>\r\n", "<p>a</p><ul><li>b</li></ul>"),
        ("a\n", "a"),
        ("", ""),
        // A block whose text starts with a combining mark: its tag is a tag, and the line break
        // before it is dropped (read as characters, `>` and the mark were one character, the tag
        // went unseen, and the break became a space).
        ("<ul>\n<li>\u{301}x</li>\n</ul>\n", "<ul><li>\u{301}x</li></ul>"),
    ])
    func oneLine_dropsBlockBreaks_andKeepsCodeBreaksAsReferences(_ html: String, _ expected: String) {
        #expect(AnkiFieldRenderer.oneLine(html) == expected)
    }

    @Test(arguments: [
        ("<p>Paris</p>\n", "Paris"),
        ("<p>One.</p>\n<p>Two.</p>\n", "<p>One.</p>\n<p>Two.</p>"),
        // A second paragraph that starts with a combining mark is still a second paragraph:
        // searched for as characters, its `<p>` went unseen and the two were unwrapped into
        // broken HTML (`One.</p>…<p>́b`).
        ("<p>One.</p>\n<p>\u{301}b</p>\n", "<p>One.</p>\n<p>\u{301}b</p>"),
        ("<ul>\n<li>a</li>\n</ul>\n", "<ul>\n<li>a</li>\n</ul>"),
    ])
    func aLoneParagraph_isUnwrapped_andOnlyIt(_ html: String, _ expected: String) {
        #expect(AnkiFieldRenderer.unwrappingLoneParagraph(html) == expected)
    }
}
