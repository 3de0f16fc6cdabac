import Foundation

/// The content directory on disk.
struct FileSystemContentTree: ContentTree {
    let root: URL

    func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
        return exists && !isDirectory.boolValue
    }

    /// The files directly inside `directory` whose names end in `.md`, sorted by name.
    func markdownFiles(in directory: String) -> [String] {
        let url = root.appendingPathComponent(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().map { "\(directory)/\($0)" }
    }

    func bytes(of path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
    }
}
