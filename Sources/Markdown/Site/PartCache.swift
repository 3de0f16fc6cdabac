import Domain
import Crypto
import Foundation

/// What the readers made of each part of the content in the last build, for the next build
/// (`site serve`, and `site build` through its `PartArchive`): a part (a whole small file, or one
/// of `EntryParts`) whose bytes, file and reading settings are the same is not parsed again.
///
/// A part's reading depends on one thing besides those: which files exist, as its links resolve
/// against them. So a build begins by naming the content's layout (`begin(layout:)`, a digest of
/// every path and its kind) and the cache forgets everything when it changed. (An Obsidian
/// note's reading depends on the notes it embeds as well: its reader says, through `holds`,
/// whether a remembered reading still holds for them.) It keeps what the
/// last build used, so it holds about one parse of the content, however many edits came before.
///
/// With an archive, a reading of an `Archivable` kind not found in memory is looked for on disk
/// under the digest of all of those inputs (so a context must print the same in every process:
/// strings, numbers, flags), and what a build used is kept there when it succeeds (`commit()`).
public final class PartCache: @unchecked Sendable {
    private struct Key: Hashable {
        let reader: ObjectIdentifier
        let file: String
        let context: AnyHashable
        let text: PartText
    }

    /// A reading, the line its part began on, and its name in the archive (when it has one).
    private struct Entry {
        let value: any Sendable
        let line: Int
        let archiveName: String?
        /// True when this build read it, not the last.
        var isNew = false
        /// True when it is in the archive (written as read, or found there).
        var isOnDisk = false
    }

    private let lock = NSLock()
    private var layout: String?
    private var previous: [Key: Entry] = [:]
    private var current: [Key: Entry] = [:]
    private var counts = (reused: 0, read: 0)
    private let archive: PartArchive?

    /// False for the cache of one build (`site build`): a reading no archive keeps is then
    /// read, not remembered, as no build in this process would reuse it.
    private let rebuilds: Bool

    /// False when the archive is written only by `commit()`, from what is remembered (a first
    /// build into an output: most are the only one, and writing each reading as it is read
    /// cost a vault's first build a third of its time). The archive is then not looked in: it
    /// has nothing yet.
    private let writesAsRead: Bool

    /// A cache in memory, and on disk in `archive` when given; `rebuilds` says whether more
    /// builds follow in this process; `writesAsRead`, whether each reading goes to the archive
    /// as soon as it is read, or waits for `commit()` (and, in a cache of one build, is not
    /// kept at all).
    public init(archive folder: URL? = nil, rebuilds: Bool = true, writesAsRead: Bool = true) {
        archive = folder.map(PartArchive.init)
        self.rebuilds = rebuilds
        self.writesAsRead = writesAsRead
    }

    /// Starts a build of content with this layout: what the last build read stays usable only if
    /// the layout is the same.
    public func begin(layout: String) {
        lock.withLock {
            previous = self.layout == layout ? current : [:]
            current = [:]
            self.layout = layout
            counts = (0, 0)
        }
    }

    /// Forgets what this build read, on disk too: the content's layout changed while it was
    /// read (a file gone and back during a checkout), so a reading may have resolved its links
    /// against files that the layout it is named after says exist.
    public func discardThisBuild() {
        let written = lock.withLock { () -> [String] in
            defer { current = [:]; previous = [:]; layout = nil }
            return current.values.filter { $0.isNew && $0.isOnDisk }.compactMap(\.archiveName)
        }
        archive?.remove(written)
    }

    /// Keeps on disk the readings of the build that began last, and nothing else (a reading
    /// holds for its text whether that build succeeded or not): those not written yet are
    /// written now (`writesAsRead`).
    public func commit() {
        guard let archive else { return }
        let unwritten = lock.withLock { () -> [(any Archivable, line: Int, name: String)] in
            var unwritten: [(any Archivable, line: Int, name: String)] = []
            for (key, entry) in current where !entry.isOnDisk {
                guard let name = entry.archiveName, let value = entry.value as? any Archivable else { continue }
                unwritten.append((value, entry.line, name))
                current[key]?.isOnDisk = true
            }
            return unwritten
        }
        for (value, line, name) in unwritten { archive.add(value, line: line, named: name) }
        archive.keep(Set(lock.withLock { current.values.compactMap(\.archiveName) }))
    }

