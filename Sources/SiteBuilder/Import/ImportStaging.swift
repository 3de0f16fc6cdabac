import Foundation

/// A hidden folder in the content directory where an import writes everything before any of it
/// is put in place: on the same file system as the decks, so putting a file in place is a
/// rename, and hidden, so a build or `site serve` running meanwhile never reads it as content.
struct ImportStaging {
    let url: URL

    init(in content: URL) throws {
        url = content.appendingPathComponent(".site-import-\(getpid())-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        } catch {
            throw AnkiImportError("cannot write in '\(content.path)': \(error.localizedDescription)")
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
