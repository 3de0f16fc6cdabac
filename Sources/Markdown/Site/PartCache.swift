import Foundation

/// What the readers made of each part of the content in the last build, for the next build in
/// the same process (`site serve`): a part (a whole small file, or one of `EntryParts`) whose
/// bytes, file and reading settings are the same is not parsed again.
///
/// A part's reading depends on one thing besides those: which files exist, as its links resolve
/// against them. So a build begins by naming the content's layout (`begin(layout:)`, a digest of
/// every path and its kind) and the cache forgets everything when it changed. It keeps what the
/// last build used, so it holds about one parse of the content, however many edits came before.
public final class PartCache: @unchecked Sendable {
    private struct Key: Hashable {
        let reader: ObjectIdentifier
        let file: String
        let context: AnyHashable
        let text: PartText
    }

    private let lock = NSLock()
    private var layout: String?
    /// What each part gave, and the line it was read on.
    private var previous: [Key: any Sendable] = [:]
    private var current: [Key: any Sendable] = [:]
    private var counts = (reused: 0, read: 0)

    public init() {}

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

    /// How many parts this build reused and read since `begin(layout:)`.
    public var reusedAndRead: (reused: Int, read: Int) { lock.withLock { counts } }

    /// What `read` gives for `text`, the part of `file` a `Reader` reads with `context` (every
    /// other input of its reading): remembered from the last build when all of them are the same.
    func part<Value: Sendable>(
        by reader: Any.Type, of file: String, context: AnyHashable, text: PartText, read: () -> Value
    ) -> Value {
        part(by: reader, of: file, context: context, text: text, firstLine: 1, read: read) { value, _ in value }
    }

    /// What `read` gives for `text` on `firstLine` of `file`: remembered from the last build
    /// when every other input is the same, wherever the part was then; `shift` moves what was
    /// read on another line to this one (an edit above the part added or removed lines, and
    /// every location in it moved by as many).
    func part<Value: Sendable>(
        by reader: Any.Type, of file: String, context: AnyHashable, text: PartText, firstLine: Int,
        read: () -> Value, shift: (Value, _ lines: Int) -> Value
    ) -> Value {
        let key = Key(reader: ObjectIdentifier(reader), file: file, context: context, text: text)
        let known: (any Sendable)? = lock.withLock {
            guard let entry = current[key] ?? previous[key] else { return nil }
            counts.reused += 1
            return entry
        }
        if let (value, line) = known as? (Value, Int) {
            let moved = line == firstLine ? value : shift(value, firstLine - line)
            lock.withLock { current[key] = (moved, firstLine) }
            return moved
        }
        let value = read()
        lock.withLock {
            current[key] = (value, firstLine)
            counts.read += 1
        }
        return value
    }
}

/// A part's text as the cache knows it: compared by its exact bytes (`String` equality holds
/// canonically equivalent texts equal, NFC and NFD, and an edit from one to the other must be
/// read again), and hashed once, however many lookups use it (a catalog's parts are looked up
/// twice, for their entries and for the movies made of them).
struct PartText: Hashable, Sendable {
    let text: String
    private let digest: Int

    init(_ text: String) {
        var text = text
        var hasher = Hasher()
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        self.text = text
        digest = hasher.finalize()
    }

    static func == (lhs: PartText, rhs: PartText) -> Bool {
        guard lhs.digest == rhs.digest else { return false }
        var (left, right) = (lhs.text, rhs.text)
        return left.withUTF8 { left in
            right.withUTF8 { right in
                left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
