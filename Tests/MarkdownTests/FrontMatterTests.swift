import Testing
@testable import Markdown
import Domain
import Scenes

@Suite("Front matter errors, with file lines")
struct FrontMatterErrorTests {
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let name: String
        let yaml: String
        let expected: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        ErrorCase(
            name: "invalid YAML on the third YAML line is reported on file line 4",
            yaml: "title: Capitals\ndescription: fine\ntags: a: b",
            expected: ["Content/decks/capitals.md:4:8: error: front matter is not valid YAML: mapping values are not allowed in this context"]
        ),
        ErrorCase(
            name: "invalid YAML on the first YAML line is reported on file line 2",
            yaml: "title: a: b",
            expected: ["Content/decks/capitals.md:2:9: error: front matter is not valid YAML: mapping values are not allowed in this context"]
        ),
        ErrorCase(
            name: "unterminated quoted text",
            yaml: "title: \"Capitals",
            expected: ["Content/decks/capitals.md:2:17: error: front matter is not valid YAML: found unexpected end of stream while scanning a quoted scalar"]
        ),
        ErrorCase(
            name: "a list is not a mapping",
            yaml: "- title\n- tags",
            expected: ["Content/decks/capitals.md:2:1: error: front matter must be 'key: value' lines"]
        ),
        ErrorCase(
            name: "plain text is not a mapping",
            yaml: "Capitals of the world",
            expected: ["Content/decks/capitals.md:2:1: error: front matter must be 'key: value' lines"]
        ),
        ErrorCase(
            name: "title given as a block list",
            yaml: "description: D\ntitle:\n  - Capitals\n  - Cities",
            expected: ["Content/decks/capitals.md:4:3: error: front matter 'title' must be text"]
        ),
        ErrorCase(
            name: "title given as a flow list",
            yaml: "title: [Capitals, Cities]",
            expected: ["Content/decks/capitals.md:2:8: error: front matter 'title' must be text"]
        ),
        ErrorCase(
            name: "description given as a mapping",
            yaml: "description: {short: S}",
            expected: ["Content/decks/capitals.md:2:14: error: front matter 'description' must be text"]
        ),
        ErrorCase(
            name: "tags given as a mapping",
            yaml: "tags: {a: b}",
            expected: ["Content/decks/capitals.md:2:7: error: front matter 'tags' must be a list"]
        ),
        ErrorCase(
            name: "a tag that is itself a list",
            yaml: "tags: [geography, [europe]]",
            expected: ["Content/decks/capitals.md:2:19: error: front matter 'tags' must list texts"]
        ),
        ErrorCase(
            name: "a likely typo of a known key is a warning, in the author's spelling",
            yaml: "title: Capitals\nTitel: Typo\ntag: [x]\nDesciption: y",
            expected: [
                "Content/decks/capitals.md:3:1: warning: front matter key 'Titel' is not one this file reads, so it is ignored; did you mean 'title'?",
                "Content/decks/capitals.md:4:1: warning: front matter key 'tag' is not one this file reads, so it is ignored; did you mean 'tags'?",
                "Content/decks/capitals.md:5:1: warning: front matter key 'Desciption' is not one this file reads, so it is ignored; did you mean 'description'?",
            ]
        ),
        ErrorCase(
            name: "other keys (Obsidian's and plugins') are ignored",
            yaml: "aliases: [Caps]\ncssclass: wide\ncreated: 2024-01-01\nzeta: 1\nsr-due: 2026-01-01",
            expected: []
        ),
        ErrorCase(
            name: "duplicate key, detected by the YAML parser",
            yaml: "title: Capitals\ntags: a\ntitle: Cities",
            expected: ["Content/decks/capitals.md:2:1: error: front matter repeats 'title'"]
        ),
        // Keys are told apart as Yams' default resolver tells them apart, by type: a plain `on`
        // (a boolean) and a quoted one (a text) are two keys to Yams, then one to this reader.
        ErrorCase(
            name: "a plain and a quoted key of the same text",
            yaml: "title: T\n'on': a\non: b",
            expected: ["Content/decks/capitals.md:4:1: error: front matter key 'on' appears twice"]
        ),
        ErrorCase(
            name: "an explicitly tagged key and a plain one of the same type",
            yaml: "!!int 1: a\n1: b",
            expected: ["Content/decks/capitals.md:2:1: error: front matter repeats '1'"]
        ),
        ErrorCase(
            name: "duplicate key differing only in case",
            yaml: "title: Capitals\nTITLE: Cities",
            expected: ["Content/decks/capitals.md:3:1: error: front matter key 'TITLE' appears twice"]
        ),
        ErrorCase(
            name: "non-text key",
            yaml: "[a, b]: c",
            expected: ["Content/decks/capitals.md:2:1: error: front matter keys must be plain text"]
        ),
    ])
    func frontMatterProblemIsReportedAtItsFileLine(_ example: ErrorCase) {
        let outcome = readDeck("---\n\(example.yaml)\n---\n## Q\n\nA\n")
        #expect(lines(outcome.diagnostics) == example.expected.sorted())
        // A bad front matter does not stop the cards from being read.
        #expect(outcome.deck?.cards.count == 1)
    }

    @Test func wrongTypeFallsBackToTheNextTitleSource() {
        let outcome = readDeck("---\ntitle: [a, b]\n---\n# From the heading\n\n## Q\n\nA\n")
        #expect(outcome.deck?.title == "From the heading")
        #expect(outcome.diagnostics.count == 1)
    }

    @Test func emptyFrontMatterIsAccepted() {
        let outcome = readDeck("---\n---\n## Q\n\nA\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.deck?.cards.first?.location.line == 3)
    }

    @Test func frontMatterDirectly_reportsLinesAfterTheOpeningFence() {
        var frontMatter = FrontMatter(yaml: "a: 1\nb: [x]", file: "f.md")
        #expect(frontMatter.string("a") == "1")
        #expect(frontMatter.string("b") == nil)
        #expect(frontMatter.string("missing") == nil)
        #expect(frontMatter.strings("missing") == [])
        #expect(frontMatter.diagnostics.map(\.description) == ["f.md:3:4: error: front matter 'b' must be text"])
    }

    @Test func frontMatterWithoutYaml_hasNoValuesAndNoErrors() {
        var frontMatter = FrontMatter(yaml: nil, file: "f.md")
        #expect(frontMatter.string("title") == nil)
        frontMatter.ignoreUnknownKeys(warningAboutTyposOf: [])
        #expect(frontMatter.diagnostics.isEmpty)
    }
}

