import Domain
import Foundation

/// What the readers made of each part of the content in the last build, for the next build in
/// the same process (`site serve`): a part (a whole small file, or one of `EntryParts`) whose
/// bytes, file and reading settings are the same is not parsed again.
///
/// A part's reading depends on one thing besides those: which files exist, as its links resolve
/// against them. So a build begins by naming the content's layout (`begin(layout:)`, every path
/// and its kind) and the cache forgets everything when it changed. (An Obsidian note's reading
/// depends on the notes it embeds as well: its reader says, through `holds`, whether a
/// remembered reading still holds for them.) It keeps what the last build used, so it holds
/// about one parse of the content, however many edits came before.
public final class PartCache: @unchecked Sendable {
    private struct Key: Hashable {
        let reader: ObjectIdentifier
        let file: String
        let context: AnyHashable
        let text: PartText
    }

    /// A reading, and the line its part began on.
    private struct Entry {
        let value: any Sendable
        let line: Int
    }

    private let lock = NSLock()
    private var layout: String?
    private var previous: [Key: Entry] = [:]
    private var current: [Key: Entry] = [:]
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

    /// Forgets what this build read: the content's layout changed while it was read (a file
    /// gone and back during a checkout), so a reading may have resolved its links against files
    /// that the layout it is remembered under says exist.
    public func discardThisBuild() {
        lock.withLock {
            current = [:]
            previous = [:]
            layout = nil
        }
    }

    /// How many parts this build reused and read since `begin(layout:)`.
    public var reusedAndRead: (reused: Int, read: Int) { lock.withLock { counts } }

    /// What `read` gives for `text`, the part of `file` a `Reader` reads with `context` (every
    /// other input of its reading): remembered from the last build when all of them are the same.
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
        let key = Key(reader: ObjectIdentifier(reader), file: file, context: context, text: text)
        let known: Entry? = lock.withLock { current[key] ?? previous[key] }
        if let known, let value = known.value as? Value, holds(value), let moved = known.line == firstLine ? value : shift(value, firstLine - known.line) {
            lock.withLock {
                current[key] = Entry(value: moved, line: firstLine)
                counts.reused += 1
            }
            return moved
        }
        let value = read()
        lock.withLock {
            current[key] = Entry(value: value, line: firstLine)
            counts.read += 1
        }
        return value
    }
}

/// A part's text as the cache knows it: compared and hashed by its exact bytes (`String`
/// equality holds canonically equivalent texts equal, NFC and NFD, and an edit from one to the
/// other must be read again).
struct PartText: Hashable, Sendable {
    /// The text the part is in, and where in its UTF-8 bytes: a part of a 12 MB catalog is
    /// hashed and compared where it is, never copied out unless it must be parsed.
    private let base: String
    private let bytes: Range<Int>

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

    static func == (lhs: PartText, rhs: PartText) -> Bool {
        lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
