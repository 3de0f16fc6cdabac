import AnkiPackage
import Foundation
import Scenes
import ZIPFoundation

/// An ExportAnki view model as an Anki package (`.apkg`), the file Anki's File > Import and a
/// double click open: a ZIP holding the collection (`collection.anki2`), every image and sound
/// the notes show (stored as `0`, `1`, … and named in the `media` index), so nothing has to be
/// copied into Anki's media folder by hand.
public enum AnkiPackageView {
    /// A media file the notes name, and where its bytes are.
    public struct MediaFile: Sendable, Equatable {
        /// The name the fields use (`cell.png`): Anki keeps media in one flat folder.
        public let name: String
        public let file: URL

        public init(name: String, file: URL) {
            self.name = name
            self.file = file
        }
    }

    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The entry that marks a package this view wrote; Anki ignores entries it does not know.
    static let markerEntry = "site-export.txt"

    /// The package's bytes. `modified` holds each deck file's modification time (by
    /// `ExportAnki.Note.source`), which becomes its notes': Anki updates a note it imported before
    /// only from a newer one, so a second import changes only the notes of files edited since.
    /// A note whose file is missing there is dated `exported`.
    public static func render(
        _ viewModel: ExportAnki.ViewModel, media: [MediaFile], modified: [String: Date] = [:], exported: Date = Date()
    ) throws(Failure) -> Data {
        // ZIPFoundation dates entries with `gmtime`, whose one result buffer the whole process
        // shares: two packages written at once could take each other's dates. One at a time.
        AnkiPackageView.zipping.lock()
        defer { AnkiPackageView.zipping.unlock() }
        do {
            let collection = try AnkiCollection(notes: viewModel.notes, exported: exported, modified: modified).sqliteFile()
            let archive = try Archive(data: Data(), accessMode: .create)
            let add = { (data: Data, path: String) in try AnkiPackageView.add(data, as: path, dated: exported, to: archive) }
            try add(collection, "collection.anki2")
            let index = Dictionary(uniqueKeysWithValues: media.enumerated().map { (String($0.offset), $0.element.name) })
            try add(try JSONSerialization.data(withJSONObject: index, options: [.sortedKeys]), "media")
            for (number, file) in media.enumerated() {
                let bytes: Data
                do {
                    bytes = try Data(contentsOf: file.file)
                } catch {
                    throw Failure(description: "cannot read '\(file.file.path)': \(error.localizedDescription)")
                }
                try add(bytes, String(number))
            }
            try add(Data("Written by site export anki.\n".utf8), markerEntry)
            guard let data = archive.data else { throw Failure(description: "the package could not be assembled") }
            return data
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "cannot write the Anki package: \(error)")
        }
    }

    private static let zipping = NSLock()

    /// True when `data` is a package this view wrote: `site export anki` replaces only such a file
    /// (or an empty one) unless told to with `--force`.
    public static func isExport(_ data: Data) -> Bool {
        do {
            let archive = try Archive(data: data, accessMode: .read, pathEncoding: nil)
            return archive[markerEntry] != nil && archive["collection.anki2"] != nil
        } catch {
            return false
        }
    }

    /// Adds `data` as the entry `path`, dated `date`: the same notes exported at the same time
    /// (`SOURCE_DATE_EPOCH`) give the same bytes.
    private static func add(_ data: Data, as path: String, dated date: Date, to archive: Archive) throws {
        try archive.addEntry(
            with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: date, compressionMethod: .deflate
        ) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }
}
