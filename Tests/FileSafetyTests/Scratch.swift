import Foundation

/// A fresh folder under the temporary directory, removed by `remove()`.
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("file-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func write(_ text: String, to name: String, mode: Int = 0o644) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path(name))
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
    }

    func mode(_ name: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path(name))[.posixPermissions] as? Int ?? -1
    }

    func isLink(_ name: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path(name))) != nil
    }

    func remove() {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
}
