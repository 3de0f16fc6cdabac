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

    @Test func inFolderMode_eachFolderIsADeck_taggedOrNot_andTheVaultsRootIsNotRead() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("""
            {"settings": {"convertFoldersToDecks": true, "flashcardTagsToIgnore": ["#archive"]}}
            """, to: "Content/decks/.obsidian/plugins/obsidian-spaced-repetition/data.json")
        // Two notes of one folder make one deck; a tag names no deck, at the start of a card either.
        try site.write("## Membranes\n\nWhat surrounds a cell?::The membrane\n", to: "Content/decks/Biology/Cells/membrane.md")
        try site.write("#flashcards/elsewhere\n\n#flashcards/other What makes proteins?::Ribosomes\n", to: "Content/decks/Biology/Cells/ribosome.md")
        try site.write("Where is the nucleus?::Inside\n", to: "Content/decks/Biology/nucleus.md")
        try site.write("#archive\n\nOld::card\n", to: "Content/decks/Biology/old.md")
        // A note at the vault's root is not read by the plugin, so it is no deck either.
        try site.write("#flashcards\n\nRoot::note\n", to: "Content/decks/root.md")
        let report = try await build(site)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(report.decks == 2 && report.cards == 3)
        let cells = try site.read("Public/decks/biology-cells/index.html")
        #expect(cells.contains("<h1 id=\"deck-title\">Cells</h1>"))
        #expect(cells.contains("<p>What surrounds a cell?</p>") && cells.contains("<p>What makes proteins?</p>"))
        #expect(!cells.contains("Membranes</p>") && !cells.contains("#flashcards"))
        let biology = try site.read("Public/decks/biology/index.html")
        #expect(biology.contains("<p>Where is the nucleus?</p>") && !biology.contains("Old"))
        for absent in ["Public/decks/flashcards-other", "Public/decks/root", "Public/decks/flashcards"] {
            #expect(!FileManager.default.fileExists(atPath: site.url.appendingPathComponent(absent).path))
        }
    }

    @Test func inAVaultThatUsesThePlugin_aNoteItGivesNoCards_isNoDeck() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let plugin = site.url.appendingPathComponent("Content/decks/.obsidian/plugins/obsidian-spaced-repetition")
        try FileManager.default.createDirectory(at: plugin, withIntermediateDirectories: true)
        try site.write("#flashcards\n\nQ::A\n", to: "Content/decks/cards.md")
        try site.write("# Daily note\n\n## Meeting\n\nStuff happened.\n", to: "Content/decks/journal/2026-11-25.md")
        try site.write("Just prose.\n", to: "Content/decks/prose.md")
        let report = try await build(site)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(report.decks == 1 && report.cards == 1)
        // Without the plugin (Obsidian as the editor of the site's own decks) the same notes are
        // the site's decks: a heading is a card there.
        try FileManager.default.removeItem(at: plugin)
        let outside = try await build(site)
        #expect(outside.decks == 3 && outside.cards == 2)
    }

    @Test(arguments: [true, false])
    func aVaultWithoutDecks_isReadAsAVault_noteByNote_inEveryFolder_withOrWithoutItsSettings(_ hasSettings: Bool) async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        if hasSettings { try site.write("{}", to: "Content/.obsidian/app.json") }
        try site.write("---\ntitle: My vault\n---\nWelcome.\n", to: "Content/index.md")
        try site.write("#flashcards/bio\n\nWhat holds the DNA?::The nucleus ![[cell.png]]\n", to: "Content/Biology/Cells.md")
        try site.write("---\ntags: [flashcards/chem]\naliases: [Acids]\ncssclass: wide\n---\nAn acid?\n?\npH below 7\n", to: "Content/Chemistry/Acids.markdown")
        try site.write("# Journal\n\n## Monday\n\nNothing to learn.\n", to: "Content/Journal/Monday.md")
        try site.write("not an image", to: "Content/attachments/cell.png")
        try site.write("# Theme notes\n\nQ::A #flashcards\n", to: "Content/theme/templates/notes.md")
        let report = try await build(site)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(report.decks == 2 && report.cards == 2)
        #expect(try site.read("Public/decks/flashcards-bio/index.html").contains("<p>What holds the DNA?</p>"))
        #expect(try site.read("Public/decks/flashcards-chem/index.html").contains("<p>pH below 7</p>"))
        #expect(try site.read("Public/index.html").contains("My vault"))
        #expect(site.exists("Public/media/attachments/cell.png"))
    }

    @Test func aContentDirectoryThatIsNoVault_keepsItsDecksFolderRule() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        // Address books, no decks/ and no .obsidian/: notes elsewhere are not read (a stray file is no error).
        try site.write("# People\n\n## Ada Lovelace\n\n- Email: ada@example.org\n", to: "Content/contacts/people.md")
        try site.write("#flashcards\n\nQ::A\n", to: "Content/README.md")
        try site.write("bytes \u{FF}", to: "Content/drafts/broken.md")
        let report = try await build(site)
        #expect(report.decks == 0 && report.warnings.isEmpty)
        // The plugin installed in the content directory, beside the site's own decks/, leaves them the site's.
        try FileManager.default.createDirectory(at: site.url.appendingPathComponent("Content/.obsidian/plugins/obsidian-spaced-repetition"),
                                                withIntermediateDirectories: true)
        try site.write("# Quiz\n\n## What is 7+7?\n\n14\n", to: "Content/decks/quiz.md")
        let withDecks = try await build(site)
        #expect(withDecks.decks == 1 && withDecks.cards == 1)
    }

    @Test func anEmbeddedNote_showsItsText_readFromTheVault_andAnEditOfItIsShownByTheNextBuild() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("#flashcards\n\nWhat is a cell?::![[Cell#Definition]]\n", to: "Content/decks/bio/cards.md")
        try site.write("# Cell\n\n## Definition\n\nThe unit of *life*.\n\n## Other\n\nNot shown.\n", to: "Content/decks/notes/Cell.md")
        _ = try await build(site)
        let page = try site.read("Public/decks/flashcards/index.html")
        #expect(page.contains("<h2>Definition</h2>\n<p>The unit of <em>life</em>.</p>") && !page.contains("Not shown."))
        try site.write("# Cell\n\n## Definition\n\nThe unit of all life.\n", to: "Content/decks/notes/Cell.md")
        _ = try await build(site)
        #expect(try site.read("Public/decks/flashcards/index.html").contains("<p>The unit of all life.</p>"))
    }
}
