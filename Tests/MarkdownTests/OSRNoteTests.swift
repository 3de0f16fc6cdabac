import Domain
import Foundation
import Testing
@testable import Markdown

/// A deck file tagged `#flashcards` is read as Obsidian Spaced Repetition reads it. The cases
/// of OSR's own note-level tests (`note-question-parser.test.ts`, translated to
/// Tests/Fixtures/osr/osr-cases.json) give the same cards here, front and back as text, except
/// where the site differs on purpose: flashcard tags are removed from a card's text, and a file
/// without the tag is one of the site's own decks (where `A::B` is a card too).
@Suite struct OSRNoteTests {
    struct Case: Decodable, CustomTestStringConvertible {
        struct Question: Decodable {
            struct Side: Decodable { let front: String; let back: String }
            let cards: [Side]
            /// The decks the plugin files the question in, as tags (`#flashcards/test`).
            let deck: [String]?
        }
        let name: String
        let level: String
        let input: String
        let expected: [Question]?
        let folder_topic_path: [String]?
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/osr/osr-cases.json")
        guard let data = try? Data(contentsOf: url), let all = try? JSONDecoder().decode([Case].self, from: data) else { return [] }
        // Tag mode picks the notes with a flashcard tag; folder mode (convertFoldersToDecks) every
        // note in a folder, each case with the folder it passed to the plugin.
        return all.filter { $0.level == "note" && (!($0.folder_topic_path ?? []).isEmpty || $0.input.contains("flashcards")) }
    }()

    /// The case's note read as the plugin reads it: in folder mode, as a note in its folder
    /// below `decks/`.
    static func read(_ testCase: Case) -> DeckReader.Outcome {
        guard let folders = testCase.folder_topic_path, !folders.isEmpty else { return readDeck(testCase.input) }
        var settings = OSRSettings()
        settings.convertFoldersToDecks = true
        let path = "decks/" + folders.joined(separator: "/") + "/note.md"
        return DeckReader(tree: FakeContentTree([]), osrSettings: settings).read(testCase.input, file: "Content/\(path)", contentPath: path)
    }

