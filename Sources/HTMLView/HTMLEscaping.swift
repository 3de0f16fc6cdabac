import Mustache

/// HTML escaping for the templates, byte by byte: `<`, `>`, `&`, `"` and `'` become entities,
/// exactly as swift-mustache's own HTML content type does, without walking the text Character
/// by Character (slow over every text of every page). Text with nothing to escape, most
/// of it, is returned as it is. Templates select it with `{{% CONTENT_TYPE: SITE_HTML }}`.
struct HTMLEscaping: MustacheContentType {
    static let name = "SITE_HTML"

    func escapeText(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard HTMLEscaping.nextEscape(in: bytes, from: 0) != nil else { return nil }
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + 32)
            HTMLEscaping.escape(bytes, into: &escaped)
            return String(decoding: escaped, as: UTF8.self)
        } ?? text
    }

    /// `bytes` with every byte that `needsEscape` written as its entity, appended to `output`:
    /// the runs between them copied whole.
    static func escape(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var plainFrom = 0, index = 0
        while let found = nextEscape(in: bytes, from: index) {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainFrom..<found]))
            let entity = entity(of: bytes[found])
            output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            plainFrom = found + 1
            index = found + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainFrom...]))
    }

    /// The index of the first byte from `start` that `needsEscape`, if any: eight bytes at a
    /// time while none of them does (most text has nothing to escape), then byte by byte.
    static func nextEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        while index + 8 <= bytes.count, !mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
            index += 8
        }
        while index < bytes.count {
            if needsEscape(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    /// Whether any of the eight bytes of `word` is one that `needsEscape`: exactly, for the word
    /// as a whole (a word with none of them never makes it true).
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        /// Not zero when a byte of `word` equals `byte` (its high bit set, and maybe a byte's
        /// above it, by the borrow: only the whole is exact); zero when none does.
        func equal(_ byte: UInt8) -> UInt64 {
            let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
            return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080
        }
        return equal(UInt8(ascii: "<")) | equal(UInt8(ascii: ">")) | equal(UInt8(ascii: "&"))
            | equal(UInt8(ascii: "\"")) | equal(UInt8(ascii: "'")) != 0
    }

    static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// The entity that `byte` (one that `needsEscape`) becomes.
    static func entity(of byte: UInt8) -> StaticString {
        switch byte {
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }
}
