@testable import HTMLView
import Testing

/// A stencil's texts placed as bytes: the bytes the texts' `String`s give, escaped or not,
/// with or without their last line break.
@Suite struct HTMLSinkTests {
    static let texts = [
        "", "plain", "<a href=\"x\">Tom & 'Jerry'</a>", "line\n", "return\r", "crlf\r\n", "é\n", "東京 <b>",
        "\u{301}accent first", "e\u{301}", "🃏", "&amp; already", "\n", "'", "tail\u{301}\n",
    ]

    /// What placing `value` gives, worked out on `String`s: without its last byte (a line break)
    /// when dropping it, then escaped by `HTMLEscaping`.
    private static func expected(_ value: String, escaped: Bool, droppingLastByte: Bool) -> [UInt8] {
        let kept = droppingLastByte ? String(decoding: value.utf8.dropLast(), as: UTF8.self) : value
        return Array((escaped ? HTMLEscaping().escapeText(kept) : kept).utf8)
    }

    /// A text placed as a `String` and as its bytes (`WalkTexts`) gives the same bytes, the ones
    /// worked out on `String`s, one after another.
    @Test(arguments: [false, true], [false, true])
    func aTextIsPlacedAsItsStringsBytes(escaped: Bool, droppingLastByte: Bool) {
        let values = Self.texts.filter { !droppingLastByte || $0.utf8.last == UInt8(ascii: "\n") || $0.utf8.last == UInt8(ascii: "\r") }
        var texts = WalkTexts()
        for var value in values { value.withUTF8 { texts.append($0) } }
        #expect(texts.strings == values)
        var byString: [UInt8] = [], byBytes: [UInt8] = [], expected: [UInt8] = []
        texts.withTexts { bytes, ends in
            for (index, value) in values.enumerated() {
                byString.place(value, escaped: escaped, droppingLastByte: droppingLastByte)
                byBytes.place(WalkTexts.text(index, in: bytes, ends: ends), escaped: escaped, droppingLastByte: droppingLastByte)
                expected += Self.expected(value, escaped: escaped, droppingLastByte: droppingLastByte)
                #expect(byString == expected && byBytes == expected, "\(value.debugDescription)")
            }
        }
        #expect(String.of(bytes: expected) == String(decoding: expected, as: UTF8.self) && [UInt8].of(bytes: expected) == expected)
    }

    /// Large texts are kept as they are, among texts kept as bytes, in their places.
    @Test func largeTexts_keepTheirPlacesAmongTheOthers() {
        let large = String(repeating: "<b>é</b>", count: WalkTexts.largeText / 4)
        var texts = WalkTexts()
        for var text in ["a", "", "b\n"] { text.withUTF8 { texts.append($0) } }
        texts.append(large: large)
        var last = "c"
        last.withUTF8 { texts.append($0) }
        #expect(texts.strings == ["a", "", "b\n", large, "c"])
        #expect(texts.count == 5 && texts.byteCount == 4 + large.utf8.count && texts.bytes.count == 4)
    }

    @Test func escapingIsHTMLEscapings() {
        for value in Self.texts {
            var bytes: [UInt8] = []
            bytes.place(value, escaped: true, droppingLastByte: false)
            #expect(bytes == Array(HTMLEscaping().escapeText(value).utf8), "\(value.debugDescription)")
        }
    }

    @Test func aDroppedLastByteIsTheLineBreak() {
        var escaped: [UInt8] = [], plain: [UInt8] = []
        escaped.place("a<b\n", escaped: true, droppingLastByte: true)
        plain.place("a<b\r", escaped: false, droppingLastByte: true)
        #expect(escaped == Array("a&lt;b".utf8))
        #expect(plain == Array("a<b".utf8))
    }
}

extension WalkTexts {
    /// The texts, each as a `String`.
    var strings: [String] {
        withTexts { bytes, ends in
            ends.indices.map { large[$0] ?? String(decoding: WalkTexts.text($0, in: bytes, ends: ends), as: UTF8.self) }
        }
    }
}
