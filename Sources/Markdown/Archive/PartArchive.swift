import FileSafety
import Foundation

/// The part cache's readings on disk, for the next process (`site build` after an edit): one
/// file per part reading under `.Public.memory/parts/`, named by the digest of everything the
/// reading depends on (`PartCache`), so a name found is a reading that still holds.
///
/// A file holds the line the part began on and the reading (`Archivable`). One that cannot be
/// read back is no reading at all: the part is parsed from its text. After a build, `keep(_:)`
/// writes the readings that are new and removes every file the build did not use, so the folder
/// holds about one reading of the content.
final class PartArchive: @unchecked Sendable {
    private static let magic = Array("site part 1\n".utf8)
    let folder: URL
    private let lock = NSLock()
    private var pending: [String: [UInt8]] = [:]

    init(folder: URL) {
        self.folder = folder
    }

    /// The reading named `name`, and the line its part began on, if the folder holds a sound one.
    func reading<Value: Archivable>(named name: String, as type: Value.Type) -> (Value, line: Int)? {
        guard let bytes = try? FileBytes.array(folder.appendingPathComponent(name).path) else { return nil }
        var reader = ArchiveReader(bytes)
        guard (try? reader.readBytes(PartArchive.magic.count)) == PartArchive.magic,
              let line = try? reader.read(Int.self), let value = try? reader.read(Value.self), reader.isAtEnd else { return nil }
        return (value, line)
    }

    /// Remembers `value`, read from a part that began on `line`, to be written by `keep(_:)`.
    func add(_ value: some Archivable, line: Int, named name: String) {
        var writer = ArchiveWriter()
        writer.writeRaw(PartArchive.magic)
        writer.write(line)
        writer.write(value)
        lock.withLock { pending[name] = writer.bytes }
    }

    /// Writes the new readings among `used` and removes every other file: what is left is what
    /// the build that succeeded read. Best effort: a reading that cannot be written is read from
    /// its text next time.
    func keep(_ used: Set<String>) {
        let pending = lock.withLock { () -> [String: [UInt8]] in
            defer { self.pending = [:] }
            return self.pending
        }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, bytes) in pending where used.contains(name) {
            try? FileWriter.replace(bytes, at: folder.appendingPathComponent(name).path)
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !used.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
