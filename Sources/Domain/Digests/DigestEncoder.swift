/// Spells an `Encodable` value as bytes for `StableDigest`, one way only: two values of a type
/// spell alike only when every field they encode is equal.
///
/// * Each value starts with a tag byte; strings are their exact UTF-8 bytes after their length
///   (NFC and NFD spellings differ, as their pages do), numbers their bits.
/// * Each keyed field is preceded by its key, so an absent optional never reads as the next one.
/// * A nested value is closed by an end byte: `[["a"], []]` never reads as `[["a", []]]`.
/// * A movie, and a catalog's heading, are spelled as their digests (`stableDigest`, taken once
///   when they were made).
///
/// It writes into one buffer, keeps no coding path and tells types apart by their metadata,
/// never by a dynamic cast, so a page's response is spelled in microseconds.
public struct DigestEncoder: Encoder {
    final class Buffer {
        var bytes: [UInt8] = []

        func tag(_ tag: Tag) { bytes.append(tag.rawValue) }

        func word(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }

        func integer(_ value: some FixedWidthInteger) {
            tag(.integer)
            word(UInt64(truncatingIfNeeded: value))
        }

        func double(_ value: Double) {
            tag(.double)
            word(value.bitPattern)
        }

        func string(_ value: String) {
            tag(.string)
            var value = value
            value.withUTF8 { utf8 in
                word(UInt64(utf8.count))
                bytes.append(contentsOf: utf8)
            }
        }

        func digest(_ digest: StableDigest) {
            tag(.digest)
            digest.appendWords(to: &bytes)
        }

        func key(_ key: some CodingKey) {
            tag(.key)
            string(key.stringValue)
        }

        func value<T: Encodable>(_ value: T) throws {
            if T.self == String.self { return string(unsafeBitCast(value, to: String.self)) }
            if T.self == Int.self { return integer(unsafeBitCast(value, to: Int.self)) }
            if T.self == Movie.self { return digest(unsafeBitCast(value, to: Movie.self).stableDigest) }
            if T.self == MovieCatalog.Heading.self { return digest((value as! MovieCatalog.Heading).stableDigest) }
            if T.self == Bool.self { return integer(unsafeBitCast(value, to: Bool.self) ? 1 : 0) }
            if T.self == Double.self { return double(unsafeBitCast(value, to: Double.self)) }
            // Anything else spells itself; other numbers reach `Single`'s own methods.
            tag(.open)
            try value.encode(to: DigestEncoder(buffer: self))
            tag(.close)
        }
    }

    enum Tag: UInt8 {
        case string = 1, integer, double, nothing, key, open, close, digest, keyed, unkeyed
    }

    let buffer: Buffer
    public var codingPath: [any CodingKey] { [] }
    public var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The bytes that spell `value`.
    public static func bytes(of value: some Encodable) -> [UInt8] {
        let buffer = Buffer()
        try? buffer.value(value)   // this encoder never throws; a value's own `encode` might not get that far
        return buffer.bytes
    }

    public func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        buffer.tag(.keyed)
        return KeyedEncodingContainer(Keyed(buffer: buffer))
    }

    public func unkeyedContainer() -> any UnkeyedEncodingContainer {
        buffer.tag(.unkeyed)
        return Unkeyed(buffer: buffer)
    }

    public func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(buffer: buffer)
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let buffer: Buffer
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {
            buffer.key(key)
            buffer.tag(.nothing)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            buffer.key(key)
            try buffer.value(value)
        }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy keyType: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested> {
            buffer.key(key)
            buffer.tag(.keyed)
            return KeyedEncodingContainer(Keyed<Nested>(buffer: buffer))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            buffer.key(key)
            buffer.tag(.unkeyed)
            return Unkeyed(buffer: buffer)
        }

        mutating func superEncoder() -> any Encoder { DigestEncoder(buffer: buffer) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            buffer.key(key)
            return DigestEncoder(buffer: buffer)
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let buffer: Buffer
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        init(buffer: Buffer) {
            self.buffer = buffer
        }

        mutating func encodeNil() throws {
            count += 1
            buffer.tag(.nothing)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            try buffer.value(value)
        }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy keyType: Nested.Type) -> KeyedEncodingContainer<Nested> {
            count += 1
            buffer.tag(.keyed)
            return KeyedEncodingContainer(Keyed<Nested>(buffer: buffer))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            buffer.tag(.unkeyed)
            return Unkeyed(buffer: buffer)
        }

        mutating func superEncoder() -> any Encoder { DigestEncoder(buffer: buffer) }
    }

    private struct Single: SingleValueEncodingContainer {
        let buffer: Buffer
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { buffer.tag(.nothing) }
        mutating func encode(_ value: Bool) throws { buffer.integer(value ? 1 : 0) }
        mutating func encode(_ value: String) throws { buffer.string(value) }
        mutating func encode(_ value: Double) throws { buffer.double(value) }
        mutating func encode(_ value: Float) throws { buffer.double(Double(value)) }
        mutating func encode(_ value: Int) throws { buffer.integer(value) }
        mutating func encode(_ value: Int8) throws { buffer.integer(value) }
        mutating func encode(_ value: Int16) throws { buffer.integer(value) }
        mutating func encode(_ value: Int32) throws { buffer.integer(value) }
        mutating func encode(_ value: Int64) throws { buffer.integer(value) }
        mutating func encode(_ value: UInt) throws { buffer.integer(value) }
        mutating func encode(_ value: UInt8) throws { buffer.integer(value) }
        mutating func encode(_ value: UInt16) throws { buffer.integer(value) }
        mutating func encode(_ value: UInt32) throws { buffer.integer(value) }
        mutating func encode(_ value: UInt64) throws { buffer.integer(value) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try buffer.value(value)
        }
    }
}