    /// Whether this build wrote a reading into the archive (a build that then fails says so:
    /// what it read is kept for the next).
    public var archivedThisBuild: Bool {
        lock.withLock { current.values.contains { $0.isNew && $0.isOnDisk } }
    }

    /// Whether a reading is kept for a later build (in memory or on disk): what a reader need
    /// write down only for a reading that will be kept (`EmbedReads`) it can leave out if not.
    var keepsReadings: Bool { rebuilds || (archive != nil && writesAsRead) }

    /// How many parts this build reused and read since `begin(layout:)`.
    public var reusedAndRead: (reused: Int, read: Int) { lock.withLock { counts } }

    /// What `read` gives for `text`, the part of `file` a `Reader` reads with `context` (every
    /// other input of its reading): remembered from the last build when all of them are the same.
    ///
    /// `holds` says whether a remembered reading still holds for what it depends on besides
    /// those (the notes an Obsidian note embeds): one that does not is read again.
    func part<Value: Sendable>(
        by reader: Any.Type, of file: String, context: AnyHashable, text: PartText, read: () -> Value,
        holds: (Value) -> Bool = { _ in true }
    ) -> Value {
        part(by: reader, of: file, context: context, text: text, firstLine: 1, read: read, holds: holds) { value, _ in value }
    }

    /// What `read` gives for `text` on `firstLine` of `file`: remembered from the last build
    /// when every other input is the same, wherever the part was then; `shift` moves what was
    /// read on another line to this one (an edit above the part added or removed lines, and
    /// every location in it moved by as many), or gives nil when it cannot (a message that names
    /// a line): the part is then read again.
    func part<Value: Sendable>(
        by reader: Any.Type, of file: String, context: AnyHashable, text: PartText, firstLine: Int,
        read: () -> Value, holds: (Value) -> Bool = { _ in true }, shift: (Value, _ lines: Int) -> Value?
    ) -> Value {
        // Nothing to look up and nothing to keep: not even the text is hashed (nor counted: a
        // reading not kept cannot be kept against the wrong layout).
        guard keepsReadings else { return read() }
        let key = Key(reader: ObjectIdentifier(reader), file: file, context: context, text: text)
        let known: Entry? = lock.withLock { current[key] ?? previous[key] }
        if let known, let value = known.value as? Value, holds(value), let moved = known.line == firstLine ? value : shift(value, firstLine - known.line) {
            lock.withLock {
                current[key] = Entry(value: moved, line: firstLine, archiveName: known.archiveName, isOnDisk: known.isOnDisk)
                counts.reused += 1
            }
            return moved
        }
        let archived = archive.flatMap { archive in
            (Value.self as? any Archivable.Type).map { _ in (archive, archiveName(reader, file, context, text)) }
        }
        if archived == nil, !rebuilds { return read() }
        // A reading remembered but no longer holding is the one the archive has under that name.
        if writesAsRead, let (archive, name) = archived, known?.archiveName != name,
           let found = (Value.self as? any Archivable.Type)?.reading(named: name, in: archive),
           let value = found.value as? Value, holds(value), let moved = found.line == firstLine ? value : shift(value, firstLine - found.line) {
            lock.withLock {
                current[key] = Entry(value: moved, line: firstLine, archiveName: name, isOnDisk: true)
                counts.reused += 1
            }
            return moved
        }
        let value = read()
        var written = false
        if writesAsRead, let (archive, name) = archived, let value = value as? any Archivable {
            archive.add(value, line: firstLine, named: name)
            written = true
        }
        lock.withLock {
            current[key] = Entry(value: value, line: firstLine, archiveName: archived?.1, isNew: true, isOnDisk: written)
            counts.read += 1
        }
        return value
    }