@Suite("SourceText: splitting front matter from the body")
struct SourceTextTests {
    @Test func textWithoutFrontMatterIsAllBody() throws {
        let (source, error) = SourceText.split("# Title\n\n--- not a fence\n", file: "f.md")
        #expect(error == nil)
        let text = try #require(source)
        #expect(text.frontMatter == nil)
        #expect(text.body == "# Title\n\n--- not a fence\n")
    }

    @Test func bodyKeepsBlankLinesInPlaceOfTheFrontMatter() throws {
        let (source, error) = SourceText.split("---\ntitle: T\ntags: a\n---\n# Title\n", file: "f.md")
        #expect(error == nil)
        let text = try #require(source)
        #expect(text.frontMatter == "title: T\ntags: a")
        #expect(text.body == "\n\n\n\n# Title\n")
    }

    struct FenceCase: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        FenceCase(name: "CRLF line ends", text: "---\r\ntitle: T\r\n---\r\nbody\r\n"),
        FenceCase(name: "byte order mark", text: "\u{FEFF}---\ntitle: T\n---\nbody\n"),
        FenceCase(name: "YAML document end marker closes", text: "---\ntitle: T\n...\nbody\n"),
        FenceCase(name: "trailing spaces on the fences", text: "--- \ntitle: T\n---\t\nbody\n"),
    ])
    func frontMatterFencesAreRecognised(_ example: FenceCase) throws {
        let (source, error) = SourceText.split(example.text, file: "f.md")
        #expect(error == nil)
        let text = try #require(source)
        #expect(text.frontMatter == "title: T")
        #expect(text.body == "\n\n\nbody\n")
    }

    @Test func documentEndMarkerDoesNotOpenFrontMatter() throws {
        let (source, _) = SourceText.split("...\ntitle: T\n...\n", file: "f.md")
        #expect(try #require(source).frontMatter == nil)
    }

    @Test func unclosedFrontMatterIsAnErrorAtLineOne() {
        let (source, error) = SourceText.split("---\ntitle: T\n# Body\n", file: "Content/decks/x.md")
        #expect(source == nil)
        #expect(error?.description == "Content/decks/x.md:1:1: error: front matter is not closed: add a line holding only '---' after it")
    }
}

