import AnkiPackage
import Domain
import FileSafety
import Foundation
import Markdown
import AnkiImportScene

/// The composition root of `site import anki`: reads an Anki package (`AnkiPackageArchive`,
/// `AnkiCollectionReader`), runs each note through the ImportAnki scene, writes the decks and
/// the media the notes show into a staging folder, then puts them in place together
/// (`ImportInstaller`). A package that cannot be read, or a file in the way, leaves the content
/// as it was.
public struct AnkiImport {
    public let package: URL
    /// The content directory, and how to name it in messages.
    public let content: URL
    public let contentDisplayPath: String
    public var force = false
    public var limits = AnkiPackageArchive.Limits()
    /// Where to write the cards' review history as a progress export (merged into the file when
    /// it is one already), or nil.
    public var progress: URL?
    /// The export's date (`SOURCE_DATE_EPOCH`, else now).
    public var exported = Date()

    public init(package: URL, content: URL, contentDisplayPath: String) {
        self.package = package
        self.content = content
        self.contentDisplayPath = contentDisplayPath
    }

    public struct Report: Sendable {
        /// `Imported 3 decks, 1,204 notes (1,980 cards), 312 media files → Content/decks`, and with
        /// `--progress` what it holds.
        public let summary: [String]
        public let warnings: [String]
    }

