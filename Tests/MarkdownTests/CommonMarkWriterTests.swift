import CCmark
import Testing
@testable import Markdown

/// `CommonMarkWriter` writes what cmark's CommonMark renderer writes, byte for byte: a card's
/// identity is the hash of its question's CommonMark and its lineage the hash of its answer's,
/// so one byte of difference would lose a learner's progress on that card.
@Suite struct CommonMarkWriterTests {
    /// SplitMix64: the same documents on every run.
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

    /// What documents are made of: text, every character the renderer escapes somewhere, every
    /// block and inline cmark parses, and cmark 0.30's oddities (U+FFFE and U+FFFF written as one
    /// byte, a literal's invalid byte from an entity ending its text, a code point whose low
    /// byte is a digit).
    static let pieces = [
        "a", "Z", "word", "Ça", " ", "  ", "1", "9", "10", ".", ",", "?", "'", "\"", ":", ";", "(", ")", "-", "+", "=", "/", "%",
        "é", "日本", "😀", "\u{301}", "\u{A0}", "\u{131}", "\u{130}", "\u{660}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}",
        "&#xFFFF;", "&#xFFFE;", "&#xD800;", "&#0;", "&#45;", "&nbsp;", "&amp;", "&x", "& b", "\\-", "\\*", "\\",
        "*", "**", "_", "__", "*em*", "**strong**", "_*both*_", "***three***", "*a **b** c*", "#", "!", "<", ">", "`", "``", "[", "]",
        "\t", "\u{7F}", "\u{0}", "\u{1}", "\u{1B}", "\r", "\r\n",
        "`code`", "`` a`b ``", "` `", "`  `", "` a `", "``` x", "[link](http://a.b/c d)", "[t](u \"ti\\\"tle\")", "[t](<a b>)",
        "<http://x.y/z>", "<mailto:a@b.c>", "<a@b.c>", "[http://x.y](http://x.y)", "[`ab:c`](ab:c)", "[<b>](ab:c)", "[a](b:c)",
        "[t](<a\tb>)", "[t](a&#9;b&#10;c)", "[ab:c&amp;d](ab:c&d)",
        "![img](i.png \"t\")", "![](x)", "[ref]", "[ref]: /url", "<span>", "<b>x</b>", "<!-- c -->",
        "x  \ny", "x\\\ny", "x\ny",
    ]
    /// What begins a line: block structure.
    static let starts = [
        "", "", "", "# ", "## ", "###### ", "> ", "> > ", "- ", "* ", "+ ", "1. ", "2) ", "10. ", "    ", "```\n", "~~~ info\n",
        "---\n", "***\n", "<div>\n", "- - ", "1. - ", "> - ", "  - ", "   ", "===\n", "-\n",
    ]
    static let separators = ["\n", "\n", "\n\n", "\n\n\n", " ", ""]

