import Foundation
import Testing
@testable import Markdown
import Domain
import Scenes

/// A content tree answering from a fixed set of paths, recording every path it is asked about.
final class FakeContentTree: ContentTree, @unchecked Sendable {
    private let files: Set<String>
    private let texts: [String: String]
    private let lock = NSLock()
    private var asked: [String] = []

    /// `texts` are the notes cards may embed, by path; each is a file too.
    init(_ files: Set<String> = [], texts: [String: String] = [:]) {
        self.files = files.union(texts.keys)
        self.texts = texts
    }

    func embeddableNote(_ path: String) -> EmbeddableNote? {
        texts[path].map(EmbeddableNote.init)
    }

    func embeddedText(_ path: String) -> String? {
        texts[path]
    }

    func entry(_ path: String) -> ContentEntry {
        lock.lock()
        defer { lock.unlock() }
        asked.append(path)
        return files.contains(path) ? .file : .missing
    }

    func files(named name: String) -> [String] {
        ContentPath.nearestFirst(files.filter { $0.split(separator: "/").last.map(String.init) == name })
    }

    func files(namedIgnoringCase name: String) -> [String] {
        ContentPath.nearestFirst(files.filter { $0.split(separator: "/").last.map { $0.lowercased() } == name.lowercased() })
    }

    /// Every path asked about, in order.
    var queries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return asked
    }
}

/// Reads `text` as the deck file `Content/<contentPath>`.
func readDeck(
    _ text: String,
    contentPath: String = "decks/capitals.md",
    files: Set<String> = []
) -> DeckReader.Outcome {
    DeckReader(tree: FakeContentTree(files)).read(text, file: "Content/\(contentPath)", contentPath: contentPath)
}

/// Rendered HTML of rich text, as the study page would show it.
func html(_ text: RichText, rootPath: String = "") -> String {
    CmarkRenderer().html(text, rootPath: rootPath)
}

/// The diagnostics' compiler-style lines, sorted as `ContentErrors` sorts them.
func lines(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.sorted().map(\.description)
}

/// A content directory in the temporary directory, removed when `body` returns.
struct TemporaryContent {
    let url: URL

    func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    func reader(displayPath: String = "Content") -> SiteContentReader {
        SiteContentReader(directory: url, displayPath: displayPath)
    }

    static func with<Result>(_ body: (TemporaryContent) throws -> Result) throws -> Result {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("MarkdownTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(TemporaryContent(url: url))
    }
}

/// The errors `read()` throws, or `nil` (and a recorded issue) when it succeeds.
func contentErrors(
    from reader: SiteContentReader,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ContentErrors? {
    do {
        _ = try reader.read()
        Issue.record("expected the content to be rejected", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

extension DeckReader.Outcome {
    /// The file's deck as tests read it: its own deck, or for an Obsidian note (whose notes go
    /// to the decks its tags name) one deck of its notes in order, each once.
    var notesDeck: Deck? {
        if let deck { return deck }
        guard let first = filedNotes.first else { return nil }
        var seen: Set<Note> = []
        let notes = filedNotes.map(\.note).filter { seen.insert($0).inserted }
        return Deck(id: Deck.ID("note"), title: "note", notes: notes, location: first.note.location)
    }
}
