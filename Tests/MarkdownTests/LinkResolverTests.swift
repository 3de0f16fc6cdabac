import Testing
import TestSupport
@testable import Markdown
import Domain
import Scenes

@Suite("LinkResolver: URLs relative to the site root")
struct LinkResolverTests {
    static let files: Set<String> = [
        "decks/images/x.png",
        "decks/images/my map.png",
        "decks/other.md",
        "decks/My Deck.md",
        "files/notes.pdf",
        "index.md",
    ]

    /// Resolves the first link or image in `markdown` as written in `decks/quiz.md`.
    func resolve(_ markdown: String, contentPath: String = "decks/quiz.md", tree: FakeContentTree = FakeContentTree(files))
        -> (url: String?, outcome: LinkResolver.Outcome)
    {
        let document = MarkdownDocument(markdown)
        return withExtendedLifetime(document) {
            let outcome = LinkResolver(tree: tree, file: "Content/\(contentPath)", contentPath: contentPath).resolve(document)
            let url = document.root.descendants.first(where: \.isLinkOrImage)?.url
            return (url, outcome)
        }
    }

    struct RewriteCase: CustomTestStringConvertible, Sendable {
        let markdown: String
        let url: String
        let media: Set<String>
        var testDescription: String { markdown }
    }

    @Test(arguments: [
        RewriteCase(markdown: "![x](images/x.png)", url: "media/decks/images/x.png", media: ["decks/images/x.png"]),
        RewriteCase(markdown: "![x](./images/x.png)", url: "media/decks/images/x.png", media: ["decks/images/x.png"]),
        RewriteCase(markdown: "![x](images/x.png?v=2)", url: "media/decks/images/x.png?v=2", media: ["decks/images/x.png"]),
        RewriteCase(markdown: "![x](images/my%20map.png)", url: "media/decks/images/my%20map.png", media: ["decks/images/my map.png"]),
        RewriteCase(markdown: "![x](<images/my map.png>)", url: "media/decks/images/my%20map.png", media: ["decks/images/my map.png"]),
        RewriteCase(markdown: "[x](other.md)", url: "decks/other/index.html", media: []),
        RewriteCase(markdown: "[x](other.md#fragment)", url: "decks/other/index.html#fragment", media: []),
        RewriteCase(markdown: "[x](../decks/other.md?a=b#c)", url: "decks/other/index.html?a=b#c", media: []),
        RewriteCase(markdown: "[x](My%20Deck.md)", url: "decks/my-deck/index.html", media: []),
        RewriteCase(markdown: "[x](../index.md)", url: "index.html", media: []),
        RewriteCase(markdown: "[x](../files/notes.pdf)", url: "media/files/notes.pdf", media: ["files/notes.pdf"]),
    ])
    func relativeURLIsRewrittenToTheSiteRoot(_ example: RewriteCase) {
        let (url, outcome) = resolve(example.markdown)
        #expect(url == example.url)
        #expect(outcome.media == example.media)
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test(arguments: [
        "[x](https://example.org/other.md)",
        "[x](HTTP://EXAMPLE.ORG)",
        "[x](mailto:teacher@example.org)",
        "[x](#fragment)",
        "[x](?query=1)",
        "[x](/absolute/other.md)",
        "[x](//cdn.example.org/x.png)",
        "![x](https://example.org/x.png)",
        "[x](javascript:alert(1))",
    ])
    func absoluteAndFragmentURLsAreLeftAlone(_ markdown: String) {
        let tree = FakeContentTree(Self.files)
        let original = MarkdownDocument(markdown)
        let expected = withExtendedLifetime(original) { original.root.descendants.first(where: \.isLinkOrImage)?.url }
        let (url, outcome) = resolve(markdown, tree: tree)
        #expect(url != nil)
        #expect(url == expected)
        #expect(outcome.media.isEmpty)
        #expect(outcome.diagnostics.isEmpty)
        #expect(tree.queries.isEmpty, "no file lookup for a URL that is not relative")
    }

    @Test func linksFromTheSiteIndexResolveAgainstTheContentRoot() {
        let (url, outcome) = resolve("![x](decks/images/x.png)", contentPath: "index.md")
        #expect(url == "media/decks/images/x.png")
        #expect(outcome.media == ["decks/images/x.png"])
    }

    @Test func everyLinkInADocumentIsResolved() {
        let document = MarkdownDocument("![a](images/x.png) [b](other.md)\n\n- [c](missing.md)\n- ![d](../../up.png)\n")
        let outcome = withExtendedLifetime(document) {
            LinkResolver(tree: FakeContentTree(Self.files), file: "Content/decks/quiz.md", contentPath: "decks/quiz.md").resolve(document)
        }
        #expect(outcome.media == ["decks/images/x.png"])
        #expect(lines(outcome.diagnostics) == [
            "Content/decks/quiz.md:3:3: error: link 'missing.md' not found (no file decks/missing.md in the content directory)",
            "Content/decks/quiz.md:4:3: error: image '../../up.png' points outside the content directory",
        ])
    }

    @Test func pageForContentFile_coversOnlyTheIndexAndDecks() {
        #expect(LinkResolver.page(forContentFile: "index.md") == "index.html")
        #expect(LinkResolver.page(forContentFile: "decks/Capitals of Europe.md") == "decks/capitals-of-europe/index.html")
        #expect(LinkResolver.page(forContentFile: "notes/readme.md") == nil)
        #expect(LinkResolver.page(forContentFile: "decks/images/x.png") == nil)
    }

    @Test func mediaURLPercentEncodesThePath() {
        #expect(LinkResolver.mediaURL(forContentFile: "decks/my map#1.png") == "media/decks/my%20map%231.png")
    }
}

