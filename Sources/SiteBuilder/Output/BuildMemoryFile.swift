import Domain
import FileSafety
import Foundation

/// What a build leaves on disk for the next `site build`, beside the output
/// (`.Public.memory/pages`): the build it describes (the manifest's id), the templates it
/// rendered with, the stable fingerprint of each page (`PageInputs`) and the digests of the files
/// the offline worker stores.
///
/// Only ever a shortcut: a next build trusts it when the output's manifest still names the same
/// build; a file that is missing, damaged, of another format or of another build is no memory at
/// all, and that build compares every page's bytes as before. In the archive form every kept
/// file shares (`Archivable`): 11,000 pages read and write in a few milliseconds.
struct BuildMemoryFile: Equatable, Archivable {
    static let name = "pages"
    private static let magic = Array("site build memory 2\n".utf8)

    var build: String
    var templates: Int
    var fingerprints: [String: Int]
    var digests: [String: String]

    init(build: String, templates: Int, fingerprints: [String: Int], digests: [String: String]) {
        self.build = build
        self.templates = templates
        self.fingerprints = fingerprints
        self.digests = digests
    }

    /// The memory in `folder`, if it holds a readable one.
    static func read(in folder: URL) -> BuildMemoryFile? {
        guard let bytes = try? FileBytes.array(folder.appendingPathComponent(name).path) else { return nil }
        return read(bytes)
    }

    static func read(_ bytes: [UInt8]) -> BuildMemoryFile? {
        var reader = ArchiveReader(bytes)
        guard (try? reader.readBytes(magic.count)) == magic, let file = try? reader.read(BuildMemoryFile.self), reader.isAtEnd else { return nil }
        return file
    }

    /// The file's bytes, the fingerprints taken in the order of `paths` (the manifest's files:
    /// sorted, and every page among them) rather than sorted again: sorting 110,000 paths was a
    /// tenth of a second on the build's serial tail.
    func bytes(inOrderOf paths: [String]) -> [UInt8] {
        var writer = ArchiveWriter(internsTexts: false)   // paths and digests: none repeats
        writer.writeRaw(BuildMemoryFile.magic)
        archive(into: &writer, inOrderOf: paths)
        return writer.bytes
    }

    func archive(into writer: inout ArchiveWriter) {
        archive(into: &writer, inOrderOf: nil)
    }

    /// Every field in order; the fingerprints in the order of `paths` when given.
    private func archive(into writer: inout ArchiveWriter, inOrderOf paths: [String]?) {
        writer.write(build)
        writer.write(templates)
        if let paths { fingerprints.archive(into: &writer, inOrderOf: paths) } else { writer.write(fingerprints) }
        writer.write(digests)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(build: try reader.read(), templates: try reader.read(), fingerprints: try reader.read(), digests: try reader.read())
    }

    /// Writes the memory into `folder` (made if need be), replacing the file; `paths` as for
    /// `bytes(inOrderOf:)`.
    func write(in folder: URL, inOrderOf paths: [String]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Atomic (a temporary file renamed over it) but not flushed: a file a crash left damaged
        // reads as no memory.
        try FileWriter.replace(bytes(inOrderOf: paths), at: folder.appendingPathComponent(BuildMemoryFile.name).path)
    }
}
