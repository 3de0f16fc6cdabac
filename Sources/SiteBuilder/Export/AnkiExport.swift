import Domain
import Foundation
import Markdown

/// The composition root of `site export anki`: reads the content as `site build` does, turns
/// the decks' notes into an Anki import file, and writes it atomically. On any error (in the
/// content, an unknown deck, a refused output) nothing is written.
public struct AnkiExport: Sendable {
    public let content: URL
    /// How to name the content directory in messages, as the user typed it.
    public let contentDisplayPath: String

    public init(content: URL, contentDisplayPath: String) {
        self.content = content
        self.contentDisplayPath = contentDisplayPath
    }

    /// Exports the deck whose slug is `deck`, or every deck, to `output`.
    ///
    /// Throws `ContentErrors` (every error in the content) or `AnkiExportError`.
    public func run(deck slug: String?, output: URL) throws -> AnkiExportReport {
        guard FileManager.default.fileExists(atPath: content.path) else {
            throw AnkiExportError.contentDirectoryMissing(contentDisplayPath)
        }
        try checkOutput(output)
        let site = try SiteContentReader(directory: content, displayPath: contentDisplayPath).read()
        let decks = try select(slug, from: try site.decks.fetchDecks())
        let builder = AnkiNoteBuilder(renderer: AnkiFieldRenderer(baseURL: site.settings.baseURL), siteTitle: site.settings.title)
        var notes: [AnkiNote] = []
        var media: Set<String> = []
        for deck in decks {
            let built = builder.notes(of: deck)
            notes += built.notes
            media.formUnion(built.media)
        }
        try checkMediaNames(media)
        do {
            try AtomicFile.write(Array(AnkiTextFile.text(notes).utf8), to: output)
        } catch {
            throw AnkiExportError.cannotWrite(error.description)
        }
        let files = Set(decks.map(\.location.file))
        return AnkiExportReport(
            decks: decks.count,
            notes: notes.count,
            cards: decks.reduce(0) { $0 + $1.cards.count },
            media: media.sorted().map(display),
            warnings: site.warnings.filter { files.contains($0.location.file) }
        )
    }

    private func select(_ slug: String?, from decks: [Deck]) throws(AnkiExportError) -> [Deck] {
        guard let slug else { return decks }
        guard let deck = decks.first(where: { $0.id.slug == slug }) else {
            throw .unknownDeck(slug, available: decks.map(\.id.slug))
        }
        return [deck]
    }

    private func checkOutput(_ output: URL) throws(AnkiExportError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .outputIsDirectory(output.path)
        }
        let root = content.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        // The file may not exist yet: resolve its directory, which must.
        let target = output.deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath()
            .appendingPathComponent(output.lastPathComponent).pathComponents
        if target.count > root.count, Array(target.prefix(root.count)) == root {
            throw .outputInsideContent(output.path)
        }
    }

    private func checkMediaNames(_ media: Set<String>) throws(AnkiExportError) {
        let byName = Dictionary(grouping: media.sorted()) { $0.split(separator: "/").last.map(String.init) ?? $0 }
        if let (name, paths) = byName.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) {
            throw .mediaNameClash(name, paths: paths.map(display))
        }
    }

    private func display(_ contentPath: String) -> String {
        let root = contentDisplayPath.hasSuffix("/") ? String(contentDisplayPath.dropLast()) : contentDisplayPath
        return root.isEmpty ? contentPath : "\(root)/\(contentPath)"
    }
}
