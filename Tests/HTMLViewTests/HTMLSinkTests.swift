@testable import HTMLView
import Testing

/// A page placed as bytes is the page placed as a `String`, byte for byte.
@Suite struct HTMLSinkTests {
    static let texts = [
        "", "plain", "<a href=\"x\">Tom & 'Jerry'</a>", "line\n", "return\r", "crlf\r\n", "é\n", "東京 <b>",
        "\u{301}accent first", "e\u{301}", "🃏", "&amp; already", "\n", "'", "tail\u{301}\n",
    ]

    @Test(arguments: [false, true], [false, true])
    func bytesAreTheStringsBytes(escaped: Bool, droppingLastByte: Bool) {
        var text = "", bytes: [UInt8] = []
        for value in Self.texts where !droppingLastByte || value.utf8.last == UInt8(ascii: "\n") || value.utf8.last == UInt8(ascii: "\r") {
            text.place(value, escaped: escaped, droppingLastByte: droppingLastByte)
            bytes.place(value, escaped: escaped, droppingLastByte: droppingLastByte)
            #expect(bytes == Array(text.utf8), "\(value.debugDescription)")
        }
    }

    /// A text given by its bytes (`WalkTexts`) is placed as the same text given as a `String`,
    /// in both kinds of output.
    @Test(arguments: [false, true], [false, true])
    func aTextsBytesArePlacedAsTheText(escaped: Bool, droppingLastByte: Bool) {
        var texts = WalkTexts()
        let values = Self.texts.filter { !droppingLastByte || $0.utf8.last == UInt8(ascii: "\n") || $0.utf8.last == UInt8(ascii: "\r") }
        for var value in values { value.withUTF8 { texts.append($0) } }
        #expect(texts.strings == values)
        var byString = "", byBytes = "", bytesByBytes: [UInt8] = []
        texts.withTexts { bytes, ends in
            for (index, value) in values.enumerated() {
                let text = WalkTexts.text(index, in: bytes, ends: ends)
                byString.place(value, escaped: escaped, droppingLastByte: droppingLastByte)
                byBytes.place(text, escaped: escaped, droppingLastByte: droppingLastByte)
                bytesByBytes.place(text, escaped: escaped, droppingLastByte: droppingLastByte)
                #expect(Array(byBytes.utf8) == Array(byString.utf8) && bytesByBytes == Array(byString.utf8), "\(value.debugDescription)")
            }
        }
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
        var text = "", bytes: [UInt8] = []
        text.place("a<b\n", escaped: true, droppingLastByte: true)
        bytes.place("a<b\r", escaped: false, droppingLastByte: true)
        #expect(text == "a&lt;b")
        #expect(bytes == Array("a<b".utf8))
    }
}