@Suite("ContentPath: resolving without leaving the content root")
struct ContentPathTests {
    @Test(arguments: [
        ("decks/quiz.md", "decks"),
        ("decks/images/x.png", "decks/images"),
        ("index.md", ""),
    ])
    func directoryIsThePathBeforeTheLastSlash(_ path: String, _ directory: String) {
        #expect(ContentPath.directory(of: path) == directory)
    }

    @Test(arguments: [
        ("images/x.png", "decks", "decks/images/x.png" as String?),
        ("./x.png", "decks", "decks/x.png"),
        ("a//b.png", "decks", "decks/a/b.png"),
        ("../index.md", "decks", "index.md"),
        ("images/../x.png", "decks", "decks/x.png"),
        ("../../x.png", "decks", nil),
        ("..", "", nil),
        ("x/../../y", "", nil),
    ])
    func resolveStaysInsideTheContentRoot(_ relative: String, _ directory: String, _ expected: String?) {
        #expect(ContentPath.resolve(relative, in: directory) == expected)
    }
}

@Suite struct LinkTargetTests {
    /// A scheme is a letter, then letters, digits, `+`, `-` or `.`, then a colon; read by byte in
    /// an ASCII URL and by character otherwise, with the same answers.
    @Test(arguments: [
        ("https://example.org", true), ("HTTPS://x", true), ("a+b.c-d9:x", true), ("mailto:é@example.org", true),
        ("1abc:x", false), ("ab_c:x", false), (":x", false), ("no-colon", false), ("é:x", false),
        ("ab:\u{301}x", false),   // the colon and the accent are one character: no colon there
        ("a\u{301}b:x", false),
    ])
    func aScheme_isReadTheSameWhateverTheText(url: String, absolute: Bool) {
        #expect((LinkTarget(url) == .absolute) == absolute)
    }
}

/// `ContentPath.resolve` by bytes, against the reading by characters it replaced (kept as the
/// oracle) on paths whose `/` no combining mark follows, where the two agree.
@Suite struct ContentPathResolveTests {
    static func oracle(_ relative: String, in directory: String) -> String? {
        var parts = directory.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    @Test func aPath_resolvesAsItDidByCharacters() {
        var random = SeededRandom(seed: 59)
        let pieces = ["/", "//", ".", "..", "a", "b c", "é", "中文", "🇫🇷", "...", ".a", "a.", "%20"]
        for _ in 0..<5_000 {
            let make = { (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
            let (relative, directory) = (make(), make())
            #expect(ContentPath.resolve(relative, in: directory) == Self.oracle(relative, in: directory), "\(relative.debugDescription) in \(directory.debugDescription)")
        }
    }

    /// Notes of one name, nearest the content root first, then in path order: the first is the
    /// one a bare link names (`obsidianTarget`), as the least by that order was before.
    @Test func notesOfOneName_comeNearestTheRootFirst() {
        let paths = ["b/c/same.md", "z/same.md", "same.md", "a/same.md", "a/b/same.md", "\u{301}x/same.md"]
        #expect(ContentPath.nearestFirst(paths) == ["same.md", "a/same.md", "z/same.md", "\u{301}x/same.md", "a/b/same.md", "b/c/same.md"])
        var random = SeededRandom(seed: 61)
        for _ in 0..<500 {
            let shuffled = (0..<Int.random(in: 1...12, using: &random)).map { _ in
                (0..<Int.random(in: 0...3, using: &random)).map { _ in ["a", "b", "é", "c d"].randomElement(using: &random)! + "/" }.joined() + "n.md"
            }
            let least = shuffled.min { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
            #expect(ContentPath.nearestFirst(shuffled).first == least)
        }
    }

    /// The content directory's name index keeps that order: a bare link from a folder where no
    /// note of the name is finds the one nearest the root, and then the first in path order.
    @Test func theNameIndexOfAFolder_findsTheNearestNoteOfAName() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for path in ["z/same.md", "b/c/same.md", "b/same.md", "q/card.md", "y/x/w/other.md", "m/other.md", "k/other.md"] {
            try folder.write("note\n", to: path)
        }
        let tree = FileSystemContentTree(root: folder.url)
        #expect(tree.obsidianTarget(of: "same.md", from: "q") == "b/same.md")
        #expect(tree.obsidianTarget(of: "other.md", from: "q") == "k/other.md")
        #expect(tree.obsidianTarget(of: "OTHER.md", from: "q") == "k/other.md")
        #expect(tree.files(named: "same.md") == ["b/same.md", "z/same.md", "b/c/same.md"])
    }

    /// A `/` separates parts whatever follows it, as in a file system: a combining mark after it
    /// begins the next part (by characters, `/` and the mark were one character, not a `/`).
    @Test func aSlashBeforeACombiningMark_separatesParts() {
        #expect(ContentPath.resolve("../\u{301}x.png", in: "decks/bio") == "decks/\u{301}x.png")
        #expect(ContentPath.resolve("../../../x", in: "decks/bio") == nil)
    }
}
