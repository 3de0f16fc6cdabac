import Domain
import Foundation
@testable import SiteBuilder
import Testing

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

/// A vault's own Obsidian Spaced Repetition settings (its plugin `data.json`) are honoured.
@Suite struct VaultSettingsTests {
    func build(_ site: TemporaryDirectory) async throws -> BuildReport {
        let content = site.url.appendingPathComponent("Content")
        let output = try OutputDirectory(site.url.appendingPathComponent("Public"), content: content)
        return try await SiteBuild(
            content: content, contentDisplayPath: "Content", output: output, buildDate: CalendarDate(year: 2026, month: 11, day: 22)!
        ).run()
    }

    @Test func aVaultsSeparatorsTagsAndClozes_areUsed() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("""
            {"settings": {"singleLineCardSeparator": ";;", "singleLineReversedCardSeparator": ";;;", "flashcardTags": ["#cards"],
             "convertHighlightsToClozes": false, "convertBoldTextToClozes": true}}
            """, to: "Content/decks/.obsidian/plugins/obsidian-spaced-repetition/data.json")
        try site.write("#cards\n\nCapital of France;;Paris\n\nA **bold** cloze and an ==ignored== highlight.\n\nNot::a card\n", to: "Content/decks/geo.md")
        let report = try await build(site)
        #expect(report.cards == 2)
        let page = try site.read("Public/decks/geo/index.html")
        #expect(page.contains("<p>Capital of France</p>") && page.contains("<p>Paris</p>"))
        #expect(page.contains("<p>A [\u{2026}] cloze and an ==ignored== highlight.</p>"))
    }

    @Test func aBrokenSettingsFile_isAWarning_andTheDefaultsApply() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("{not json", to: "Content/.obsidian/plugins/obsidian-spaced-repetition/data.json")
        try site.write("#flashcards\n\nQ::A\n", to: "Content/decks/d.md")
        let report = try await build(site)
        #expect(report.cards == 1)
        #expect(report.warnings.map(\.description) == [
            "Content/.obsidian/plugins/obsidian-spaced-repetition/data.json:1:1: warning: the Spaced Repetition plugin's settings is not valid JSON; its default settings are used",
        ])
    }
}

/// TeX math: kept as written, and rendered with KaTeX shipped only when a deck has math.
@Suite struct MathDeckTests {
    @Test func aDeckWithMath_shipsKaTeX_andOnlyThen() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# Logic\n\n## What is $\\varphi \\,\\mathbf{W}\\, \\psi$?\n\nWeak until.\n", to: "Content/decks/logic.md")
        try site.write("# Plain\n\nQ::A\n", to: "Content/decks/plain.md")
        let content = site.url.appendingPathComponent("Content")
        let output = try OutputDirectory(site.url.appendingPathComponent("Public"), content: content)
        let report = try await SiteBuild(
            content: content, contentDisplayPath: "Content", output: output, buildDate: CalendarDate(year: 2026, month: 11, day: 22)!
        ).run()
        let logic = try site.read("Public/decks/logic/index.html")
        #expect(logic.contains("What is <span class=\"math\">$\\varphi \\,\\mathbf{W}\\, \\psi$</span>?"))
        if KaTeXAssets.installed() != nil {
            #expect(report.warnings.isEmpty)
            #expect(logic.contains("assets/katex/katex.min.js") && logic.contains("assets/math.js"))
            #expect(site.exists("Public/assets/katex/katex.min.css") && !site.exists("Public/assets/katex/contrib/auto-render.js"))
            #expect(try site.read("Public/sw.js").contains("assets/katex/katex.min.js"))
        } else {
            #expect(report.warnings.map(\.message).first?.hasPrefix("deck \"Logic\" has TeX math, shown as written") == true)
        }
        #expect(!(try site.read("Public/decks/plain/index.html")).contains("katex"))
    }

    @Test func withoutKaTeXInstalled_thereIsNoKaTeX() {
        #expect(KaTeXAssets.installed(environment: ["SITE_KATEX_DIR": "/nonexistent-\(UUID().uuidString)"]) == nil)
    }
}
