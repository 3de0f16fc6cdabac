import Domain
import Foundation
import SiteBuilder
import Testing
import TestSupport

/// Decks in sub-folders of `decks/` and `*.markdown` files, as an Obsidian vault keeps them.
@Suite struct DeckFoldersTests {
    func makeSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("---\ntitle: Vault\n---\n", to: "Content/index.md")
        try site.write("# Cells\n\nWhat holds the DNA?::The nucleus\n\nSee [the quiz](../quiz.markdown).\n", to: "Content/decks/biology/cells.md")
        try site.write("# Quiz\n\n2+2::4\n\nAlso [cells](biology/cells.md).\n", to: "Content/decks/quiz.markdown")
        try site.write("# Hidden\n\nQ::A\n", to: "Content/decks/.obsidian/plugins/x.md")
        try site.write("# Trash\n\nQ::A\n", to: "Content/decks/.trash/old.md")
        try site.write("not a deck", to: "Content/decks/biology/notes.txt")
        return site
    }

    @Test func subFolderAndMarkdownFiles_areDecks_andLinksBetweenThemWork() async throws {
        let site = try makeSite()
        defer { site.remove() }
        let content = site.url.appendingPathComponent("Content")
        let output = try OutputDirectory(site.url.appendingPathComponent("Public"), content: content)
        let report = try await SiteBuild(
            content: content, contentDisplayPath: "Content", output: output, buildDate: CalendarDate(year: 2026, month: 11, day: 22)!
        ).run()
        #expect(report.decks == 2 && report.cards == 2)
        let cells = try site.read("Public/decks/biology-cells/index.html")
        #expect(cells.contains("<h1 id=\"deck-title\">Cells</h1>"))
        #expect(try site.read("Public/decks/quiz/index.html").contains("href=\"../../decks/biology-cells/index.html\""))
        #expect(!site.exists("Public/decks/x/index.html") && !site.exists("Public/decks/old/index.html"))
    }

    @Test func folders_areParentDecksInAnki() throws {
        let site = try makeSite()
        defer { site.remove() }
        _ = try AnkiExport(content: site.url.appendingPathComponent("Content"), contentDisplayPath: "Content")
            .run(deck: nil, output: site.url.appendingPathComponent("anki.txt"))
        let decks = try site.read("anki.txt").split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t")[2] }
        #expect(decks == ["Vault::biology::Cells", "Vault::Quiz"])
    }
}
