import Foundation

extension OutputDirectory {
    /// A file written so far by the running build: its path below the output root and its bytes.
    struct StagedFile: Equatable {
        let path: String
        let contents: Data
    }

    /// Every file staged so far, sorted by the UTF-8 bytes of its path so the order never depends
    /// on the file system or the locale. Hidden entries (the output marker) are left out: they are
    /// bookkeeping, not part of the site.
    func stagedFiles() throws -> [StagedFile] {
        guard let walker = FileManager.default.enumerator(
            at: staging, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) else {
            throw OutputDirectoryError.io("cannot list the staging directory \(staging.path)")
        }
        let root = staging.standardizedFileURL.path + "/"
        var files: [StagedFile] = []
        for case let url as URL in walker where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(root) else { continue }
            files.append(StagedFile(path: String(path.dropFirst(root.count)), contents: try Data(contentsOf: url)))
        }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }
}
