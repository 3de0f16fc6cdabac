import Foundation
@testable import SiteBuilder
import Testing
import TestSupport

/// An import's files go in all together or not at all.
@Suite struct ImportInstallerTests {
    /// A decks folder with a deck an earlier import wrote and one of the author's; staged: a new
    /// version of the imported deck, a new deck and a media file.
    static func setUp() throws -> (TemporaryDirectory, ImportInstaller) {
        let folder = try TemporaryDirectory()
        try folder.write("imported v1\n", to: "decks/old.md")
        try folder.write("mine\n", to: "decks/mine.md")
        try folder.write("old.md\n", to: "decks/.anki-import")
        try folder.write("imported v2\n", to: "staged/old.md")
        try folder.write("new\n", to: "staged/a/new.md")
        try folder.write("png", to: "staged/anki-media/x.png")
        let installer = ImportInstaller(
            staged: folder.url.appendingPathComponent("staged"), target: folder.url.appendingPathComponent("decks"),
            targetDisplayPath: "Content/decks", backup: folder.url.appendingPathComponent("backup")
        )
        return (folder, installer)
    }

    @Test func everythingGoesInAndTheManifestListsIt() throws {
        let (folder, installer) = try Self.setUp()
        defer { folder.remove() }
        try installer.install(force: true)
        #expect(try folder.read("decks/old.md") == "imported v2\n")
        #expect(try folder.read("decks/a/new.md") == "new\n")
        #expect(try folder.read("decks/mine.md") == "mine\n")
        #expect(try folder.read("decks/.anki-import") == "a/new.md\nanki-media/x.png\nold.md\n")
    }

    @Test func aFailureAtTheEnd_putsEverythingBack() throws {
        let (folder, installer) = try Self.setUp()
        defer { folder.remove() }
        let before = try folder.snapshot("decks")
        struct Refused: Error {}
        #expect(throws: AnkiImportError.self) { try installer.install(force: true) { throw Refused() } }
        #expect(try folder.snapshot("decks") == before)
        #expect(!folder.exists("decks/a"), "a folder the import made is gone too")
    }

    @Test func withoutForce_everyFileInTheWayIsNamed_andNothingMoves() throws {
        let (folder, installer) = try Self.setUp()
        defer { folder.remove() }
        try folder.write("someone's\n", to: "decks/a/new.md")
        let before = try folder.snapshot("decks")
        let error = #expect(throws: AnkiImportError.self) { try installer.install(force: false) }
        #expect(error?.problems.count == 2)
        #expect(try folder.snapshot("decks") == before)
        let forced = #expect(throws: AnkiImportError.self) { try installer.install(force: true) }
        #expect(forced?.problems == ["refusing to replace 'Content/decks/a/new.md': it is not a file 'site import anki' wrote"])
    }
}