    /// OSR's side as the text a reader sees on the site: trimmed (Obsidian shows the front
    /// trimmed), its cloze spans as the site words them (`[…]`, the answer), without flashcard
    /// tags, as plain text.
    static func shown(_ side: String) -> String {
        let text = side.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: "<span style='color:#2196f3'>\\[\\.\\.\\.\\]</span>", with: "[…]", options: .regularExpression)
            .replacingOccurrences(of: "<span style='color:[^']*'>(.*?)</span>", with: "$1", options: .regularExpression)
            .replacingOccurrences(of: "(^|[ \\t])#flashcards(/[^\\s#]*)?(?=$|\\s)", with: "$1", options: .regularExpression)
        return CmarkRenderer().plainText(RichText(markdown: text))
    }

    @Test func theNoteCasesAreThere() {
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func givesTheCardsOSRGives(_ testCase: Case) throws {
        let outcome = Self.read(testCase)
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        let expected = (testCase.expected ?? []).flatMap(\.cards).map { [Self.shown($0.front), Self.shown($0.back)] }
        let found = (outcome.notesDeck?.cards ?? []).map { [CmarkRenderer().plainText($0.question), CmarkRenderer().plainText($0.answer)] }
        #expect(found == expected)
    }

    @Test(arguments: cases)
    func filesEachQuestionInTheDecksOSRFilesItIn(_ testCase: Case) {
        var decks: [[String]] = []
        var previous: Note?
        for filed in Self.read(testCase).filedNotes {
            let tag = "#" + filed.deck.joined(separator: "/")
            if filed.note == previous { decks[decks.count - 1].append(tag) } else { decks.append([tag]) }
            previous = filed.note
        }
        let expected = (testCase.expected ?? []).map { $0.deck ?? [] }
        // The root deck `#` is folder mode with no folder, which the plugin's newer versions (and
        // the site) no longer read: a note at the vault's root is not one of its notes.
        guard !expected.contains(["#"]) else { return }
        #expect(decks == expected)
    }

    @Test func theFolderModeCasesAreThere() {
        #expect(Self.cases.filter { !($0.folder_topic_path ?? []).isEmpty }.count >= 3)
    }

    @Test func headingsAreStructure_andTextAboveALineCardIsNotPartOfIt() throws {
        let note = """
        ---
        tags: [flashcards/biology, other]
        aliases: [Cells]
        ---
        # Cells

        ## The nucleus

        Some prose about it.
        What holds the DNA?::The nucleus

        ## [[Mitochondria]]

        What does it make
        ?
        - energy (ATP)
        - heat
        <!--SR:!2026-01-01,3,250-->

        The ==ribosome== makes proteins #flashcards
        """
        let outcome = readDeck(note)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let deck = try #require(outcome.notesDeck)
        // Filed by the front matter's flashcard tag, as the plugin files them.
        #expect(outcome.filedNotes.map(\.deck) == Array(repeating: ["flashcards", "biology"], count: 3))
        #expect(deck.cards.map { [html($0.question), html($0.answer)] } == [
            ["<p>What holds the DNA?</p>\n", "<p>The nucleus</p>\n"],
            ["<p>What does it make</p>\n", "<ul>\n<li>energy (ATP)</li>\n<li>heat</li>\n</ul>\n"],
            ["<p>The [\u{2026}] makes proteins</p>\n", "<p>The <strong>ribosome</strong> makes proteins</p>\n"],
        ])
        #expect(deck.cards.map(\.location.line) == [10, 14, 20])
    }

    @Test func lineBreaksInsideAnAnswer_areLineBreaks_asObsidianShowsThem() throws {
        let deck = try #require(readDeck("#flashcards\n\nWhat are the states\n?\nsolid\nliquid\ngas\n").notesDeck)
        #expect(html(try #require(deck.cards.first).answer) == "<p>solid<br />\nliquid<br />\ngas</p>\n")
    }

    @Test func aBrokenLinkInACard_isAWarningAtTheCard_andOneInProseIsNotChecked() throws {
        let outcome = readDeck("#flashcards\n\nSee [a note](Other%20note.md) in prose.\n\nWhere?::[Here](missing.png)\n")
        #expect(lines(outcome.diagnostics) == [
            "Content/decks/capitals.md:5:1: warning: link 'missing.png' not found (no file decks/missing.png in the content directory); the link is left as it is",
        ])
        #expect(outcome.notesDeck?.cards.count == 1)
    }

    @Test func aFileWithoutTheTag_keepsTheSitesOwnSyntax() throws {
        let deck = try #require(readDeck("# Quiz\n\n## What is 7+7?\n\n14\n").notesDeck)
        #expect(deck.cards.count == 1)
        #expect(deck.cards.first?.question.markdown.contains("What is 7+7?") == true)
    }

    @Test(arguments: [
        ("tags: flashcards", true), ("tags: [flashcards/geo]", true), ("tags: '#flashcards'", true),
        ("tags: [flashcardsx]", false), ("tags: [other]", false),
    ])
    func frontMatterTags_selectANote(_ yaml: String, _ selected: Bool) throws {
        let deck = try #require(readDeck("---\n\(yaml)\n---\n## Heading\n\nQ::A\n").notesDeck)
        // As an OSR note the heading is structure and Q::A the one card; otherwise too, but the
        // heading then titles an inline-card section. The difference shows with a heading card:
        let headingCard = readDeck("---\n\(yaml)\n---\n## Question?\n\nAnswer\n").notesDeck
        #expect((headingCard?.cards ?? []).isEmpty == selected)
        #expect(deck.cards.count == 1)
    }

    @Test func tagsInText_followObsidian() {
        #expect(OSRNote.tagsInText("a #flashcards/x b\n#other #123 c#not\n```\n#incode\n```\n") == ["#flashcards/x", "#other"])
    }
}
