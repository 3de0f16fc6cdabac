import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()` (shared by
/// the test targets that build sites and serve them).
public struct TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("site-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func write(_ text: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    public func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    /// Every file below `path` with its bytes, for comparing whole trees.
    public func snapshot(_ path: String) throws -> [String: Data] {
        let root = url.appendingPathComponent(path)
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return files }
        for case let file as URL in enumerator where (try file.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files[String(file.path.dropFirst(root.path.count + 1))] = try Data(contentsOf: file)
        }
        return files
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
