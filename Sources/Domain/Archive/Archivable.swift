import Foundation

/// A value a build can keep on disk for the next (the part cache's `PartArchive`, the memory's
/// `BuildMemoryFile`): written field by field into a compact binary form and read back equal. Each conformance writes every field its
/// type's equality looks at; `ArchivableTests` reads each back and compares.
public protocol Archivable {
    func archive(into writer: inout ArchiveWriter)
    init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged)
}

/// Writes values in the archive's form: integers and doubles as 8 little-endian bytes, a string
/// as its UTF-8 length and bytes (exactly: NFC stays NFC), a list as its count and items.
///
/// A string written before is written as its number instead (a part's thousand locations name
/// one file; its entries' fields repeat their keys): archives stay a few times the size of their
/// text, and reading one makes each string once.
public struct ArchiveWriter {
    /// A writer; one that `internsTexts` writes a text met before as its number. Texts that
    /// never repeat (the paths and digests of a build's memory) are written faster without.
    public init(internsTexts: Bool = true) {
        self.internsTexts = internsTexts
    }

    public private(set) var bytes: [UInt8] = []
    private let internsTexts: Bool

    private var written: [ExactText: Int] = [:]
    /// How many texts were written out: the number the next one gets (a reader numbers each).
    private var literals = 0

    /// A writer that writes into `buffer`'s memory, emptied (a buffer kept from an earlier
    /// archive: writing many does not ask the system for fresh memory each time); `buffer` is
    /// left empty until `releaseBytes()` gives it back.
    public init(internsTexts: Bool = true, reusing buffer: inout [UInt8]) {
        self.internsTexts = internsTexts
        swap(&bytes, &buffer)
        bytes.removeAll(keepingCapacity: true)
    }

    /// What was written, moved out: the writer is left empty.
    public mutating func releaseBytes() -> [UInt8] {
        var released: [UInt8] = []
        swap(&released, &bytes)
        return released
    }

    /// The longest text written as its number when it repeats: a longer one (a movie's overview,
    /// a note's HTML) hardly ever repeats, and hashing it cost a movie build's reading a third
    /// of its time. A longer text that does repeat is written out again, and reads back the same.
    public static let longestInterned = 128

    private static func value(of number: inout Int) -> Int { number }

    public mutating func writeString(_ string: String) {
        if internsTexts, string.utf8.count <= ArchiveWriter.longestInterned {
            // One lookup: the text's number if it was written before, the next one if not.
            let next = literals
            let number = ArchiveWriter.value(of: &written[ExactText(string: string), default: next])
            if number != next {
                writeWord(UInt64(number) << 1 | 1)
                return
            }
        }
        literals += 1
        var string = string
        string.withUTF8 { utf8 in
            writeWord(UInt64(utf8.count) << 1)
            bytes.append(contentsOf: utf8)
        }
    }

    @inlinable public mutating func write(_ value: some Archivable) {
        value.archive(into: &self)
    }

    public mutating func writeWord(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    public mutating func writeRaw(_ raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }

    /// Writes `value` over the word written at `offset` (a size known only once what it
    /// measures is written after it).
    public mutating func overwriteWord(at offset: Int, with value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { word in
            bytes.replaceSubrange(offset..<(offset + word.count), with: word)
        }
    }

    /// Writes the blocks aside (`deferred`) after everything else, and forgets them.
    public mutating func writeDeferredBlocks() {
        bytes.append(contentsOf: deferred)
        deferred = []
    }

    /// The blocks written aside (`writeDeferred`), in order: kept after `bytes`, where a reader
    /// need not load them (`ArchiveReader.Deferred`).
    public private(set) var deferred: [UInt8] = []

    /// Writes `block` aside, and where it is among the blocks aside: a reader gets it only when
    /// asked for (`ArchiveReader.readDeferred()`), so a large block nobody needs costs nothing to read.
    public mutating func writeDeferred(_ block: [UInt8]) {
        writeWord(UInt64(deferred.count))
        writeWord(UInt64(block.count))
        deferred.append(contentsOf: block)
    }

}

/// A string compared by its bytes (`String` holds NFC and NFD spellings equal; an archive must not).
private struct ExactText: Hashable {
    let string: String

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        var (left, right) = (lhs.string, rhs.string)
        return left.withUTF8 { left in
            right.withUTF8 { left.count == $0.count && (left.isEmpty || memcmp(left.baseAddress!, $0.baseAddress!, left.count) == 0) }
        }
    }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// Reads what `ArchiveWriter` wrote; anything short or malformed throws `Damaged`, and the
/// part is then read from its text again.
public struct ArchiveReader {
    public struct Damaged: Error {
        public init() {}
    }