    public func run() throws -> Report {
        let packageName = package.lastPathComponent
        let fail = { (problem: AnkiPackageError) in AnkiImportError("\(packageName): \(problem.description)") }
        if let progress, let refusal = ProgressMerge.refusal(of: progress.path, option: "--progress") {
            throw AnkiImportError(refusal)
        }
        let archive: AnkiPackageArchive
        do {
            archive = try AnkiPackageArchive(file: package, limits: limits)
        } catch {
            throw fail(error)
        }
        let decksFolder = content.appendingPathComponent("decks")
        // A content directory made here is removed again when the import fails.
        let madeContent = !FileManager.default.fileExists(atPath: content.path)
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let staging = try ImportStaging(in: content)
        var succeeded = false
        defer {
            staging.remove()
            if madeContent && !succeeded { try? FileManager.default.removeItem(at: content) }
        }

        let collectionFile = staging.url.appendingPathComponent("collection")
        let reader: AnkiCollectionReader
        do {
            try archive.extractCollection(to: collectionFile)
            reader = try AnkiCollectionReader(path: collectionFile.path)
        } catch {
            throw fail(error)
        }

        // Each deck that has notes gets a file; the names of the media they show are made safe.
        let noteDecks = try reader.decksWithNotes()
        let named = reader.decks.filter { noteDecks.contains($0.id) }
        let paths = DeckFileNames.paths(
            for: named.map(\.levels), reserved: [AnkiOrigin.mediaFolder],
            existing: ImportInstaller.othersFiles(in: decksFolder, where: DeckFileNames.isDeckFile)
        )
        let deckPaths = Dictionary(named.map { ($0.id, paths[$0.levels] ?? "deck.md") }, uniquingKeysWith: { first, _ in first })
        let titles = Dictionary(named.map { ($0.id, $0.levels.last ?? "") }, uniquingKeysWith: { first, _ in first })
        let mediaNames = MediaFileNames(archive.media.keys)

        let interactor = ImportAnkiInteractor(package: reader)
        let presenter = ImportAnkiPresenter()
        let stagedDecks = staging.url.appendingPathComponent("decks")
        var writer: StagedDeck?
        var startedDecks = Set<String>()
        var counts = (decks: 0, notes: 0, cards: 0)
        var usedMedia = Set<String>()
        var missingMedia = Set<String>()
        var skipped = 0
        var warnings: [String] = []
        var usedNoteTypes = Set<Int64>()
        var history = ImportedHistory(root: staging.url)
        // A media file is written when a note first shows it, so each note reads back as it will
        // in the content (its images found).
        let mediaFolder = stagedDecks.appendingPathComponent(AnkiOrigin.mediaFolder)
        var mediaFailure: AnkiPackageError?
        try reader.forEachNote { note in
            guard let response = interactor.respond(to: note), let path = deckPaths[response.deck] else {
                skipped += 1
                return
            }
            if writer?.path != path {
                try writer?.close()
                // Two Anki decks of one name (apart in the package) write one file, in turn.
                let again = !startedDecks.insert(path).inserted
                writer = try StagedDeck(path: path, in: stagedDecks, header: again ? nil : presenter.deckHeader(title: titles[response.deck] ?? ""))
                if !again { counts.decks += 1 }
            }
            let up = String(repeating: "../", count: path.split(separator: "/").count - 1)
            let markdown = presenter.markdown(
                for: response, afterCards: writer?.lastWasCards ?? false, mediaFolder: up + AnkiOrigin.mediaFolder + "/"
            ) { name in
                guard let safe = mediaNames[name] else {
                    missingMedia.insert(name)
                    return nil
                }
                if usedMedia.insert(name).inserted, mediaFailure == nil {
                    do {
                        try FileManager.default.createDirectory(at: mediaFolder, withIntermediateDirectories: true)
                        try archive.extractMedia(name, to: mediaFolder.appendingPathComponent(safe))
                    } catch let error as AnkiPackageError {
                        mediaFailure = error
                    } catch {
                        mediaFailure = AnkiPackageError("cannot write '\(mediaFolder.path)': \(error.localizedDescription)")
                    }
                }
                return safe
            }
            if let mediaFailure { throw fail(mediaFailure) }
            try writer?.append(markdown, cards: response.body.isCards)
            for loss in response.losses {
                warnings.append(presenter.warning(for: loss, deckFile: contentDisplayPath + "/decks/" + path, markdown: markdown))
            }
            counts.notes += 1
            counts.cards += response.cardCount
            if let type = response.origin.noteType { usedNoteTypes.insert(type) }
            if progress != nil { history.record(response, cards: note.cards, markdown: markdown, in: path) }
        }
        try writer?.close()

        // The note types, for the export: with those earlier imports kept.
        let records = reader.noteTypes.filter { usedNoteTypes.contains($0.id) }.map(\.record)
        let noteTypesFile = AnkiNoteTypeRecord.fileName
        let kept = AnkiNoteTypes.read(from: decksFolder.appendingPathComponent(noteTypesFile))
        try kept.merging(records).write(to: stagedDecks.appendingPathComponent(noteTypesFile))

        // The review history, merged into the progress file when it is an export already.
        var progressFile: (url: URL, bytes: [UInt8], reviews: Int, cards: Int)?
        if let progress {
            let imported = try history.export(reader: reader)
            warnings += history.warnings.map { "\(packageName): \($0)" }
            var exports = [imported]
            if let data = try? FileBytes.read(progress.path), !data.isEmpty {
                do {
                    exports.insert(try ProgressMerge.read(progress.path), at: 0)
                } catch {
                    throw AnkiImportError(error.lines)
                }
            }
            let merged = ProgressMerge.merged(exports)
            progressFile = (progress, Array(merged.json(exported: exported).utf8),
                            imported.decks.values.map(\.progress.reviews.count).reduce(0, +),
                            imported.decks.values.map(\.progress.cards.count).reduce(0, +))
        }

        try ImportInstaller(staged: stagedDecks, target: decksFolder, targetDisplayPath: contentDisplayPath + "/decks", backup: staging.url.appendingPathComponent("replaced"))
            .install(force: force, merged: [noteTypesFile]) {
                if let progressFile { try AtomicFile.write(progressFile.bytes, to: progressFile.url) }
            }

        for type in usedNoteTypes.sorted() {
            warnings += interactor.unknownFields(of: type).map { "\(packageName): " + presenter.warning(for: $0) }
        }
        if skipped > 0 { warnings.append("\(packageName): \(skipped) notes have a note type the package does not define; they were not imported") }
        for name in missingMedia.sorted() {
            warnings.append("\(packageName): the notes show '\(Printable.escaped(name))', which the package does not hold; its reference keeps its text")
        }
        succeeded = true
        var summary = [presenter.summary(
            decks: counts.decks, notes: counts.notes, cards: counts.cards, media: usedMedia.count, folder: contentDisplayPath + "/decks"
        )]
        if let progressFile {
            summary.append(presenter.historySummary(reviews: progressFile.reviews, cards: progressFile.cards, file: progressFile.url.relativePath))
        }
        return Report(summary: summary, warnings: warnings)
    }
}

/// One deck file being written in the staging folder, a note at a time.
private final class StagedDeck {
    let path: String
    private let handle: FileHandle

    /// Starts the file with `header`, or (nil) goes on where it ended.
    init(path: String, in folder: URL, header: String?) throws {
        self.path = path
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let created = header.map { FileManager.default.createFile(atPath: url.path, contents: Data($0.utf8)) } ?? true
        guard created, let handle = FileHandle(forWritingAtPath: url.path) else {
            throw AnkiImportError("cannot write '\(url.path)'")
        }
        try handle.seekToEnd()
        self.handle = handle
    }

    /// Whether the last note appended was written as heading cards.
    private(set) var lastWasCards = false

    func append(_ text: String, cards: Bool) throws {
        try handle.write(contentsOf: Data(text.utf8))
        lastWasCards = cards
    }

    func close() throws {
        try handle.close()
    }
}
