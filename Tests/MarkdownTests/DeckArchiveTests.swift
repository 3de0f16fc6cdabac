import Domain
import Foundation
import TestSupport
import Testing
@testable import Markdown

/// Decks and Obsidian notes read back from the part archive as they were read (`Archivable`):
/// a `site build` in a new process parses only the deck files and notes an edit changed.
@Suite struct DeckArchiveTests {
    /// A deck of every kind of note: heading cards, inline basic and reversed cards, clozes,
    /// a card with an imported schedule, math, an image and a card with an error.
    static let deck = """
        ---
        title: Kinds
        tags: [test]
        ---

        # Kinds

        Every *kind* of card.

        ## What is $x^2$ at 3?

        Nine, ![a dot](dot.png).

        Capital of Chad?::N'Djamena
        Lake?:::Léman
        <!--SR:!2026-03-01,4,270-->
        The {{c1::Loire}} is {{c2::long::length}}.

        ## Broken

        ## Next?

        After.
        """

    static let vault: [String: String] = [
        "decks/vault/Cards.md": "#flashcards/rivers\n\nWhat is the river?::![[River#Name]]\n\nA ==cloze== here.\n<!--SR:!2026-02-01,3,250-->\n",
        "notes/River.md": "# River\n\n## Name\n\nThe **Loire** ![[Source]]\n",
        "notes/Source.md": "From the atlas ^src\n",
    ]

    /// `path` read through `cache`, as a build reads it.
    static func read(_ path: String, in texts: [String: String], cache: PartCache?) -> DeckReader.Outcome {
        var reader = DeckReader(tree: FakeContentTree(["decks/dot.png"], texts: texts), partCache: cache)
        reader.osrSettings.readsVault = path.hasPrefix("decks/vault/")
        return reader.read(texts[path]!, file: "Content/\(path)", contentPath: path)
    }

    /// Every card of an outcome, with what equality of `RichText` leaves out (its rendered HTML
    /// and text) and the imported schedules.
    static func cards(_ outcome: DeckReader.Outcome) -> [String] {
        let notes = (outcome.deck?.notes ?? []) + outcome.filedNotes.map(\.note)
        return notes.flatMap(\.cards).map { card in
            [card.question, card.answer].map { "\($0.markdown)|\($0.prerenderedHTML ?? "-")|\($0.prerenderedPlainText ?? "-")" }.joined(separator: "→")
                + " @\(card.location) \(String(describing: card.importedSchedule))"
        }
    }

    @Test(arguments: ["decks/kinds.md", "decks/vault/Cards.md"])
    func aDeckOrANote_readInANewProcess_isWhatAFreshReadGives(path: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let texts = Self.vault.merging(["decks/kinds.md": Self.deck]) { $1 }
        let archive = folder.url.appendingPathComponent("parts")
        let first = PartCache(archive: archive, rebuilds: false)
        first.begin(layout: "one")
        let fresh = Self.read(path, in: texts, cache: first)
        first.commit()
        #expect(first.reusedAndRead.reused == 0 && first.reusedAndRead.read > 0)
        #expect(!Self.cards(fresh).isEmpty)

        let next = PartCache(archive: archive, rebuilds: false)
        next.begin(layout: "one")
        let kept = Self.read(path, in: texts, cache: next)
        #expect(next.reusedAndRead.read == 0, "\(next.reusedAndRead)")
        #expect(kept.deck == fresh.deck && kept.media == fresh.media && kept.diagnostics == fresh.diagnostics)
        #expect(Self.cards(kept) == Self.cards(fresh))
        #expect(kept.filedNotes.map(\.deck) == fresh.filedNotes.map(\.deck) && kept.filedNotes.map(\.hasMath) == fresh.filedNotes.map(\.hasMath))
        #expect(kept.deck?.introduction.prerenderedHTML == fresh.deck?.introduction.prerenderedHTML)
    }

    /// A note's reading holds while the notes it embeds, however deep, read the same: an edit
    /// of one it embeds through another reads it again; one it no longer embeds is no longer
    /// looked at. (A note added where an embed found none changes the content's layout, which
    /// every archive name holds: `VaultIncrementalBuildTests` adds and deletes embedded notes.)
    @Test func aNotesReadingHolds_whileTheNotesItEmbedsReadTheSame() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.url.appendingPathComponent("parts")
        func read(_ texts: [String: String]) -> (DeckReader.Outcome, read: Int) {
            let cache = PartCache(archive: archive, rebuilds: false)
            cache.begin(layout: "one")
            defer { cache.commit() }
            return (Self.read("decks/vault/Cards.md", in: texts, cache: cache), cache.reusedAndRead.read)
        }
        #expect(read(Self.vault).read == 1)
        #expect(read(Self.vault).read == 0)
        var edited = Self.vault
        edited["notes/Source.md"] = "From the new atlas ^src\n"   // embedded by River, which the card embeds
        let (outcome, count) = read(edited)
        #expect(count == 1)
        #expect(Self.cards(outcome).contains { $0.contains("From the new atlas") })
        #expect(read(edited).read == 0)
        edited["notes/River.md"] = "# River\n\n## Name\n\nThe **Rhône**\n\n## Other\n\nUnchanged name section.\n"
        #expect(read(edited).read == 1)
        #expect(read(edited).read == 0, "a note no longer embedded is no longer a dependency")
        edited["notes/Source.md"] = "Changed again ^src\n"
        #expect(read(edited).read == 0)
    }
}
