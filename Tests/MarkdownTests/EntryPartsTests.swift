import Domain
import Testing
import TestSupport
@testable import Markdown

/// A collection file read in parts on several cores must give exactly what reading it whole
/// gives: the same entries, fields, bodies, lines, columns and diagnostics, in the same order.
@Suite struct EntryPartsTests {
    static let file = "Content/movies/popular.md"

    /// Blocks a catalog may hold, including every construct that reaches past a heading.
    static let blocks = [
        "## Solaris\n- Released: 1972-03-20\n- Director: Andrei Tarkovsky\n\nA psychologist is sent to a station.\n",
        "## Stalker\n- Rating: 8.1\n- Cast: Alisa Freyndlikh, Aleksandr Kaydanovskiy\n",
        "## Mirror\n\nA dying man remembers.\n\n> A quote\nwith a lazy line\n",
        "## List\n\n- one\n- two\n\n      indented code\n",
        "##\n",
        "##\tTabbed title\n- Runtime: 2h\n",
        "##Not a heading\n\nText [a link](missing.md) and ![an image](poster.png).\n",
        "### A level-3 heading inside an entry\n\nMore text.\n",
        "Setext title\n------------\n\nparagraph\n",
        "```\n## inside a fence opened in column 1\n```\n",
        "~~~~\n## inside a tilde fence\n~~~\n## still inside\n~~~~\n",
        "- item\n\n  ```\n## after a fence in a list item\n",
        "> ```\n## after a fence in a quote\n",
        "```\n## a fence never closed\n",
        "<div>\n## inside an HTML block\n</div>\n",
        "  <!-- a comment\n## still a comment\n-->\n",
        "[ref]: https://example.org\n\nUses [ref].\n",
        "> [quoted]: /url\n",
        "Text with `` ``` `` in the middle.\n",
        "## Crimson\r\n- Released: 2020-01-01\r\n\r\nWindows lines.\r\n",
        "## Old Mac\r- Rating: 5\r\rLone CR lines.\r",
        "## Dune\n- Relased: 2021\n- Released: 2021-13-01\n",
        "    ## indented: code\n",
        "   ## three spaces: a heading, but not a cut\n",
        "Paragraph directly above\n## A heading that interrupts it\n",
        "## Ünïcödé 映画\n- Genres: Drama, 드라마\n\nÉtoile.\n",
        "\n\n\n",
    ]

    /// Reads `text` whole, and cut into as many parts as it has safe headings.
    static func readBothWays(_ text: String) -> (whole: EntryCollectionReader.Outcome?, cut: EntryCollectionReader.Outcome?) {
        var whole = EntryCollectionReader(tree: FakeContentTree(["movies/poster.png"]))
        whole.parts = (count: 1, minimumBytes: Int.max)
        var cut = whole
        cut.parts = (count: 64, minimumBytes: 0)
        return (whole.read(text, file: file, contentPath: "movies/popular.md").0, cut.read(text, file: file, contentPath: "movies/popular.md").0)
    }

    static func expectSame(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (whole, cut) = readBothWays(text)
        #expect(whole?.title == cut?.title, sourceLocation: sourceLocation)
        #expect(whole?.introduction == cut?.introduction, sourceLocation: sourceLocation)
        #expect(whole?.entries == cut?.entries, "\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(whole?.media == cut?.media, sourceLocation: sourceLocation)
        #expect(whole?.diagnostics == cut?.diagnostics, sourceLocation: sourceLocation)
    }

    @Test(arguments: blocks.indices)
    func eachBlockBetweenEntriesReadsTheSameCut(index: Int) {
        let text = "---\ntitle: Popular\n---\n# Popular\n\nIntro.\n\n" + Self.blocks[0] + Self.blocks[index] + Self.blocks[1] + "## Last\n\nEnd.\n"
        Self.expectSame(text)
    }

    /// Seeded random catalogs of 40 blocks each: every order of every construct gets a turn.
    @Test(arguments: 0..<60)
    func randomCatalogsReadTheSameCut(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var text = seed % 3 == 0 ? "---\ntitle: T\n---\n" : ""
        for _ in 0..<40 {
            text += random.pick(Self.blocks)
        }
        Self.expectSame(text)
    }

    @Test func aPlainCatalogIsCutAtItsHeadings() {
        let text = String(repeating: Self.blocks[0] + Self.blocks[1], count: 50)
        let parts = EntryParts.split(text, into: 8, minimumBytes: 0)
        #expect(parts.count > 2)
        for part in parts.dropFirst() {
            #expect(part.text.hasPrefix("## "))
        }
        #expect(parts.map(\.text).joined() == text)
        // Each part knows the line of the file it starts on.
        var line = 1
        for part in parts {
            #expect(part.firstLine == line)
            line += part.text.utf8.count { $0 == UInt8(ascii: "\n") }
        }
        Self.expectSame(text)
    }