    static func document(_ generator: inout Generator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            text += starts.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                text += pieces.randomElement(using: &generator)!
            }
            text += separators.randomElement(using: &generator)!
        }
        return text
    }

    /// The writer's CommonMark of `text` parsed, and then cmark's (which may merge text nodes).
    static func both(_ text: String) -> (written: String?, rendered: String) {
        let document = MarkdownDocument(text)
        return withExtendedLifetime(document) {
            (CommonMarkWriter.render(document.root.pointer), document.root.renderedCommonMark())
        }
    }

    @Test func generatedDocuments_areWrittenAsCmarkWritesThem() {
        var generator = Generator(state: 42)
        var differences = 0
        for _ in 0..<30_000 {
            let text = Self.document(&generator)
            let (written, rendered) = Self.both(text)
            if written != rendered {
                differences += 1
                if differences <= 5 { Issue.record("\(Array(text.utf8)) \(text.debugDescription)\nwriter: \(written.debugDescription)\ncmark:  \(rendered.debugDescription)") }
            }
        }
        #expect(differences == 0)
    }

    /// A card's text is a fragment: some of a document's blocks moved into a document of their
    /// own (`MarkdownDocument.makeRichText`). Both the fragment and what is left are written
    /// as cmark writes them.
    @Test func fragmentsOfGeneratedDocuments_areWrittenAsCmarkWritesThem() throws {
        var generator = Generator(state: 7)
        var differences = 0
        for _ in 0..<10_000 {
            let document = MarkdownDocument(Self.document(&generator))
            try withExtendedLifetime(document) {
                let blocks = document.root.children
                guard !blocks.isEmpty else { return }
                let start = Int.random(in: 0..<blocks.count, using: &generator)
                let moved = blocks[start..<Int.random(in: (start + 1)...blocks.count, using: &generator)]
                let fragment = try #require(cmark_node_new(CMARK_NODE_DOCUMENT))
                defer { cmark_node_free(fragment) }
                for block in moved { cmark_node_append_child(fragment, block.pointer) }
                for root in [fragment, document.root.pointer] {
                    let written = CommonMarkWriter.render(root)
                    let rendered = MarkdownNode(root).renderedCommonMark()
                    if written != rendered { differences += 1 }
                }
            }
        }
        #expect(differences == 0)
    }

    /// Every block and inline a site's content holds, each alone, and the oddities above.
    @Test(arguments: [
        "What is the capital of France?", "An *emphasis* and **strong** and `code` and a [link](https://example.org/0).\n\n- one\n- two",
        "1. one\n2. two\n\n   para\n3. three", "- a\n\n- b\n  - c\n\n    d", "> quote\n>\n> - item\n\n    code\n",
        "```swift\nlet x = \"`\"\n```\n", "~~~ `x`\ncode\n~~~", "Heading\n===\n\ntext", "a\\\nb  \nc\nd", "***\n---\n___",
        "<div>\n*raw*\n</div>\n\nafter", "[x](<> \"\")", "[a *b*](http://a.b)", "[http://a.b *c*](http://a.b)", "[a@b.c](mailto:a@b.c)",
        "- a\n- b\n\n\n- c", "* a\n\n+ b", "1. a\n1) b", "9. nine\n10. ten", "2147483647. big", "- ```\n  code\n  ```",
        "&#xFFFF; and &#xFFFE;", "[`ab:c`](ab:c)", "[`ab:c`*d*](ab:c)", "[x:y](x:y)", "[ab:c&amp;d](ab:c&d)",
        "[mailto:a@b](mailto:a@b)", "[a@b](mailto:a@b)", "[t](<a\tb>)", "[t](a&#9;b&#10;c&#13;d)", "x\u{FFFF}y", "\u{131}- no", "1\u{131}. x", "\t\tindented", "a\0b", "[", "`", "*", "",
    ])
    func eachConstruct_isWrittenAsCmarkWritesIt(_ text: String) {
        let (written, rendered) = Self.both(text)
        #expect(written == rendered, "\(text.debugDescription)")
    }

    /// Items are numbered as they come, not by counting each one's earlier siblings (which took
    /// half a minute for a list of 60,000): long lists, lists inside items, other starts and
    /// delimiters, and lists one after another, numbered as cmark numbers them.
    @Test func longAndNestedOrderedLists_areNumberedAsCmarkNumbersThem() {
        // Every 500th item holds an ordered and a bullet list, indented past its marker.
        let long = (0..<3_000).map { index -> String in
            let marker = "\(index + 7). "
            let inside = String(repeating: " ", count: marker.count)
            return marker + "item \(index)" + (index % 500 == 0 ? "\n\n\(inside)3) inner\n\(inside)4) inner\n\n\(inside)- a\n\(inside)- b" : "")
        }
        let texts = [
            long.joined(separator: "\n"),
            "1. a\n2. b\n\n\n5) c\n6) d\n\n- e\n\n1. f\n   1. g\n   2. h\n      9. i\n   3. j\n2. k",
            // Nine digits is the most a marker may have; the numbers after it have ten.
            "999999998. a\n999999999. b\n1. c",
        ]
        for text in texts {
            let (written, rendered) = Self.both(text)
            #expect(written == rendered)
        }
    }

    /// The writer gives the node to cmark when it holds what it does not know.
    @Test func aCustomNode_isLeftToCmark() throws {
        let document = MarkdownDocument("text")
        try withExtendedLifetime(document) {
            let custom = try #require(cmark_node_new(CMARK_NODE_CUSTOM_BLOCK))
            _ = cmark_node_set_on_enter(custom, "<!-- custom -->")
            #expect(cmark_node_append_child(document.root.pointer, custom) == 1)
            #expect(CommonMarkWriter.render(document.root.pointer) == nil)
            #expect(document.root.commonMark() == document.root.renderedCommonMark())
        }
    }
}
