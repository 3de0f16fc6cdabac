import Domain
import FileSafety
import Foundation
import HTMLView
import Markdown
import Scenes

/// The composition root of `site export anki`: reads the content as `site build` does, runs the
/// ExportAnki scene, and writes its Anki import file atomically. On any error (in the
/// content, an unknown deck, a refused output) nothing is written.
public struct AnkiExport: Sendable {
    public let content: URL
    /// How to name the content directory in messages, as the user typed it.
    public let contentDisplayPath: String

    public init(content: URL, contentDisplayPath: String) {
        self.content = content
        self.contentDisplayPath = contentDisplayPath
    }

    /// Exports the deck whose slug is `deck`, or every deck, to `output`. An existing output is
    /// replaced only if it is empty or an earlier export, or when `force` is set; through a
    /// symbolic link, the link's target is replaced (see `AtomicFile`).
    ///
    /// Throws `ContentErrors` (every error in the content) or `AnkiExportError`.
    public func run(deck slug: String?, output: URL, force: Bool = false) throws -> AnkiExportReport {
        guard FileManager.default.fileExists(atPath: content.path) else {
            throw AnkiExportError.contentDirectoryMissing(contentDisplayPath)
        }
        try checkOutput(output)
        if !force { try checkReplaceable(output) }
        let read = try SiteContentReader(directory: content, displayPath: contentDisplayPath).read()
        let site = try SiteSnapshot(
            settings: read.settings, today: CalendarDate(daysSinceEpoch: 0), decks: read.decks, contacts: read.contacts, movies: read.movies
        )
        let scene = Scene(
            interactor: ExportAnkiInteractor(),
            presenter: ExportAnkiPresenter(renderer: AnkiFieldRenderer(baseURL: site.settings.baseURL), siteTitle: site.settings.title)
        )
        let export: ExportAnki.ViewModel
        do {
            export = try scene.run(ExportAnki.Request(deckSlug: slug), in: site)
        } catch ExportAnkiError.unknownDeck(let slug, let available) {
            throw AnkiExportError.unknownDeck(slug, available: available)
        }
        if let clash = export.mediaClash {
            throw AnkiExportError.mediaNameClash(clash.fileName, paths: clash.paths.map(display))
        }
        do {
            try AtomicFile.write(Array(AnkiTextFileView.render(export).utf8), to: output)
        } catch {
            throw AnkiExportError.cannotWrite(error.description)
        }
        let files = Set(site.decks.filter { slug == nil || $0.id.slug == slug }.map(\.location.file))
        return AnkiExportReport(
            decks: export.deckCount,
            notes: export.noteCount,
            cards: export.cardCount,
            summary: export.summary,
            media: export.media.map(display),
            warnings: read.warnings.filter { files.contains($0.location.file) }
        )
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

    /// Refuses to replace a file that is neither empty nor an earlier export: a typo in
    /// `--output` must not destroy someone's notes.
    private func checkReplaceable(_ output: URL) throws(AnkiExportError) {
        var info = stat()
        // A new file, or not a regular file (which `AtomicFile` refuses without reading it).
        guard stat(output.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let handle = FileHandle(forReadingAtPath: output.path) else { return }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 4096)) ?? Data()
        if !start.isEmpty, !AnkiTextFileView.isExport(Substring(decoding: start, as: UTF8.self)) {
            throw .outputNotAnExport(output.path)
        }
    }

    private func display(_ contentPath: String) -> String {
        let root = contentDisplayPath.hasSuffix("/") ? String(contentDisplayPath.dropLast()) : contentDisplayPath
        return root.isEmpty ? contentPath : "\(root)/\(contentPath)"
    }
}