    private let bytes: [UInt8]
    /// Where the archive ends in `bytes` (a reused buffer may hold more).
    private let end: Int
    private var offset = 0
    private var strings: [String] = []
    private let deferred: Deferred

    /// Where the blocks an archive wrote aside are (`ArchiveWriter.deferred`), and how to load
    /// some of them when they are asked for.
    public struct Deferred: Sendable {
        /// How many bytes the blocks aside take.
        public let count: Int
        let load: @Sendable (Range<Int>) -> [UInt8]?

        /// Blocks aside loaded by `load` (from a file, say), which gives nil if they cannot be.
        public init(count: Int, load: @escaping @Sendable (Range<Int>) -> [UInt8]?) {
            self.count = max(count, 0)
            self.load = load
        }

        /// Blocks aside held in memory.
        public static func inMemory(_ bytes: [UInt8]) -> Deferred {
            Deferred(count: bytes.count) { Array(bytes[$0]) }
        }

        /// No blocks aside.
        public static let none = inMemory([])
    }

    /// A reader of `bytes`, or of their first `count` if given (a buffer read into again and
    /// again, so that reading many archives does not ask the system for fresh memory each time).
    public init(_ bytes: [UInt8], count: Int? = nil, deferred: Deferred = .none) {
        self.bytes = bytes
        end = min(max(count ?? bytes.count, 0), bytes.count)
        self.deferred = deferred
    }

    /// A block written aside (`ArchiveWriter.writeDeferred`), not yet loaded.
    public mutating func readDeferred() throws(Damaged) -> ArchiveBlock {
        let (start, count) = (try readWord(), try readWord())
        guard start <= UInt64(deferred.count), count <= UInt64(deferred.count) - start else { throw Damaged() }
        return ArchiveBlock(range: Int(start)..<Int(start + count), from: deferred)
    }

    public var isAtEnd: Bool { offset == end }

    @inlinable public mutating func read<Value: Archivable>(_ type: Value.Type = Value.self) throws(Damaged) -> Value {
        try Value(from: &self)
    }

    public mutating func readWord() throws(Damaged) -> UInt64 {
        guard end - offset >= 8 else { throw Damaged() }
        defer { offset += 8 }
        return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    public mutating func readString() throws(Damaged) -> String {
        let word = try readWord()
        if word & 1 == 1 {
            guard word >> 1 < UInt64(strings.count) else { throw Damaged() }
            return strings[Int(word >> 1)]
        }
        let count = word >> 1
        guard count <= UInt64(end - offset) else { throw Damaged() }
        let end = offset + Int(count)
        defer { offset = end }
        guard let string = bytes.withUnsafeBufferPointer({ String(validating: $0[offset..<end], as: UTF8.self) }) else { throw Damaged() }
        strings.append(string)
        return string
    }

    public mutating func readBytes(_ count: Int) throws(Damaged) -> [UInt8] {
        guard count >= 0, end - offset >= count else { throw Damaged() }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    /// A line or column number: between 1 and 2³¹ − 1, so that moving it by the difference of
    /// two such numbers (`shifted(by:)`) never overflows, whatever a damaged archive holds.
    public mutating func readLine() throws(Damaged) -> Int {
        let line = try read(Int.self)
        guard (1...Int(Int32.max)).contains(line) else { throw Damaged() }
        return line
    }

    /// A line number or none (written as an optional integer).
    public mutating func readLine(optional: Bool) throws(Damaged) -> Int? {
        try Bool(from: &self) ? try readLine() : nil
    }

    /// A count of items that could fit in what is left (each takes at least one byte).
    public mutating func readCount() throws(Damaged) -> Int {
        let count = try readWord()
        guard count <= UInt64(end - offset) else { throw Damaged() }
        return Int(count)
    }

    /// A size of something outside these bytes (a file's part, say): at most `limit`.
    public mutating func readSize(atMost limit: Int) throws(Damaged) -> Int {
        let size = try readWord()
        guard size <= UInt64(max(limit, 0)) else { throw Damaged() }
        return Int(size)
    }
}

extension String: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        writer.writeString(self)
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self = try reader.readString()
    }
}

extension Int: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        writer.writeWord(UInt64(bitPattern: Int64(self)))
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self = Int(Int64(bitPattern: try reader.readWord()))
    }
}

