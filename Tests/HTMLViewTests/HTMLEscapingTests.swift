@testable import HTMLView
import Testing
import TestSupport

/// HTML escaping, eight bytes at a time where it can: the same bytes as escaping each byte on
/// its own, wherever the bytes to escape fall in or across a word.
@Suite struct HTMLEscapingTests {
    /// What escaping is, byte by byte: the five characters as entities, every other byte kept.
    private static func reference(_ bytes: [UInt8]) -> [UInt8] {
        bytes.flatMap { byte -> [UInt8] in
            switch byte {
            case UInt8(ascii: "<"): Array("&lt;".utf8)
            case UInt8(ascii: ">"): Array("&gt;".utf8)
            case UInt8(ascii: "&"): Array("&amp;".utf8)
            case UInt8(ascii: "\""): Array("&quot;".utf8)
            case UInt8(ascii: "'"): Array("&#39;".utf8)
            default: [byte]
            }
        }
    }

    /// Bytes next to the five (one bit or one value apart), the five, and bytes with the high
    /// bit set, so a word's carries and borrows are exercised.
    private static let alphabet: [UInt8] = [0x00, 0x01, 0x21, 0x22, 0x23, 0x25, 0x26, 0x27, 0x28, 0x3B, 0x3C, 0x3D, 0x3E, 0x3F,
                                           0x61, 0x7F, 0x80, 0xA2, 0xA6, 0xBC, 0xBE, 0xFF, 0x1C, 0x2C, 0x6C]

    @Test func randomBytes_escapeAsEachByteAlone() {
        var random = SeededRandom(seed: 8)
        for length in 0...40 {
            for _ in 0..<60 {
                let bytes = (0..<length).map { _ in random.pick(Self.alphabet) }
                var escaped: [UInt8] = []
                bytes.withUnsafeBufferPointer { HTMLEscaping.escape($0, into: &escaped) }
                #expect(escaped == Self.reference(bytes), "\(bytes)")
                for start in 0...length {
                    let found = bytes.withUnsafeBufferPointer { HTMLEscaping.nextEscape(in: $0, from: start) }
                    #expect(found == bytes[start...].firstIndex(where: HTMLEscaping.needsEscape), "\(bytes) from \(start)")
                }
            }
        }
    }

    @Test func aTextWithNothingToEscape_isTheSameText() {
        let text = "A plain title, twenty-four bytes and more: \u{00E9}t\u{00E9}"
        #expect(HTMLEscaping().escapeText(text) == text)
        #expect(HTMLEscaping().escapeText(text + "'") == text + "&#39;")
    }
}