    /// The name of a reading in the archive: a digest of the layout, the reader, the file, the
    /// context and the text's bytes (hex, 128 bits).
    private func archiveName(_ reader: Any.Type, _ file: String, _ context: AnyHashable, _ text: PartText) -> String {
        var hash = SHA256()
        for field in [lock.withLock { layout } ?? "", PartCache.name(of: reader), file, PartCache.spelling(of: context)] {
            hash.update(data: Array("\(field.utf8.count):\(field)".utf8))
        }
        hash.update(data: text.stableDigest)
        return hash.finalize().prefix(16).map { String($0, radix: 16).leftPadded }.joined()
    }

    /// A reader's name, for an archive name (`String(reflecting:)` asks the runtime each time).
    private static func name(of reader: Any.Type) -> String {
        readerNames.value(for: ObjectIdentifier(reader)) { _ in String(reflecting: reader) }
    }

    private static let readerNames = LockedCache<ObjectIdentifier, String>()

    /// A part's context spelled for an archive name: the same in every process, and different
    /// for different contexts (each value tagged with its kind). The usual contexts (lists of
    /// texts, numbers and flags) are spelled directly: `String(reflecting:)` looks up the
    /// runtime's conformances for every value, twice for each of a catalog's parts.
    static func spelling(of context: AnyHashable) -> String {
        switch context.base {
        case let values as [AnyHashable]: "[" + values.map(spelling(of:)).joined(separator: ",") + "]"
        case let text as String: "s" + text.debugDescription
        case let flag as Bool: "b\(flag)"
        case let number as Int: "i\(number)"
        // Reflected once a process for each value (a vault's settings, in every note's context).
        default: "?" + reflections.value(for: context) { String(reflecting: $0) }
        }
    }

    private static let reflections = LockedCache<AnyHashable, String>()
}

private extension Archivable {
    /// The reading of this kind named `name` in `archive`.
    static func reading(named name: String, in archive: PartArchive) -> (value: Any, line: Int)? {
        archive.reading(named: name, as: Self.self).map { ($0.0, $0.line) }
    }
}

extension String {
    /// A one-digit hex byte with its leading zero (`"a"` → `"0a"`).
    var leftPadded: String { count == 1 ? "0" + self : self }
}

/// A part's text as the cache knows it: compared by its exact bytes (`String` equality holds
/// canonically equivalent texts equal, NFC and NFD, and an edit from one to the other must be
/// read again), and hashed once, however many lookups use it (a catalog's parts are looked up
/// twice, for their entries and for the movies made of them).
struct PartText: Hashable, Sendable {
    /// The text the part is in, and where in its UTF-8 bytes: a part of a 12 MB catalog is
    /// hashed and compared where it is, never copied out unless it must be parsed.
    private let base: String
    private let bytes: Range<Int>
    private let stable = StableTextDigest()

    init(_ text: String) {
        base = text
        bytes = 0..<text.utf8.count
    }

    init(_ part: EntryParts.Part) {
        (base, bytes) = (part.base, part.bytes)
    }

    /// `body` over the text's UTF-8 bytes.
    private func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var base = base
        return base.withUTF8 { body(UnsafeBufferPointer(rebasing: $0[bytes])) }
    }

    /// The SHA-256 of the text's bytes, taken the first time it is asked for (a part looked up
    /// in the archive for its reading and for its items is hashed once). It is also what the
    /// text hashes and first compares by: one pass over the bytes, not two.
    var stableDigest: [UInt8] {
        stable.value { withUTF8 { Array(SHA256.hash(data: UnsafeRawBufferPointer($0))) } }
    }

    static func == (lhs: PartText, rhs: PartText) -> Bool {
        guard lhs.stableDigest == rhs.stableDigest else { return false }
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        stableDigest.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0.prefix(8))) }
    }
}

/// A digest computed once, on first use, by whichever thread asks first.
private final class StableTextDigest: @unchecked Sendable {   // `digest` is only touched under `lock`
    private let lock = NSLock()
    private var digest: [UInt8]?

    func value(_ compute: () -> [UInt8]) -> [UInt8] {
        lock.withLock {
            if let digest { return digest }
            let computed = compute()
            digest = computed
            return computed
        }
    }
}