extension Double: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        writer.writeWord(bitPattern)
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self = Double(bitPattern: try reader.readWord())
    }
}

extension Bool: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        writer.writeWord(self ? 1 : 0)
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        switch try reader.readWord() {
        case 0: self = false
        case 1: self = true
        default: throw ArchiveReader.Damaged()
        }
    }
}

extension Optional: Archivable where Wrapped: Archivable {
    @inlinable public func archive(into writer: inout ArchiveWriter) {
        switch self {
        case nil: writer.writeWord(0)
        case let value?:
            writer.writeWord(1)
            writer.write(value)
        }
    }

    @inlinable public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self = try Bool(from: &reader) ? try reader.read(Wrapped.self) : nil
    }
}

extension Array: Archivable where Element: Archivable {
    @inlinable public func archive(into writer: inout ArchiveWriter) {
        writer.writeWord(UInt64(count))
        for element in self { writer.write(element) }
    }

    @inlinable public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        let count = try reader.readCount()
        var elements: [Element] = []
        elements.reserveCapacity(Swift.min(count, 4096))   // a damaged count may be large; the items read will tell
        for _ in 0..<count { elements.append(try reader.read(Element.self)) }
        self = elements
    }
}

extension Set: Archivable where Element: Archivable & Comparable {
    @inlinable public func archive(into writer: inout ArchiveWriter) {
        writer.write(sorted())
    }

    @inlinable public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self = Set(try reader.read([Element].self))
    }
}

extension Dictionary: Archivable where Key: Archivable & Comparable, Value: Archivable {
    /// Its pairs in key order, so that equal dictionaries write equal bytes.
    @inlinable public func archive(into writer: inout ArchiveWriter) {
        writer.writeWord(UInt64(count))
        for (key, value) in sorted(by: { $0.key < $1.key }) {
            writer.write(key)
            writer.write(value)
        }
    }

    /// The bytes of `archive(into:)` without sorting again: its pairs taken in the order of
    /// `sortedKeys`, sorted and holding every key of the dictionary (and others, skipped). If
    /// the keys found are not in strictly ascending order (a key repeated, or spelled twice)
    /// or miss one, sorted as `archive(into:)` does. Each key is written as the dictionary
    /// holds it.
    @inlinable public func archive(into writer: inout ArchiveWriter, inOrderOf sortedKeys: [Key]) {
        var pairs: [(key: Key, value: Value)] = []
        pairs.reserveCapacity(count)
        for key in sortedKeys {
            guard let index = index(forKey: key) else { continue }
            let pair = self[index]
            if let last = pairs.last, !(last.key < pair.key) { return archive(into: &writer) }
            pairs.append(pair)
        }
        guard pairs.count == count else { return archive(into: &writer) }
        writer.writeWord(UInt64(count))
        for (key, value) in pairs {
            writer.write(key)
            writer.write(value)
        }
    }

    @inlinable public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        let count = try reader.readCount()
        var pairs: [Key: Value] = [:]
        pairs.reserveCapacity(Swift.min(count, 4096))
        for _ in 0..<count {
            let key = try reader.read(Key.self)
            guard pairs.updateValue(try reader.read(Value.self), forKey: key) == nil else { throw ArchiveReader.Damaged() }
        }
        self = pairs
    }
}

/// A block an archive wrote aside, loaded only when asked for.
public struct ArchiveBlock: Sendable {
    let range: Range<Int>
    let source: ArchiveReader.Deferred

    init(range: Range<Int>, from source: ArchiveReader.Deferred) {
        self.range = range
        self.source = source
    }

    /// How many bytes the block has.
    public var count: Int { range.count }

    /// The block's bytes, or nil if they cannot be loaded (their file is gone, or shorter).
    public func bytes() -> [UInt8]? {
        guard let bytes = source.load(range), bytes.count == range.count else { return nil }
        return bytes
    }
}
