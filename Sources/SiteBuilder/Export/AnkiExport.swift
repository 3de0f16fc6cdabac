import Domain
import FileSafety
import AnkiView
import Foundation
import HTMLView
import Markdown
import Scenes

/// The composition root of `site export anki`: reads the content as `site build` does, runs the
/// ExportAnki scene, and writes its view atomically: Anki's text import file, or an Anki package
/// that carries the media too. On any error (in the content, an unknown deck, a refused output)
/// nothing is written.
public struct AnkiExport: Sendable {
    /// What the export writes.
    public enum Format: String, Sendable, CaseIterable {
        /// Notes in plain text (File > Import); the media files are listed to copy by hand.
        case text
        /// An Anki package (`.apkg`): notes, decks, note types and media in one file.
        case apkg

        /// The format a file name asks for: `.apkg` is a package, anything else text.
        public static func of(_ output: URL) -> Format {
            output.pathExtension.lowercased() == "apkg" ? .apkg : .text
        }
    }

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
    /// Throws `ContentErrors` (every error in the content) or `AnkiExportError`.
    /// `exported` dates a package (see `AnkiPackageView`); its notes are dated by their deck files.
    public func run(
        deck slug: String?, output: URL, format: Format? = nil, force: Bool = false, exported: Date = Date()
    ) throws -> AnkiExportReport {
        let format = format ?? Format.of(output)
        guard FileManager.default.fileExists(atPath: content.path) else {
            throw AnkiExportError.contentDirectoryMissing(contentDisplayPath)
        }
        try checkOutput(output)
        if !force { try checkReplaceable(output) }
        let read = try SiteContentReader(directory: content, displayPath: contentDisplayPath).read()
        let site = try SiteSnapshot(read, today: CalendarDate(daysSinceEpoch: 0))
        let scene = Scene(
            interactor: ExportAnkiInteractor(),
            presenter: ExportAnkiPresenter(
                renderer: AnkiFieldRenderer(baseURL: site.settings.baseURL, style: site.settings.urlStyle), siteTitle: site.settings.title,
                importedTypes: AnkiNoteTypes.read(from: content.appendingPathComponent("decks/" + AnkiNoteTypeRecord.fileName)).byID
            )
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
        let bytes: [UInt8]
        switch format {
        case .text:
            bytes = Array(AnkiTextFileView.render(export).utf8)
        case .apkg:
            // (A media file an imported note's fields name may be one its package did not hold.)
            let media = export.media.map { path in
                AnkiPackageView.MediaFile(name: String(path.split(separator: "/").last ?? ""), file: content.appendingPathComponent(path))
            }.filter { FileManager.default.fileExists(atPath: $0.file.path) }
            do {
                let modified = Dictionary(uniqueKeysWithValues: Set(export.notes.map(\.source)).compactMap { file in
                    (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date).map { (file, $0) }
                })
                bytes = Array(try AnkiPackageView.render(export, media: media, modified: modified, exported: exported))
            } catch {
                throw AnkiExportError.cannotWrite(error.description)
            }
        }
        do {
            try AtomicFile.write(bytes, to: output)
        } catch {
            throw AnkiExportError.cannotWrite(error.description)
        }
        let files = Set(site.decks.filter { slug == nil || $0.id.slug == slug }.map(\.location.file))
        return AnkiExportReport(
            decks: export.deckCount,
            notes: export.noteCount,
            cards: export.cardCount,
            summary: export.summary,
            format: format,
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
        if start.isEmpty || AnkiTextFileView.isExport(Substring(decoding: start, as: UTF8.self)) { return }
        // A ZIP: an earlier package, if it holds this export's marker.
        if start.starts(with: [0x50, 0x4B, 0x03, 0x04]), info.st_size <= AnkiExport.largestPackageChecked,
           let whole = try? Data(contentsOf: output), AnkiPackageView.isExport(whole) {
            return
        }
        throw .outputNotAnExport(output.path)
    }

    /// A package larger than this is not opened to see whether it is an earlier export.
    static let largestPackageChecked = 1 << 30

    private func display(_ contentPath: String) -> String {
        let root = contentDisplayPath.hasSuffix("/") ? String(contentDisplayPath.dropLast()) : contentDisplayPath
        return root.isEmpty ? contentPath : "\(root)/\(contentPath)"
    }
}
