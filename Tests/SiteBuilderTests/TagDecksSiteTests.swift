import Domain
import Foundation
import SiteBuilder
import Testing
import TestSupport

/// An Obsidian vault's cards are filed in decks by tag, across notes, as the Spaced Repetition
/// plugin files them; the site's own deck files stay one deck each.
@Suite struct TagDecksSiteTests {
    let builds = VaultSettingsTests()

    @Test func cardsOfManyNotes_meetInTheDeckTheirTagNames() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("---\ntags: [flashcards/biology]\n---\nCell?::Unit of life\n", to: "Content/decks/vault/cells.md")
        try site.write("#flashcards/biology\n\nOrgan?::Group of tissues\n\n#flashcards/chemistry\nAtom?::Smallest unit\n", to: "Content/decks/vault/more.md")
        try site.write("#flashcards\n\n#flashcards/trivia #flashcards/biology\nClowder?::Cats\n\n#other Tagged?::Its own deck\n", to: "Content/decks/vault/mixed.md")
        try site.write("# Own deck\n\nQ::A\n", to: "Content/decks/own.md")
        let report = try await builds.build(site)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        // flashcards/biology (4 cards from three notes), flashcards/chemistry, flashcards/trivia, other, own.
        #expect(report.decks == 5)
        let biology = try site.read("Public/decks/flashcards-biology/index.html")
        for question in ["Cell?", "Organ?", "Clowder?"] { #expect(biology.contains("<p>\(question)</p>"), "\(question)") }
        #expect(try site.read("Public/decks/flashcards-trivia/index.html").contains("<p>Clowder?</p>"), "a card with two tags is in both decks")
        #expect(try site.read("Public/decks/flashcards-chemistry/index.html").contains("<p>Atom?</p>"))
        #expect(try site.read("Public/decks/other/index.html").contains("<p>Tagged?</p>"), "a tag before the question is its own deck")
        #expect(try site.read("Public/decks/own/index.html").contains("<p>Q</p>"))
        // The home page lists the tag decks under their parent, as the plugin's deck tree does.
        let home = try site.read("Public/index.html")
        #expect(home.contains("decks/flashcards-biology/index.html"))
    }

    @Test func aTagDeckAndADeckFileWithOneURL_isAnError() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("#flashcards/geo\n\nQ::A\n", to: "Content/decks/notes.md")
        try site.write("# Geo\n\nP::Q\n", to: "Content/decks/flashcards/geo.md")
        do {
            _ = try await builds.build(site)
            Issue.record("the build should fail")
        } catch let errors as ContentErrors {
            #expect(errors.diagnostics.map(\.message) == [
                "the tag #flashcards/geo names the deck \"flashcards-geo\", which Content/decks/flashcards/geo.md already is; rename the tag or the file",
            ])
        }
    }

    @Test func tagDecksBecomeAnkiSubdecks() throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("---\ntitle: Vault\n---\n", to: "Content/index.md")
        try site.write("#flashcards/biology\n\nCell?::Unit of life\n", to: "Content/decks/cells.md")
        _ = try AnkiExport(content: site.url.appendingPathComponent("Content"), contentDisplayPath: "Content")
            .run(deck: nil, output: site.url.appendingPathComponent("decks.txt"))
        #expect(try site.read("decks.txt").contains("\tBasic\tVault::flashcards::biology\t\tCell?\tUnit of life\n"))
    }
}
