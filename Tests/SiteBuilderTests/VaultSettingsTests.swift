import Domain
import Foundation
import SiteBuilder
import Testing
import TestSupport

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
        // The plugin files the cards in the deck their tag names: #cards.
        let page = try site.read("Public/decks/cards/index.html")
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

    @Test func notesTheVaultIgnores_areNoDecks() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("""
            {"settings": {"flashcardTagsToIgnore": ["#archive"], "noteFoldersToIgnore": ["Templates", "**/*.excalidraw.md"]}}
            """, to: "Content/decks/.obsidian/plugins/obsidian-spaced-repetition/data.json")
        try site.write("#flashcards\n\nKept::yes\n", to: "Content/decks/kept.md")
        try site.write("#flashcards #archive/2024\n\nOld::card\n", to: "Content/decks/old.md")
        try site.write("#flashcards\n\nTemplate {{title}}::answer\n", to: "Content/decks/Templates/card.md")
        try site.write("---\nexcalidraw-plugin: parsed\n---\n==⚠ Switch to EXCALIDRAW VIEW==\n\n# Drawing\n{\"type\":\"excalidraw\"}\n",
                       to: "Content/decks/sketches/cell.excalidraw.md")
        let report = try await build(site)
        #expect(report.decks == 1 && report.cards == 1)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let page = try site.read("Public/decks/flashcards/index.html")
        #expect(page.contains("<p>Kept</p>") && !page.contains("<p>Old</p>") && !page.contains("Template"))
    }

    @Test func withoutSettings_excalidrawDrawingsAreNoDecks() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("# Quiz\n\nQ::A\n", to: "Content/decks/quiz.md")
        try site.write("==⚠ Switch to EXCALIDRAW VIEW==\n\n::garbage\n", to: "Content/decks/drawing.excalidraw.md")
        let report = try await build(site)
        #expect(report.decks == 1 && report.cards == 1 && report.warnings.isEmpty)
    }
}