/// YAML aliases of aliases ("billion laughs") used as a mapping key, which Yams would hash whole
/// (twelve levels never ended), are refused at the key; used as values they are read as before.
@Suite struct FrontMatterAliasTests {
    /// Anchors `l0`…`l(levels-1)`, each listing ten aliases of the one before, and the top alias.
    static func laughs(_ levels: Int) -> (anchors: String, top: String) {
        var lines = ["l0: &l0 [" + Array(repeating: "lol", count: 10).joined(separator: ", ") + "]"]
        for level in 1..<levels {
            lines.append("l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return (lines.joined(separator: "\n") + "\n", "*l\(levels - 1)")
    }

    @Test(.timeLimit(.minutes(1)), arguments: [
        // The twelve anchors are the YAML's lines 1 to 12, the file's 2 to 13.
        ("? TOP\n: x\n", "f.md:14:3"),
        ("x: {? TOP : y}\n", "f.md:14:7"),
        ("? [TOP]\n: y\n", "f.md:14:3"),
        ("x:\n  - ? TOP\n    : y\n", "f.md:15:7"),
    ])
    func aKeyOfLaughs_isRefusedAtTheKey(_ yaml: String, _ place: String) {
        let (anchors, top) = Self.laughs(12)
        let frontMatter = FrontMatter(yaml: anchors + yaml.replacingOccurrences(of: "TOP", with: top), file: "f.md")
        #expect(frontMatter.diagnostics.map(\.description) == [
            "\(place): error: front matter keys must be plain text; this one is YAML aliases that expand to more than 10000 values",
        ])
    }

    @Test func laughsAsAValue_orASmallAliasedKey_readAsBefore() {
        let (anchors, top) = Self.laughs(12)
        var values = FrontMatter(yaml: anchors + "title: T\nx: \(top)\n", file: "f.md")
        #expect(values.string("title") == "T")
        #expect(values.diagnostics.isEmpty)
        var smallKey = FrontMatter(yaml: "k: &k [a, b]\n? *k\n: y\ntitle: T\n", file: "f.md")
        #expect(smallKey.string("title") == "T")
        // An alias is placed where its anchor's node is, as Yams marks it.
        #expect(smallKey.diagnostics.map(\.description) == ["f.md:2:4: error: front matter keys must be plain text"])
    }

    /// The keys of one front matter share the limit: a key of 9,999 values is let through once,
    /// and the next such key is refused, so a thousand of them cannot cost what one huge key did.
    @Test func keysJustUnderTheLimit_shareIt() {
        let anchor = "k: &k [" + Array(repeating: "x", count: YAMLAliasKeys.limit - 2).joined(separator: ", ") + "]\n"
        #expect(YAMLAliasKeys.firstOversizedKey(in: anchor + "*k : 1\nplain: 2\n") == nil)
        #expect(YAMLAliasKeys.firstOversizedKey(in: anchor + "*k : 1\nplain: 2\n*k : 3\n") == YAMLAliasKeys.Oversized(line: 4, column: 1))
        #expect(YAMLAliasKeys.firstOversizedKey(in: anchor + String(repeating: "a: 1\n", count: 50_000)) == nil)
    }

    @Test func aKeyOfExactlyTheLimit_isLetThrough_andOneMore_isNot() {
        // `? [*a, *a, …]`: n aliases of a one-value anchor, plus the list itself.
        func key(of aliases: Int) -> YAMLAliasKeys.Oversized? {
            YAMLAliasKeys.firstOversizedKey(in: "a: &a x\n? [" + Array(repeating: "*a", count: aliases).joined(separator: ", ") + "]\n: y\n")
        }
        #expect(key(of: YAMLAliasKeys.limit - 1) == nil)
        #expect(key(of: YAMLAliasKeys.limit) == YAMLAliasKeys.Oversized(line: 2, column: 3))
    }
}