    /// A body after front matter is cut where it is in the file (no copy of it is made with
    /// blank lines in place of the front matter): the first part starts on the body's first
    /// line, and every part knows its line of the file.
    @Test func aBodyAfterFrontMatterIsCutInPlace() throws {
        let frontMatter = "---\ntitle: Popular\nsort: year\n---\n"
        let body = String(repeating: Self.blocks[0] + Self.blocks[1], count: 50)
        let source = try #require(SourceText.split(frontMatter + body, file: "popular.md").0)
        #expect(source.bodyLine == 5 && source.body == "\n\n\n\n" + body)
        let parts = EntryParts.split(source.text, from: source.bodyOffset, firstLine: source.bodyLine, into: 8, minimumBytes: 0)
        #expect(parts.count > 2)
        #expect(parts.map(\.text).joined() == body)
        var line = 5
        for part in parts {
            #expect(part.firstLine == line)
            line += part.text.utf8.count { $0 == UInt8(ascii: "\n") }
        }
    }

    @Test(arguments: [
        "[ref]: https://example.org\n",
        "<div>\n",
        "   <p>\n",
        "> [quoted]: /url\n",
    ])
    func aBodyWithADefinitionOrHTMLIsNeverCut(hazard: String) {
        let text = String(repeating: Self.blocks[0], count: 20) + hazard + String(repeating: Self.blocks[1], count: 20)
        #expect(EntryParts.split(text, into: 8, minimumBytes: 0).count == 1)
    }

    @Test func headingsInsideAColumnOneFenceAreNotCuts() {
        let text = Self.blocks[0] + "```\n## one\n## two\n```\n" + Self.blocks[1]
        let cuts = text.utf8.withContiguousStorageIfAvailable { EntryParts.cuts(in: $0) } ?? nil
        #expect(cuts?.map(\.line) == [1, 10])
    }

    /// A large body is cut into parts of about `largestPartBytes`, more than asked for, so that
    /// `site serve` reads again only a small part after an edit.
    @Test func aLargeBodyIsCutIntoSmallParts() {
        let text = (0..<8_000).map { "## Movie \($0)\n- Released: 2001-01-01\n\nOverview \($0).\n\n" }.joined()
        let parts = EntryParts.split(text, into: 4)
        #expect(parts.count >= text.utf8.count / EntryParts.largestPartBytes / 2)
        #expect(parts.allSatisfy { $0.text.utf8.count <= 3 * EntryParts.largestPartBytes })
        // Entries too alike to tell apart are cut by size.
        let alike = String(repeating: Self.blocks[0] + Self.blocks[1], count: 4_000)
        #expect(EntryParts.split(alike, into: 4).allSatisfy { $0.text.utf8.count <= 3 * EntryParts.largestPartBytes })
    }

    /// A fence may open after one to three spaces, at the top level (a heading inside it is
    /// code) or in a list item (a heading closes it): a body holding one is never cut.
    @Test(arguments: [" ```\n", "   ~~~\n", "- item\n\n  ```\n"])
    func aBodyWithAnIndentedFenceIsNeverCut(fence: String) {
        let text = Self.blocks[0] + fence + "## inside or not\n" + fence + Self.blocks[1]
        let cuts = text.utf8.withContiguousStorageIfAvailable { EntryParts.cuts(in: $0) } ?? nil
        #expect(cuts == nil)
        Self.expectSame(String(repeating: text, count: 30))
    }

    /// Cuts do not move outside the edited part when an edit adds bytes, lines or an entry.
    @Test func anEditMovesOnlyTheCutsNearIt() {
        let entries = (0..<6_000).map { "## Movie \($0)\n- Released: 2001-01-01\n\nOverview \($0), \(String(repeating: "word ", count: $0 % 40)).\n\n" }
        let before = EntryParts.split(entries.joined(), into: 4)
        var edited = entries
        edited[3_000] += "A new paragraph,\nof two lines.\n\n## A new movie\n\nIts overview.\n\n"
        let after = EntryParts.split(edited.joined(), into: 4)
        #expect(before.count > 10)
        let kept = Set(after.map(\.text)).intersection(before.map(\.text))
        #expect(kept.count >= before.count - 2, "\(kept.count) of \(before.count) parts kept")
    }

    @Test func aSmallBodyIsReadWhole() {
        #expect(EntryParts.split(Self.blocks[0] + Self.blocks[1], into: 8).count == 1)
    }
}
