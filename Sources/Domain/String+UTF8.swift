import Foundation

/// Byte-level questions about a text's UTF-8, for the hot paths of reading: they answer without
/// walking the text character by character.
extension String {
    /// nil for an empty string.
    public var nonEmpty: String? { isEmpty ? nil : self }

    /// Whether the text's UTF-8 holds `byte`: one `memchr` over its bytes.
    public func containsUTF8Byte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            guard let start = bytes.baseAddress, bytes.count > 0 else { return false }
            return memchr(start, Int32(byte), bytes.count) != nil
        } ?? utf8.contains(byte)
    }

    /// The text without the ASCII spaces, tabs and line breaks at its ends, when what is left
    /// starts and ends with an ASCII byte (or nothing is left); nil otherwise, for the caller to
    /// trim by character or by scalar. Where it answers, trimming whitespace by character or by
    /// scalar gives the same: no grapheme joins an ASCII character to the space beside it, and
    /// only ASCII whitespace was cut. Most texts (a card's question, with cmark's line break at
    /// its end) are trimmed this way without reading their characters' properties.
    public func trimmingASCIIWhitespaceAtASCIIEdges() -> String? {
        let bytes = utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, Self.isASCIIWhitespace(bytes[start]) { bytes.formIndex(after: &start) }
        while end > start, Self.isASCIIWhitespace(bytes[bytes.index(before: end)]) { bytes.formIndex(before: &end) }
        if start == end { return "" }
        guard bytes[start] < 0x80, bytes[bytes.index(before: end)] < 0x80 else { return nil }
        if start == bytes.startIndex, end == bytes.endIndex { return self }
        return String(self[start..<end])
    }

    /// The text without the white space (Unicode's, by character) at its start and end.
    public var trimmingWhitespace: String {
        if let trimmed = trimmingASCIIWhitespaceAtASCIIEdges() { return trimmed }
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }

    /// Whether `other` is this very text in another Unicode normalization (`Café` typed, and
    /// `Cafe\u{301}` as macOS stores a file name): equal as Swift compares strings, not byte for
    /// byte. A clash of two such names is worth saying so, since they look the same.
    public func isOtherNormalization(of other: String) -> Bool {
        self == other && !utf8.elementsEqual(other.utf8)
    }

    /// Whether every byte of the text is ASCII: then each of its characters is one byte (but
    /// CR LF, one character of two), and asking a character's properties (`isLetter`,
    /// `isWhitespace`, `lowercased()`) is asking its byte's.
    public var isASCII: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return: the ASCII white space
    /// (the ASCII characters `Character.isWhitespace` answers true for).
    public static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}

/// What the byte paths ask of an ASCII byte, asked in one place.
extension UInt8 {
    /// `A`–`Z` or `a`–`z`.
    public var isASCIILetter: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) }
    /// `0`–`9`.
    public var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    /// The byte, a capital `A`–`Z` made small.
    public var asciiLowercased: UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) ? self | 0x20 : self }
    /// The byte, a small `a`–`z` made capital.
    public var asciiUppercased: UInt8 { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) ? self & ~0x20 : self }
}
