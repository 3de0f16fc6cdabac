import FileSafety
import Foundation

/// What a build leaves on disk for the next `site build`, beside the output
/// (`.Public.memory/pages`): the build it describes (the manifest's id), the templates it
/// rendered with, the stable fingerprint of each page (`PageInputs`) and the digests of the files
/// the offline worker stores.
///
/// Only ever a shortcut: a next build trusts it when the output's manifest still names the same
/// build; a file that is missing, damaged, of another format or of another build is no memory at
/// all, and that build compares every page's bytes as before. Little-endian binary: 11,000
/// pages read and write in a few milliseconds.
struct BuildMemoryFile: Equatable {
    static let name = "pages"
    private static let magic = Array("site build memory 1\n".utf8)

    var build: String
    var templates: Int
    var fingerprints: [String: Int]
    var digests: [String: String]

    /// The memory in `folder`, if it holds a readable one.
    static func read(in folder: URL) -> BuildMemoryFile? {
        guard let data = try? FileBytes.read(folder.appendingPathComponent(name).path) else { return nil }
        return read(Array(data))
    }

    static func read(_ bytes: [UInt8]) -> BuildMemoryFile? {
        var reader = Reader(bytes: bytes)
        guard reader.take(magic.count) == magic[...], let build = reader.string(), let templates = reader.integer(),
              let pageCount = reader.integer(), pageCount >= 0 else { return nil }
        var fingerprints: [String: Int] = [:]
        fingerprints.reserveCapacity(min(pageCount, bytes.count))
        for _ in 0..<pageCount {
            guard let path = reader.string(), let fingerprint = reader.integer() else { return nil }
            fingerprints[path] = fingerprint
        }
        guard let digestCount = reader.integer(), digestCount >= 0 else { return nil }
        var digests: [String: String] = [:]
        for _ in 0..<digestCount {
            guard let path = reader.string(), let digest = reader.string() else { return nil }
            digests[path] = digest
        }
        guard reader.isAtEnd else { return nil }
        return BuildMemoryFile(build: build, templates: templates, fingerprints: fingerprints, digests: digests)
    }

    var bytes: [UInt8] {
        var bytes = BuildMemoryFile.magic
        func integer(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        }
        func string(_ value: String) {
            integer(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }
        string(build)
        integer(templates)
        integer(fingerprints.count)
        for (path, fingerprint) in fingerprints.sorted(by: { $0.key < $1.key }) {
            string(path)
            integer(fingerprint)
        }
        integer(digests.count)
        for (path, digest) in digests.sorted(by: { $0.key < $1.key }) {
            string(path)
            string(digest)
        }
        return bytes
    }

    /// Writes the memory into `folder` (made if need be), replacing the file.
    func write(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Atomic (a temporary file renamed over it) but not flushed: a file a crash left damaged
        // reads as no memory.
        try FileWriter.replace(bytes, at: folder.appendingPathComponent(BuildMemoryFile.name).path)
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, count <= bytes.count - offset else { return nil }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func integer() -> Int? {
            guard let word = take(8) else { return nil }
            return Int(Int64(littleEndian: word.withUnsafeBytes { $0.loadUnaligned(as: Int64.self) }))
        }

        mutating func string() -> String? {
            guard let count = integer(), let utf8 = take(count) else { return nil }
            return String(validating: utf8, as: UTF8.self)
        }
    }
}
