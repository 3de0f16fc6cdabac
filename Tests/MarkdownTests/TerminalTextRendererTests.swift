import Domain
@testable import Markdown
import Testing

/// Rich text as the terminal shows it (`site study`): styles as SGR sequences, lists and code
/// blocks in their shape, clozes, math, links and images in words, no control character of the
/// content reaching the terminal.
@Suite struct TerminalTextRendererTests {
    static let (b, unb) = ("\u{1B}[1m", "\u{1B}[22m")
    static let (i, uni) = ("\u{1B}[3m", "\u{1B}[23m")
    static let (d, und) = ("\u{1B}[2m", "\u{1B}[22m")

    func rendered(_ markdown: String) -> String {
        TerminalTextRenderer().html(RichText(markdown: markdown), rootPath: "")
    }

    @Test func inlineStyles_areSGRSequences() {
        #expect(rendered("A **bold** and *italic* `code`.") == "A \(Self.b)bold\(Self.unb) and \(Self.i)italic\(Self.uni) \(Self.d)code\(Self.und).")
        #expect(rendered("# Title") == "\(Self.b)Title\(Self.unb)")
    }

    @Test func blocks_keepTheirShape() {
        #expect(rendered("One\ntwo\n\nThree  \nfour") == "One two\n\nThree\nfour")
        #expect(rendered("- a\n- b\n  - c\n\n1. x\n2. y") == "• a\n• b\n  • c\n\n1. x\n2. y")
        #expect(rendered("- a\n\n  more\n- b") == "• a\n\n  more\n\n• b", "a loose list keeps its blank lines")
        #expect(rendered("```\nlet x = 1\n\tindented\n```") == "    \(Self.d)let x = 1\(Self.und)\n    \(Self.d)    indented\(Self.und)")
        #expect(rendered("> quoted\n> on\n\n---") == "│ quoted on\n\n───")
    }

    @Test func linksImagesAndHTML_areWords() {
        #expect(rendered("[the docs](https://example.com/a) and <https://example.com>") ==
            "the docs (https://example.com/a) and https://example.com")
        #expect(rendered("![a red fox](fox.png)") == "[image: a red fox]")
        #expect(rendered("before <b onclick=x>raw</b> after\n\n<div>block</div>") == "before raw after")
    }

    @Test func controlCharacters_neverReachTheTerminal() {
        #expect(rendered("red \u{1B}[31mtext") == "red \\u{1B}[31mtext")
        #expect(rendered("`\u{1B}]0;title\u{07}`") == "\(Self.d)\\u{1B}]0;title\\u{7}\(Self.und)")
    }

    /// A deck's cloze and math, read by the deck reader with its marks.
    @Test func clozesAndMath_asTheDeckReaderMarksThem() throws {
        let outcome = DeckReader(tree: FakeContentTree([])).read(
            "# D\n\nThe ==mitochondrion== makes ATP.\n\nParis is the {{c1::capital::city}} of France.\n\n## What is $x_1^2$?\n\nIts square.\n",
            file: "Content/decks/d.md", contentPath: "decks/d.md"
        )
        let cards = try #require(outcome.deck).cards
        let renderer = TerminalTextRenderer()
        #expect(renderer.html(cards[0].question, rootPath: "") == "The […] makes ATP.")
        #expect(renderer.html(cards[0].answer, rootPath: "") == "The \(Self.b)mitochondrion\(Self.unb) makes ATP.")
        #expect(renderer.html(cards[1].question, rootPath: "") == "Paris is the [city] of France.", "a cloze's hint")
        #expect(renderer.html(cards[2].question, rootPath: "") == "What is $x_1^2$?")
    }
}
