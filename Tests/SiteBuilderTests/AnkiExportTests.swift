import Domain
import Foundation
import SiteBuilder
import Testing
import TestSupport

/// `site export anki`: the file Anki imports, deck selection, and refusing to write on errors.
@Suite struct AnkiExportTests {
    static let capitals = """
    ---
    title: World capitals
    tags: [geography, world capitals]
    ---
    # Capitals

    ## What is the capital of Peru?

    Lima, on the "City of Kings" coast.

    ## Europe

    France::Paris
    Italy:::Rome

    Which flag is this?
    ?
    ![Flag](images/japan.svg)

    The capital of ==Spain== is {{c1::Madrid::city}}.

    ## Code

    ```
    if x {
    \tgo()
    }
    ```

    ---

    A tab and newlines.
    """

    func makeSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("---\ntitle: Test site\n---\n", to: "Content/index.md")
        try site.write(AnkiExportTests.capitals, to: "Content/decks/capitals.md")
        try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "Content/decks/images/japan.svg")
        try site.write("# Quiz\n\nOne::1\n", to: "Content/decks/quiz.md")
        return site
    }

    func export(_ site: TemporaryDirectory, deck: String? = nil, output: String = "anki.txt", force: Bool = false) throws -> AnkiExportReport {
        try AnkiExport(content: site.url.appendingPathComponent("Content"), contentDisplayPath: "Content")
            .run(deck: deck, output: site.url.appendingPathComponent(output), force: force)
    }

    static let earlierExport = "#separator:tab\n#html:true\n#notetype column:1\n#deck column:2\n#tags column:5\nBasic\tOld\tQ\tA\t\n"

    @Test func anExistingFile_isReplacedOnlyIfEmptyOrAnEarlierExport_orWithForce() throws {
        let site = try makeSite()
        defer { site.remove() }
        try site.write("my own notes\n", to: "notes.txt")
        #expect(throws: AnkiExportError.outputNotAnExport(site.url.appendingPathComponent("notes.txt").path)) {
            try export(site, output: "notes.txt")
        }
        #expect(try site.read("notes.txt") == "my own notes\n")

        try site.write(AnkiExportTests.earlierExport, to: "earlier.txt")
        try site.write("", to: "empty.txt")
        for name in ["earlier.txt", "empty.txt"] {
            _ = try export(site, output: name)
            #expect(try site.read(name).contains("Peru"), "\(name)")
        }
        _ = try export(site, output: "notes.txt", force: true)
        #expect(try site.read("notes.txt").hasPrefix(AnkiTextFileViewHeader.text))
    }

    @Test func anOutputThroughASymlink_replacesItsTarget() throws {
        let site = try makeSite()
        defer { site.remove() }
        try site.write(AnkiExportTests.earlierExport, to: "exports/decks.txt")
        try FileManager.default.createSymbolicLink(
            atPath: site.url.appendingPathComponent("decks.txt").path, withDestinationPath: "exports/decks.txt"
        )
        _ = try export(site, output: "decks.txt")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: site.url.appendingPathComponent("decks.txt").path) == "exports/decks.txt")
        #expect(try site.read("exports/decks.txt").contains("Peru"))
    }

    @Test func oneDeck_isWrittenAsAnkiNotesOfEachKind() throws {
        let site = try makeSite()
        defer { site.remove() }
        let report = try export(site, deck: "capitals")
        let deck = "Test site::World capitals", tags = "geography world_capitals"
        let guids = try site.read("anki.txt").split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.prefix { $0 != "\t" } }
        #expect(guids.allSatisfy { $0.hasPrefix("site:capitals:") } && Set(guids).count == 6, "\(guids)")
        let withoutGuids = try site.read("anki.txt").split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("site:") ? String($0.drop { $0 != "\t" }.dropFirst()) : String($0) }.joined(separator: "\n")
        #expect(withoutGuids == """
            #separator:tab
            #html:true
            #guid column:1
            #notetype column:2
            #deck column:3
            #tags column:4
            Basic\t\(deck)\t\(tags)\tWhat is the capital of Peru?\tLima, on the &quot;City of Kings&quot; coast.
            Basic\t\(deck)\t\(tags)\tFrance\tParis
            Basic (and reversed card)\t\(deck)\t\(tags)\tItaly\tRome
            Basic\t\(deck)\t\(tags)\tWhich flag is this?\t"<img src=""japan.svg"" alt=""Flag"" />"
            Cloze\t\(deck)\t\(tags)\tThe capital of {{c2::Spain}} is {{c1::Madrid::city}}.\t
            Basic\t\(deck)\t\(tags)\t<p>Code</p><pre><code>if x {&#10;&#9;go()&#10;}&#10;</code></pre>\tA tab and newlines.

            """)
        #expect(report.summary == "Exported 6 notes (8 cards) from 1 deck")
        #expect(report.media == ["Content/decks/images/japan.svg"])
    }

    @Test func everyDeck_isExportedByDefault_inSlugOrder() throws {
        let site = try makeSite()
        defer { site.remove() }
        let report = try export(site)
        let records = try site.read("anki.txt").split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(records.count == 7)
        #expect(records.last?.hasSuffix("\tBasic\tTest site::Quiz\t\tOne\t1") == true)
        #expect(report.decks == 2)
    }

    @Test func everyRecord_hasSixColumnsOnOneLine() throws {
        let site = try makeSite()
        defer { site.remove() }
        _ = try export(site)
        for record in try site.read("anki.txt").split(separator: "\n") where !record.hasPrefix("#") {
            #expect(record.split(separator: "\t", omittingEmptySubsequences: false).count == 6, "\(record)")
        }
    }

    @Test func unknownDeck_isAnErrorListingTheDecks_andWritesNothing() throws {
        let site = try makeSite()
        defer { site.remove() }
        #expect(throws: AnkiExportError.unknownDeck("capitol", available: ["capitals", "quiz"])) {
            try export(site, deck: "capitol")
        }
        #expect(AnkiExportError.unknownDeck("capitol", available: ["capitals", "quiz"]).description
                == "no deck 'capitol'; the decks are: capitals, quiz")
        #expect(!site.exists("anki.txt"))
    }

    @Test func contentErrors_areAllReported_andThePreviousFileIsKept() throws {
        let site = try makeSite()
        defer { site.remove() }
        try site.write(AnkiExportTests.earlierExport, to: "anki.txt")
        try site.write("# Broken\n\n## No answer\n\n## Next\n\nQ::\n", to: "Content/decks/broken.md")
        do {
            _ = try export(site)
            Issue.record("expected content errors")
        } catch let errors as ContentErrors {
            #expect(errors.diagnostics.map(\.description) == [
                "Content/decks/broken.md:3:1: error: card \"No answer\" has no answer",
                "Content/decks/broken.md:7:1: error: card has an empty question or answer",
            ])
        }
        #expect(try site.read("anki.txt") == AnkiExportTests.earlierExport)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted() == ["Content", "anki.txt"])
    }

    @Test func outputInsideTheContentDirectory_isRefused() throws {
        let site = try makeSite()
        defer { site.remove() }
        let before = try site.read("Content/decks/quiz.md")
        #expect(throws: AnkiExportError.self) { try export(site, output: "Content/decks/quiz.md") }
        #expect(throws: AnkiExportError.self) { try export(site, output: "Content/anki.txt") }
        #expect(throws: AnkiExportError.self) { try export(site, output: "Content") }
        #expect(try site.read("Content/decks/quiz.md") == before)
        #expect(!site.exists("Content/anki.txt"))
    }

    @Test func twoImagesWithOneFileName_areRefused() throws {
        let site = try makeSite()
        defer { site.remove() }
        try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "Content/decks/other/japan.svg")
        try site.write("Flag?::![Other](other/japan.svg)\n", to: "Content/decks/flags.md")
        #expect(throws: AnkiExportError.mediaNameClash("japan.svg", paths: ["Content/decks/images/japan.svg", "Content/decks/other/japan.svg"])) {
            try export(site)
        }
        #expect(!site.exists("anki.txt"))
    }
}

/// The header every export starts with, as the tests expect it.
enum AnkiTextFileViewHeader {
    static let text = "#separator:tab\n#html:true\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:4\n"
}
