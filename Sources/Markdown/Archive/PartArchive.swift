import Domain
import FileSafety
import Foundation

/// The part cache's readings on disk, for the next process (`site build` after an edit): one
/// file per part reading under `.Public.memory/parts/`, named by the digest of everything the
/// reading depends on (`PartCache`), so a name found is a reading that still holds (an Obsidian
/// note's, once the notes it embeds read as they did: `PartCache.part(…holds:)`).
///
/// A file holds the line the part began on, how long the reading is, how long its blocks aside
/// are (`ArchiveWriter.writeDeferred`), the reading (`Archivable`) and then those blocks, which
/// are loaded only if asked for. One that cannot be read back is no reading at all: the part is
/// parsed from its text. A reading is written as
/// soon as it is made (its name says what it holds, so it is right whether or not the build
/// succeeds, and the build does not hold every reading in memory until its end); after a build,
/// `keep(_:)` removes every file the build did not use, so the folder holds about one reading of
/// the content.
final class PartArchive: Sendable {
    /// Its format: 7 since a cloze card's blank beside the author's own brackets (`xs[==0==]`)
    /// stays a blank in a paragraph with a wiki link (6 showed it as `xs…`, and from `62bc2fc` on
    /// kept it as a blank only in a paragraph without one); 6 since inline cards of a site's deck
    /// show wiki links as their text (a reading kept by 5 would show them as written); 5 since a
    /// card keeps its question as written when it is shown otherwise (4: an entry's fields keep
    /// their columns, not a location with the file; 3: a catalog's readings keep only how many
    /// entries each part has).
    private static let magic = Array("site part 7\n".utf8)
    let folder: URL
    private let made = FolderOnce()
    private let buffers = Buffers()

    init(folder: URL) {
        self.folder = folder
    }

    /// The reading named `name`, and the line its part began on, if the folder holds a sound one.
    func reading<Value: Archivable>(named name: String, as type: Value.Type) -> (Value, line: Int)? {
        let path = folder.path + "/" + name   // not `appendingPathComponent`: it asks the disk whether `name` is a folder
        let headerSize = PartArchive.magic.count + 3 * 8
        guard let header = try? FileBytes.array(path, count: headerSize) else { return nil }
        var fields = ArchiveReader(header)
        guard (try? fields.readBytes(PartArchive.magic.count)) == PartArchive.magic, let line = try? fields.readLine(),
              let size = try? fields.readSize(atMost: FileBytes.maximumSize), let asideSize = try? fields.readSize(atMost: FileBytes.maximumSize),
              (try? FileBytes.size(path)) == headerSize + size + asideSize else { return nil }   // a file cut short is no reading
        let aside = ArchiveReader.Deferred(count: asideSize) { range in
            try? FileBytes.array(path, from: headerSize + size + range.lowerBound, count: range.count)
        }
        return buffers.with { buffer in
            guard (try? FileBytes.read(path, from: headerSize, count: size, into: &buffer)) == size else { return nil }
            var reader = ArchiveReader(buffer, count: size, deferred: aside)
            guard let value = try? reader.read(Value.self), reader.isAtEnd else { return nil }
            return (value, line)
        }
    }

    /// Writes `value`, read from a part that began on `line`, as the reading named `name`. Best
    /// effort: a reading that cannot be written is parsed again next time.
    func add(_ value: some Archivable, line: Int, named name: String) {
        // Into a buffer an earlier reading was written into, the sizes filled in once known:
        // a catalog's readings are tens of megabytes.
        buffers.with { buffer in
            var file = ArchiveWriter(reusing: &buffer)
            file.writeRaw(PartArchive.magic)
            file.write(line)
            let sizes = file.bytes.count
            file.write(0)
            file.write(0)
            file.write(value)
            file.overwriteWord(at: sizes, with: UInt64(file.bytes.count - sizes - 16))
            file.overwriteWord(at: sizes + 8, with: UInt64(file.deferred.count))
            file.writeDeferredBlocks()
            made.ensure(folder)
            try? FileWriter.replace(file.bytes, at: folder.path + "/" + name)
            buffer = file.releaseBytes()
        }
    }

    /// Removes the readings named `names`.
    func remove(_ names: [String]) {
        for name in names { unlink(folder.appendingPathComponent(name).path) }
    }

    /// Removes every reading but those named in `used`: what is left is what the last build read.
    func keep(_ used: Set<String>) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !used.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}

/// Makes a folder (and its parents) once, however many threads ask.
private final class FolderOnce: @unchecked Sendable {   // `made` is only touched under `lock`
    private let lock = NSLock()
    private var made = false

    func ensure(_ folder: URL) {
        lock.withLock {
            guard !made else { return }
            made = (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
        }
    }
}

/// Buffers to read archives into and write them in, each used by one thread at a time and kept
/// for the next: the readings of a catalog's parts (tens of megabytes in all) are read and
/// written in a few buffers, not in fresh memory that every core then waits on the system to map.
private final class Buffers: @unchecked Sendable {   // `free` is only touched under `lock`
    private let lock = NSLock()
    private var free: [[UInt8]] = []

    func with<Result>(_ body: (inout [UInt8]) -> Result) -> Result {
        var buffer = lock.withLock { free.popLast() } ?? []
        defer {
            let kept = buffer
            lock.withLock { free.append(kept) }
        }
        return body(&buffer)
    }
}
