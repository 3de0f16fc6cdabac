import Testing
@testable import Markdown

/// The byte paths of reading a field line answer as the character paths do.
@Suite struct FieldLineShortcutTests {
    static let pieces = [" ", "\t", "\r", "\n", "\r\n", "a", "Z", "é", "\u{301}", "\u{600}", "-", "_", ":", "1", "日"]

    /// Every string of up to four pieces, and a sample of longer ones.
    static let samples: [String] = {
        var texts = [""]
        var layer = [""]
        for _ in 0..<4 {
            layer = layer.flatMap { prefix in pieces.map { prefix + $0 } }
            texts += layer
        }
        return texts
    }()

    @Test func trimmingSpaces_byBytes_isTheCharacterAnswer() {
        for text in Self.samples {
            #expect(text.trimmingSpaces == text.trimmingSpacesByCharacters, "\(Array(text.utf8))")
            let inner = Substring(" " + text + "\t").dropFirst()
            #expect(inner.trimmingSpaces == inner.trimmingSpacesByCharacters, "\(Array(inner.utf8))")
        }
    }

    @Test func anASCIIKey_byBytes_isTheCharacterAnswer() {
        let ascii = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        var keys = ascii + ascii.map { "a" + $0 } + ascii.map { $0 + "b" } + ["Email", "Phone number", "x_y-z", String(repeating: "a", count: 32), String(repeating: "a", count: 33), "a\r\n"]
        keys += Self.samples.filter(\.isASCII)
        for key in keys {
            #expect(FieldLine.isKey(key) == FieldLine.isKeyByCharacters(key), "\(Array(key.utf8))")
        }
        #expect(FieldLine.isKey("Émile") && !FieldLine.isKey("1st") && !FieldLine.isKey(""))
    }
}
